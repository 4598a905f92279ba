CREATE SEQUENCE "public"."mission_version_epochs" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "mission_versions" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"epoch" bigint DEFAULT nextval('mission_version_epochs') NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mission_versions" ADD CONSTRAINT "mission_versions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The per-client version of its mission pages (decision 035, amendment): every statement that writes a
-- client's missions, their carried orders, its addresses or bank accounts adds 1 to its row, in the same
-- transaction. Clients whose row is gone (a client being deleted, its rows removed by the cascade) are
-- skipped: their version has no reader, and the foreign key would refuse the row.
CREATE FUNCTION mission_versions_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO mission_versions (client_id, version)
      SELECT DISTINCT r.client_id, 1 FROM old_rows r JOIN clients c ON c.id = r.client_id ORDER BY r.client_id
    ON CONFLICT (client_id) DO UPDATE SET version = mission_versions.version + 1;
  ELSIF TG_OP = 'UPDATE' THEN
    -- An update may move a row to another client: both see a new version.
    INSERT INTO mission_versions (client_id, version)
      SELECT r.client_id, 1 FROM (SELECT client_id FROM old_rows UNION SELECT client_id FROM new_rows) r
      JOIN clients c ON c.id = r.client_id ORDER BY r.client_id
    ON CONFLICT (client_id) DO UPDATE SET version = mission_versions.version + 1;
  ELSE
    INSERT INTO mission_versions (client_id, version)
      SELECT DISTINCT r.client_id, 1 FROM new_rows r JOIN clients c ON c.id = r.client_id ORDER BY r.client_id
    ON CONFLICT (client_id) DO UPDATE SET version = mission_versions.version + 1;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER missions_version_insert AFTER INSERT ON missions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION mission_versions_bump();
--> statement-breakpoint
CREATE TRIGGER missions_version_update AFTER UPDATE ON missions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION mission_versions_bump();
--> statement-breakpoint
CREATE TRIGGER missions_version_delete AFTER DELETE ON missions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION mission_versions_bump();
--> statement-breakpoint
CREATE TRIGGER mission_orders_version_insert AFTER INSERT ON mission_orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION mission_versions_bump();
--> statement-breakpoint
CREATE TRIGGER mission_orders_version_update AFTER UPDATE ON mission_orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION mission_versions_bump();
--> statement-breakpoint
CREATE TRIGGER mission_orders_version_delete AFTER DELETE ON mission_orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION mission_versions_bump();
--> statement-breakpoint
CREATE TRIGGER client_addresses_mission_version_update AFTER UPDATE ON client_addresses REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION mission_versions_bump();
--> statement-breakpoint
CREATE TRIGGER client_addresses_mission_version_delete AFTER DELETE ON client_addresses REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION mission_versions_bump();
--> statement-breakpoint
CREATE TRIGGER client_bank_accounts_mission_version_update AFTER UPDATE ON client_bank_accounts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION mission_versions_bump();
--> statement-breakpoint
CREATE TRIGGER client_bank_accounts_mission_version_delete AFTER DELETE ON client_bank_accounts REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION mission_versions_bump();
--> statement-breakpoint
-- A page shows the client's name: a rename (by the client's profile or the staff) is a new version.
CREATE FUNCTION mission_versions_bump_client() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO mission_versions (client_id, version) VALUES (NEW.id, 1)
  ON CONFLICT (client_id) DO UPDATE SET version = mission_versions.version + 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER clients_name_page_version AFTER UPDATE OF name ON clients
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION mission_versions_bump_client();
--> statement-breakpoint
-- Mission pages also show names every client shares (captains with their phones, branches, places,
-- payment ways, termination reasons), and order pages (decision 033) the places, captains and branches.
-- The app has no path that renames them; a change by hand or a future desk makes every client's mission
-- and order pages new (rare, and a row per client and kind). Only an UPDATE that sets a shown column fires
-- (a re-seed sets only the places' aliases); an insert changes no page (nothing refers to the row yet)
-- and a delete of a referenced row is refused by the foreign keys.
CREATE FUNCTION page_versions_bump_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO mission_versions (client_id, version) SELECT id, 1 FROM clients ORDER BY id
  ON CONFLICT (client_id) DO UPDATE SET version = mission_versions.version + 1;
  INSERT INTO order_versions (client_id, slot, version) SELECT id, pg_backend_pid() % 16, 1 FROM clients ORDER BY id
  ON CONFLICT (client_id, slot) DO UPDATE SET version = order_versions.version + 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER captains_page_version AFTER UPDATE OF name, phone ON captains FOR EACH STATEMENT EXECUTE FUNCTION page_versions_bump_all();
--> statement-breakpoint
CREATE TRIGGER branches_page_version AFTER UPDATE OF name_ar, name_en ON branches FOR EACH STATEMENT EXECUTE FUNCTION page_versions_bump_all();
--> statement-breakpoint
CREATE TRIGGER governorates_page_version AFTER UPDATE OF name_ar, name_en ON governorates FOR EACH STATEMENT EXECUTE FUNCTION page_versions_bump_all();
--> statement-breakpoint
CREATE TRIGGER areas_page_version AFTER UPDATE OF name_ar, name_en ON areas FOR EACH STATEMENT EXECUTE FUNCTION page_versions_bump_all();
--> statement-breakpoint
CREATE TRIGGER payment_ways_page_version AFTER UPDATE OF name_ar, name_en ON payment_ways FOR EACH STATEMENT EXECUTE FUNCTION page_versions_bump_all();
--> statement-breakpoint
CREATE TRIGGER reasons_page_version AFTER UPDATE OF name_ar, name_en ON reasons FOR EACH STATEMENT EXECUTE FUNCTION page_versions_bump_all();
