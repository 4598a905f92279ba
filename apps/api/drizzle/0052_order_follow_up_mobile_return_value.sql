ALTER TABLE "orders" ADD COLUMN "follow_up_mobile" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "return_value" numeric(22, 2);