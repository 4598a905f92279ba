-- The slot is claimed per transaction (decision 033, amendment 6). The striped tables (order_counts,
-- order_deliveries_per_day, order_versions) took their slot from `pg_backend_pid() % 16`: two pooled
-- connections whose pids agree modulo 16 shared a slot's rows, and two multi-statement transactions on them
-- each waited for the row the other had upserted first: deadlock (40P01, bench/striped-deadlock.mjs).
-- Now every striped trigger asks counter_slot(): the transaction's first call claims a slot with a tried
-- (never waited) transaction-level advisory lock, from `pg_backend_pid() % 16` round the 16, then 16..63;
-- it is remembered in a transaction-local setting, so every later statement of the transaction writes the
-- same slot, and no concurrent transaction writes that slot's rows until this one ends: their upserts never
-- wait on each other. Only with all 64 slots claimed at once (over three instances' full pools writing
-- orders) does a transaction wait for slot `pid % 16`; it waits holding no slot, so slot locks alone cannot
-- form a cycle (see the decision for what row locks on orders still can). A savepoint rolled back takes its
-- claim with it (the setting and the lock both), and the next call claims again.
-- Readers sum whatever slots exist; the two-integer advisory key (727004, slot) cannot meet the one-bigint
-- keys 727_001..727_003 of migrate, seed and the bucket fold.
CREATE OR REPLACE FUNCTION counter_slot() RETURNS smallint LANGUAGE plpgsql AS $$
DECLARE
  claimed text := current_setting('courier.counter_slot', true);
  first integer := pg_backend_pid() % 16;
  s integer;
BEGIN
  IF claimed IS NOT NULL AND claimed <> '' THEN
    RETURN claimed::smallint;
  END IF;
  FOR i IN 0..63 LOOP
    s := CASE WHEN i < 16 THEN (first + i) % 16 ELSE i END;
    IF pg_try_advisory_xact_lock(727004, s) THEN
      PERFORM set_config('courier.counter_slot', s::text, true);
      RETURN s;
    END IF;
  END LOOP;
  s := first;
  PERFORM pg_advisory_xact_lock(727004, s);
  PERFORM set_config('courier.counter_slot', s::text, true);
  RETURN s;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  stripe smallint := counter_slot();
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
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_deliveries_per_day_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  stripe smallint := counter_slot();
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO order_deliveries_per_day (client_id, day, slot, count)
      SELECT client_id, (delivery_date AT TIME ZONE 'Africa/Cairo')::date, stripe, count(*) FROM new_rows
       WHERE status IN (7, 8) AND delivery_date IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (client_id, day, slot) DO UPDATE SET count = order_deliveries_per_day.count + excluded.count;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO order_deliveries_per_day (client_id, day, slot, count)
      SELECT client_id, (delivery_date AT TIME ZONE 'Africa/Cairo')::date, stripe, -count(*) FROM old_rows
       WHERE status IN (7, 8) AND delivery_date IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (client_id, day, slot) DO UPDATE SET count = order_deliveries_per_day.count + excluded.count;
  ELSE
    INSERT INTO order_deliveries_per_day (client_id, day, slot, count)
      SELECT client_id, day, stripe, sum(n) FROM (
        SELECT client_id, (delivery_date AT TIME ZONE 'Africa/Cairo')::date AS day, -count(*) AS n FROM old_rows
         WHERE status IN (7, 8) AND delivery_date IS NOT NULL GROUP BY 1, 2
        UNION ALL
        SELECT client_id, (delivery_date AT TIME ZONE 'Africa/Cairo')::date AS day, count(*) AS n FROM new_rows
         WHERE status IN (7, 8) AND delivery_date IS NOT NULL GROUP BY 1, 2
      ) d GROUP BY client_id, day HAVING sum(n) <> 0 ORDER BY client_id, day
    ON CONFLICT (client_id, day, slot) DO UPDATE SET count = order_deliveries_per_day.count + excluded.count;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_versions_bump() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  stripe smallint := counter_slot();
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO order_versions (client_id, slot, version)
      SELECT DISTINCT client_id, stripe, 1 FROM old_rows ORDER BY client_id
    ON CONFLICT (client_id, slot) DO UPDATE SET version = order_versions.version + 1;
  ELSIF TG_OP = 'UPDATE' THEN
    -- An update may move an order to another client: both see a new version.
    INSERT INTO order_versions (client_id, slot, version)
      SELECT client_id, stripe, 1 FROM (SELECT client_id FROM old_rows UNION SELECT client_id FROM new_rows) c
      ORDER BY client_id
    ON CONFLICT (client_id, slot) DO UPDATE SET version = order_versions.version + 1;
  ELSE
    INSERT INTO order_versions (client_id, slot, version)
      SELECT DISTINCT client_id, stripe, 1 FROM new_rows ORDER BY client_id
    ON CONFLICT (client_id, slot) DO UPDATE SET version = order_versions.version + 1;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The shared names' pages (migration 0028): the order versions in the transaction's claimed slot too.
CREATE OR REPLACE FUNCTION page_versions_bump_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO mission_versions (client_id, version) SELECT id, 1 FROM clients ORDER BY id
  ON CONFLICT (client_id) DO UPDATE SET version = mission_versions.version + 1;
  INSERT INTO order_versions (client_id, slot, version) SELECT id, counter_slot(), 1 FROM clients ORDER BY id
  ON CONFLICT (client_id, slot) DO UPDATE SET version = order_versions.version + 1;
  RETURN NULL;
END;
$$;
