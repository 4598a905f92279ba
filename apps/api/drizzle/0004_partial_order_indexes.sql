DROP INDEX "orders_client_delivery_date_idx";--> statement-breakpoint
DROP INDEX "orders_client_invoice_idx";--> statement-breakpoint
DROP INDEX "orders_company_id_idx";--> statement-breakpoint
DROP INDEX "orders_captain_id_idx";--> statement-breakpoint
DROP INDEX "orders_branch_id_idx";--> statement-breakpoint
DROP INDEX "orders_cancel_reason_id_idx";--> statement-breakpoint
DROP INDEX "orders_import_id_idx";--> statement-breakpoint
CREATE INDEX "orders_client_delivery_date_idx" ON "orders" USING btree ("client_id","delivery_date") WHERE "orders"."delivery_date" is not null;--> statement-breakpoint
CREATE INDEX "orders_client_invoice_idx" ON "orders" USING btree ("client_id","invoice_number") WHERE "orders"."invoice_number" is not null;--> statement-breakpoint
CREATE INDEX "orders_company_id_idx" ON "orders" USING btree ("company_id") WHERE "orders"."company_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_captain_id_idx" ON "orders" USING btree ("captain_id") WHERE "orders"."captain_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_branch_id_idx" ON "orders" USING btree ("branch_id") WHERE "orders"."branch_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_cancel_reason_id_idx" ON "orders" USING btree ("cancel_reason_id") WHERE "orders"."cancel_reason_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_import_id_idx" ON "orders" USING btree ("import_id") WHERE "orders"."import_id" is not null;