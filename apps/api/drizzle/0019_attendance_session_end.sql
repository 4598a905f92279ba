ALTER TABLE "attendances" DROP CONSTRAINT "attendances_event_known";--> statement-breakpoint
ALTER TABLE "attendances" ADD COLUMN "session_id" integer;--> statement-breakpoint
CREATE INDEX "attendances_session_id_idx" ON "attendances" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "attendances_session_out_unique" ON "attendances" USING btree ("session_id") WHERE "attendances"."event" <> 'login';--> statement-breakpoint
ALTER TABLE "attendances" ADD CONSTRAINT "attendances_event_known" CHECK ("attendances"."event" in ('login', 'logout', 'idle_logout', 'session_end'));