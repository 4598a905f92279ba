-- A receiver substring's capped count (orders.repository.ts countUpTo) walks the client's newest ids until it
-- has cap + 1 matches: about 21,000 rows for a name in 5 % of a million orders. Carrying the receiver in the
-- (client_id, id) index lets that walk read the index alone (an index-only scan, 150 entries a page) instead of
-- fetching every row from the table (24 a page): 4.3 → 2.7 ms on 1,000,000 orders (decision 033, amendment 9;
-- docs/quality.md P4). Same number of indexes to keep on each insert; drizzle cannot declare INCLUDE, so the
-- schema keeps the index's key columns and says so.
DROP INDEX IF EXISTS "orders_client_id_idx";
--> statement-breakpoint
CREATE INDEX "orders_client_id_idx" ON "orders" USING btree ("client_id","id") INCLUDE ("receiver");
