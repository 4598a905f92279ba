DROP INDEX "order_counts_client_status_unique";--> statement-breakpoint
ALTER TABLE "order_counts" ADD COLUMN "slot" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "order_counts_client_status_slot_unique" ON "order_counts" USING btree ("client_id","status","slot");--> statement-breakpoint
-- Striped counters (decision 021, amendment, P7): each transaction adds its change to one of 16 slots of a
-- client's status, chosen by its backend, so concurrent moves of one client's orders on different pooled
-- connections no longer wait for each other's row lock until commit. Readers sum the slots.
CREATE OR REPLACE FUNCTION order_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  stripe smallint := pg_backend_pid() % 16;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO order_counts (client_id, status, slot, count)
      SELECT client_id, status, stripe, count(*) FROM new_rows GROUP BY client_id, status ORDER BY client_id, status
    ON CONFLICT (client_id, status, slot) DO UPDATE SET count = order_counts.count + excluded.count;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO order_counts (client_id, status, slot, count)
      SELECT client_id, status, stripe, -count(*) FROM old_rows GROUP BY client_id, status ORDER BY client_id, status
    ON CONFLICT (client_id, status, slot) DO UPDATE SET count = order_counts.count + excluded.count;
  ELSE
    INSERT INTO order_counts (client_id, status, slot, count)
      SELECT client_id, status, stripe, sum(n) FROM (
        SELECT client_id, status, -count(*) AS n FROM old_rows GROUP BY client_id, status
        UNION ALL
        SELECT client_id, status, count(*) AS n FROM new_rows GROUP BY client_id, status
      ) d GROUP BY client_id, status HAVING sum(n) <> 0 ORDER BY client_id, status
    ON CONFLICT (client_id, status, slot) DO UPDATE SET count = order_counts.count + excluded.count;
  END IF;
  RETURN NULL;
END;
$$;
