DROP INDEX "mission_counts_client_type_status_unique";--> statement-breakpoint
ALTER TABLE "mission_versions" DROP CONSTRAINT "mission_versions_pkey";--> statement-breakpoint
ALTER TABLE "mission_counts" ADD COLUMN "slot" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mission_versions" ADD COLUMN "slot" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mission_versions" ADD CONSTRAINT "mission_versions_client_id_slot_pk" PRIMARY KEY("client_id","slot");--> statement-breakpoint
CREATE UNIQUE INDEX "mission_counts_client_type_status_slot_unique" ON "mission_counts" USING btree ("client_id","type","status","slot");--> statement-breakpoint
-- The mission count tables striped like the order ones (decision 033, amendment 7). mission_counts (0026) and
-- mission_versions (0028) had one row per key: every statement writing a client's missions upserted its
-- count rows and then its one version row and held them to commit, so the client's other mission writers
-- queued behind it, and two multi-statement transactions whose first statements took different count rows
-- each waited for the other's (40P01, test/mission-slots.test.ts). Now each trigger writes the slot its
-- transaction claims with counter_slot() (0030): no two live transactions write the same slot's rows.
-- The rows already here become slot 0 with their count, version and epoch: every sum, and a version's
-- (sum, max epoch), reads as before. Readers sum the slots.
CREATE OR REPLACE FUNCTION mission_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  stripe smallint := counter_slot();
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO mission_counts (client_id, type, status, slot, count)
      SELECT client_id, type, status, stripe, count(*) FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (client_id, type, status, slot) DO UPDATE SET count = mission_counts.count + excluded.count;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO mission_counts (client_id, type, status, slot, count)
      SELECT client_id, type, status, stripe, -count(*) FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (client_id, type, status, slot) DO UPDATE SET count = mission_counts.count + excluded.count;
  ELSE
    INSERT INTO mission_counts (client_id, type, status, slot, count)
      SELECT client_id, type, status, stripe, sum(n) FROM (
        SELECT client_id, type, status, -count(*) AS n FROM old_rows GROUP BY 1, 2, 3
        UNION ALL
        SELECT client_id, type, status, count(*) AS n FROM new_rows GROUP BY 1, 2, 3
      ) d GROUP BY 1, 2, 3 HAVING sum(n) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (client_id, type, status, slot) DO UPDATE SET count = mission_counts.count + excluded.count;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION mission_versions_bump() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  stripe smallint := counter_slot();
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO mission_versions (client_id, slot, version)
      SELECT DISTINCT r.client_id, stripe, 1 FROM old_rows r JOIN clients c ON c.id = r.client_id ORDER BY r.client_id
    ON CONFLICT (client_id, slot) DO UPDATE SET version = mission_versions.version + 1;
  ELSIF TG_OP = 'UPDATE' THEN
    -- An update may move a row to another client: both see a new version.
    INSERT INTO mission_versions (client_id, slot, version)
      SELECT r.client_id, stripe, 1 FROM (SELECT client_id FROM old_rows UNION SELECT client_id FROM new_rows) r
      JOIN clients c ON c.id = r.client_id ORDER BY r.client_id
    ON CONFLICT (client_id, slot) DO UPDATE SET version = mission_versions.version + 1;
  ELSE
    INSERT INTO mission_versions (client_id, slot, version)
      SELECT DISTINCT r.client_id, stripe, 1 FROM new_rows r JOIN clients c ON c.id = r.client_id ORDER BY r.client_id
    ON CONFLICT (client_id, slot) DO UPDATE SET version = mission_versions.version + 1;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION mission_versions_bump_client() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO mission_versions (client_id, slot, version) VALUES (NEW.id, counter_slot(), 1)
  ON CONFLICT (client_id, slot) DO UPDATE SET version = mission_versions.version + 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The shared names' pages (migration 0028): both halves in the transaction's claimed slot now.
CREATE OR REPLACE FUNCTION page_versions_bump_all() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  stripe smallint := counter_slot();
BEGIN
  INSERT INTO mission_versions (client_id, slot, version) SELECT id, stripe, 1 FROM clients ORDER BY id
  ON CONFLICT (client_id, slot) DO UPDATE SET version = mission_versions.version + 1;
  INSERT INTO order_versions (client_id, slot, version) SELECT id, stripe, 1 FROM clients ORDER BY id
  ON CONFLICT (client_id, slot) DO UPDATE SET version = order_versions.version + 1;
  RETURN NULL;
END;
$$;
