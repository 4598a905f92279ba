CREATE TABLE "ops_time_limits" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"sent_hours" integer DEFAULT 48 NOT NULL,
	"captain_days" integer DEFAULT 3 NOT NULL,
	"delayed_days" integer DEFAULT 1 NOT NULL,
	"request_hours" integer DEFAULT 24 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone,
	CONSTRAINT "ops_time_limits_one_row" CHECK ("ops_time_limits"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "ops_time_limits" ADD CONSTRAINT "ops_time_limits_updated_by_staff_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_sent_since_idx" ON "orders" USING btree ("sent_at") WHERE "orders"."status" = 2;--> statement-breakpoint
CREATE INDEX "orders_with_captain_since_idx" ON "orders" USING btree ("updated_at") WHERE "orders"."status" = 4;--> statement-breakpoint
CREATE INDEX "orders_delayed_until_idx" ON "orders" USING btree ("delay_date") WHERE "orders"."status" = 13;--> statement-breakpoint
CREATE INDEX "orders_open_status_branch_idx" ON "orders" USING btree ("status","branch_id") WHERE "orders"."status" in (2, 3, 4, 5, 10, 13, 14);--> statement-breakpoint
CREATE INDEX "orders_delivery_date_captain_idx" ON "orders" USING btree ("delivery_date","captain_id") WHERE "orders"."delivery_date" is not null;--> statement-breakpoint
INSERT INTO "ops_time_limits" ("id") VALUES (1) ON CONFLICT DO NOTHING;
