-- The triggers that keep orders' counts, balance, deliveries per day, page versions and list buckets fire
-- in every session_replication_role (ENABLE ALWAYS). The embedded engine's bulk insert runs in 'replica' to
-- skip the row-by-row foreign-key checks that its single writer makes redundant (decision 002, amendment of
-- 2026-11-29; orders.repository.ts insertChunkOf): these must still run there. Nothing else changes: in the
-- default role ('origin') an ALWAYS trigger fires as an ordinary one. test/order-triggers.test.ts holds that
-- every trigger on orders and order_logs stays ALWAYS.
ALTER TABLE "orders" ENABLE ALWAYS TRIGGER "orders_count_insert";
--> statement-breakpoint
ALTER TABLE "orders" ENABLE ALWAYS TRIGGER "orders_count_update";
--> statement-breakpoint
ALTER TABLE "orders" ENABLE ALWAYS TRIGGER "orders_count_delete";
--> statement-breakpoint
ALTER TABLE "orders" ENABLE ALWAYS TRIGGER "orders_balance_insert";
--> statement-breakpoint
ALTER TABLE "orders" ENABLE ALWAYS TRIGGER "orders_balance_update";
--> statement-breakpoint
ALTER TABLE "orders" ENABLE ALWAYS TRIGGER "orders_balance_delete";
--> statement-breakpoint
ALTER TABLE "orders" ENABLE ALWAYS TRIGGER "orders_deliveries_insert";
--> statement-breakpoint
ALTER TABLE "orders" ENABLE ALWAYS TRIGGER "orders_deliveries_update";
--> statement-breakpoint
ALTER TABLE "orders" ENABLE ALWAYS TRIGGER "orders_deliveries_delete";
--> statement-breakpoint
ALTER TABLE "orders" ENABLE ALWAYS TRIGGER "orders_version_insert";
--> statement-breakpoint
ALTER TABLE "orders" ENABLE ALWAYS TRIGGER "orders_version_update";
--> statement-breakpoint
ALTER TABLE "orders" ENABLE ALWAYS TRIGGER "orders_version_delete";
--> statement-breakpoint
ALTER TABLE "orders" ENABLE ALWAYS TRIGGER "orders_bucket_deltas_insert";
--> statement-breakpoint
ALTER TABLE "orders" ENABLE ALWAYS TRIGGER "orders_bucket_deltas_update";
--> statement-breakpoint
ALTER TABLE "orders" ENABLE ALWAYS TRIGGER "orders_bucket_deltas_delete";
