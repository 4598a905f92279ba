ALTER TABLE "faqs" ADD COLUMN "screen" text;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "screen" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "resend_type" smallint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "resend_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "resend_governorate_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "resend_area_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "resend_address" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "resend_phone" text;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_resend_governorate_id_governorates_id_fk" FOREIGN KEY ("resend_governorate_id") REFERENCES "public"."governorates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_resend_area_id_areas_id_fk" FOREIGN KEY ("resend_area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_resend_governorate_id_idx" ON "orders" USING btree ("resend_governorate_id") WHERE "orders"."resend_governorate_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_resend_area_id_idx" ON "orders" USING btree ("resend_area_id") WHERE "orders"."resend_area_id" is not null;