DROP INDEX "webhook_events_client_id_idx";--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "previous_key_hash" text;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "previous_key_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webhook_settings" ADD COLUMN "event_types" text[];--> statement-breakpoint
ALTER TABLE "webhook_settings" ADD COLUMN "previous_signing_secret" text;--> statement-breakpoint
ALTER TABLE "webhook_settings" ADD COLUMN "previous_secret_until" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_previous_key_hash_unique" ON "api_keys" USING btree ("previous_key_hash");--> statement-breakpoint
CREATE INDEX "webhook_events_client_id_idx" ON "webhook_events" USING btree ("client_id","id");