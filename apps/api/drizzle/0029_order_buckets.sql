CREATE TABLE "order_buckets" (
	"client_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"bucket" integer NOT NULL,
	"slot" smallint DEFAULT 0 NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_buckets_client_id_status_bucket_slot_pk" PRIMARY KEY("client_id","status","bucket","slot")
);
--> statement-breakpoint
ALTER TABLE "order_buckets" ADD CONSTRAINT "order_buckets_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Orders per client, status and id range (decision 033, amendment 4): a deep page sums these from the nearer
-- end instead of an OFFSET over half a million index entries. `bucket` is `id >> 12` (4,096 ids); status 0
-- holds every status at once (the lists without a status), so such a page reads one row per bucket, not 14.
-- 4,096 ids: a middle page of 1,000,000 orders sums ~245 buckets and skips < 4,096 index entries, ~0.6 ms;
-- 1,024 ids read ~980 buckets (~1.7 ms), 16,384 skip more entries than they save (~0.7 ms).
-- Each statement adds its change to the slot of its backend, as order_counts does (migration 0021), so
-- concurrent writers of one client's newest orders do not wait on one row until commit; the rows are
-- written in key order so two statements never lock them in opposite orders.
-- An update only moves counts when it changes an order's status, client or id (HAVING sum <> 0): the
-- trigger cannot be limited to those columns, PostgreSQL refuses a column list with transition tables.
CREATE FUNCTION order_buckets_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  stripe smallint := pg_backend_pid() % 16;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO order_buckets (client_id, status, bucket, slot, count)
      SELECT client_id, coalesce(status, 0), bucket, stripe, count(*)
        FROM (SELECT client_id, status, id >> 12 AS bucket FROM new_rows) r
       GROUP BY GROUPING SETS ((client_id, status, bucket), (client_id, bucket))
       ORDER BY 1, 2, 3
    ON CONFLICT (client_id, status, bucket, slot) DO UPDATE SET count = order_buckets.count + excluded.count;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO order_buckets (client_id, status, bucket, slot, count)
      SELECT client_id, coalesce(status, 0), bucket, stripe, -count(*)
        FROM (SELECT client_id, status, id >> 12 AS bucket FROM old_rows) r
       GROUP BY GROUPING SETS ((client_id, status, bucket), (client_id, bucket))
       ORDER BY 1, 2, 3
    ON CONFLICT (client_id, status, bucket, slot) DO UPDATE SET count = order_buckets.count + excluded.count;
  ELSE
    INSERT INTO order_buckets (client_id, status, bucket, slot, count)
      SELECT client_id, coalesce(status, 0), bucket, stripe, sum(n)
        FROM (
          SELECT client_id, status, id >> 12 AS bucket, -1 AS n FROM old_rows
          UNION ALL
          SELECT client_id, status, id >> 12 AS bucket, 1 AS n FROM new_rows
        ) d
       GROUP BY GROUPING SETS ((client_id, status, bucket), (client_id, bucket))
      HAVING sum(n) <> 0
       ORDER BY 1, 2, 3
    ON CONFLICT (client_id, status, bucket, slot) DO UPDATE SET count = order_buckets.count + excluded.count;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER orders_buckets_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_buckets_apply();
--> statement-breakpoint
CREATE TRIGGER orders_buckets_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_buckets_apply();
--> statement-breakpoint
CREATE TRIGGER orders_buckets_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_buckets_apply();
--> statement-breakpoint
-- The orders already there, into slot 0.
INSERT INTO order_buckets (client_id, status, bucket, slot, count)
  SELECT client_id, coalesce(status, 0), bucket, 0, count(*)
    FROM (SELECT client_id, status, id >> 12 AS bucket FROM orders) r
   GROUP BY GROUPING SETS ((client_id, status, bucket), (client_id, bucket));
