CREATE SEQUENCE "public"."order_version_epochs" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "order_versions" (
	"client_id" integer NOT NULL,
	"slot" smallint NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"epoch" bigint DEFAULT nextval('order_version_epochs') NOT NULL,
	CONSTRAINT "order_versions_client_id_slot_pk" PRIMARY KEY("client_id","slot")
);
--> statement-breakpoint
DROP INDEX "orders_client_phone1_idx";--> statement-breakpoint
ALTER TABLE "order_versions" ADD CONSTRAINT "order_versions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_client_phone2_idx" ON "orders" USING btree ("client_id","phone2" text_pattern_ops) WHERE "orders"."phone2" is not null;--> statement-breakpoint
-- Trigram matching for receiver substrings (decision 033). PGlite has it once database.ts loads the contrib module.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "orders_receiver_trgm_idx" ON "orders" USING gin ("receiver" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_client_phone1_idx" ON "orders" USING btree ("client_id","phone1" text_pattern_ops);;--> statement-breakpoint
-- The per-client version of its orders (decision 033): every statement that writes orders adds 1 to one of
-- the client's 16 slots, chosen by backend like order_counts' stripes, so concurrent writers of one client
-- do not wait on one row until commit. The sum of a client's slots grows with each committed write.
-- Its own function and triggers, apart from order_counts_apply, so either can change alone.
CREATE FUNCTION order_versions_bump() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  stripe smallint := pg_backend_pid() % 16;
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
CREATE TRIGGER orders_version_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_versions_bump();
--> statement-breakpoint
CREATE TRIGGER orders_version_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_versions_bump();
--> statement-breakpoint
CREATE TRIGGER orders_version_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_versions_bump();
