CREATE TABLE "order_bucket_deltas" (
	"client_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"bucket" integer NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "order_bucket_deltas_client_status_bucket_idx" ON "order_bucket_deltas" USING btree ("client_id","status","bucket","count");--> statement-breakpoint
-- Orders per client, status and id range, as append-only deltas (decision 033, amendment 5). A deep page
-- sums these from the nearer end instead of an OFFSET over half a million index entries. `bucket` is
-- `id >> 12` (4,096 ids); status 0 holds every status at once (the lists without a status), so such a page
-- reads one row per bucket, not 14. A bucket's count is the SUM of its rows.
-- Writers only INSERT here, one row per (client, status, bucket) a statement moved, and the table has no
-- unique key: a plain index insert never waits for another transaction, so concurrent writers cannot
-- deadlock on it. (Amendment 4's order_buckets upserted striped count rows, and two writers each waited
-- for the other's new row: 40P01.) The hourly housekeeping folds each group's rows into one.
-- An update only writes when it moves an order's status, client or id (HAVING sum <> 0): the trigger
-- cannot be limited to those columns, PostgreSQL refuses a column list with transition tables.
CREATE FUNCTION order_bucket_deltas_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO order_bucket_deltas (client_id, status, bucket, count)
      SELECT client_id, coalesce(status, 0), bucket, count(*)
        FROM (SELECT client_id, status, id >> 12 AS bucket FROM new_rows) r
       GROUP BY GROUPING SETS ((client_id, status, bucket), (client_id, bucket));
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO order_bucket_deltas (client_id, status, bucket, count)
      SELECT client_id, coalesce(status, 0), bucket, -count(*)
        FROM (SELECT client_id, status, id >> 12 AS bucket FROM old_rows) r
       GROUP BY GROUPING SETS ((client_id, status, bucket), (client_id, bucket));
  ELSE
    INSERT INTO order_bucket_deltas (client_id, status, bucket, count)
      SELECT client_id, coalesce(status, 0), bucket, sum(n)
        FROM (
          SELECT client_id, status, id >> 12 AS bucket, -1 AS n FROM old_rows
          UNION ALL
          SELECT client_id, status, id >> 12 AS bucket, 1 AS n FROM new_rows
        ) d
       GROUP BY GROUPING SETS ((client_id, status, bucket), (client_id, bucket))
      HAVING sum(n) <> 0;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER orders_bucket_deltas_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_bucket_deltas_apply();
--> statement-breakpoint
CREATE TRIGGER orders_bucket_deltas_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_bucket_deltas_apply();
--> statement-breakpoint
CREATE TRIGGER orders_bucket_deltas_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_bucket_deltas_apply();
--> statement-breakpoint
-- The orders already there, one row per group.
INSERT INTO order_bucket_deltas (client_id, status, bucket, count)
  SELECT client_id, coalesce(status, 0), bucket, count(*)
    FROM (SELECT client_id, status, id >> 12 AS bucket FROM orders) r
   GROUP BY GROUPING SETS ((client_id, status, bucket), (client_id, bucket));
--> statement-breakpoint
-- A database that ran the reverted migration of the same number (order_buckets, amendment 4, whose trigger
-- could deadlock concurrent writers) loses its table and triggers here.
DROP TABLE IF EXISTS order_buckets CASCADE;
--> statement-breakpoint
DROP FUNCTION IF EXISTS order_buckets_apply() CASCADE;
