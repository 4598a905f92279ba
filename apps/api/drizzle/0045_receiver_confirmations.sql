CREATE TABLE "receiver_confirmations" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"asked_at" timestamp with time zone NOT NULL,
	"hold_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"held_at" timestamp with time zone,
	"governorate_id" integer,
	"area_id" integer,
	"address" text,
	"landmark" text,
	"best_time" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receiver_confirmations_state" CHECK ("receiver_confirmations"."state" in ('waiting', 'confirmed', 'correction', 'cancel_asked', 'held', 'released'))
);
--> statement-breakpoint
ALTER TABLE "order_requests" DROP CONSTRAINT "order_requests_kind_known";--> statement-breakpoint
ALTER TABLE "receiver_settings" ADD COLUMN "confirm_orders" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "receiver_settings" ADD COLUMN "hold_after_hours" smallint DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "receiver_confirmations" ADD CONSTRAINT "receiver_confirmations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receiver_confirmations" ADD CONSTRAINT "receiver_confirmations_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receiver_confirmations" ADD CONSTRAINT "receiver_confirmations_governorate_id_governorates_id_fk" FOREIGN KEY ("governorate_id") REFERENCES "public"."governorates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receiver_confirmations" ADD CONSTRAINT "receiver_confirmations_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "receiver_confirmations_client_state_idx" ON "receiver_confirmations" USING btree ("client_id","state");--> statement-breakpoint
CREATE INDEX "receiver_confirmations_due_idx" ON "receiver_confirmations" USING btree ("hold_at") WHERE "receiver_confirmations"."state" = 'waiting';--> statement-breakpoint
CREATE INDEX "receiver_confirmations_governorate_id_idx" ON "receiver_confirmations" USING btree ("governorate_id") WHERE "receiver_confirmations"."governorate_id" is not null;--> statement-breakpoint
CREATE INDEX "receiver_confirmations_area_id_idx" ON "receiver_confirmations" USING btree ("area_id") WHERE "receiver_confirmations"."area_id" is not null;--> statement-breakpoint
ALTER TABLE "order_requests" ADD CONSTRAINT "order_requests_kind_known" CHECK ("order_requests"."kind" in ('delay', 'resend', 'return_on_sender', 'urgent', 'cancel', 'receiver_confirm', 'receiver_address', 'receiver_cancel'));