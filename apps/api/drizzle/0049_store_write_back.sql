ALTER TABLE "store_connections" ADD COLUMN "store_url" text;--> statement-breakpoint
ALTER TABLE "store_connections" ADD COLUMN "api_key" text;--> statement-breakpoint
ALTER TABLE "store_connections" ADD COLUMN "api_secret" text;--> statement-breakpoint
ALTER TABLE "store_connections" ADD COLUMN "api_key_last_four" text;--> statement-breakpoint
ALTER TABLE "store_connections" ADD COLUMN "write_back" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "store_orders" ADD COLUMN "remote_fulfillment_id" text;--> statement-breakpoint
ALTER TABLE "webhook_events" ADD COLUMN "connection_id" integer;--> statement-breakpoint
ALTER TABLE "webhook_events" ADD CONSTRAINT "webhook_events_connection_id_store_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."store_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_events_connection_id_idx" ON "webhook_events" USING btree ("connection_id") WHERE "webhook_events"."connection_id" is not null;