CREATE TABLE "mission_counts" (
	"client_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"status" smallint NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mission_counts" ADD CONSTRAINT "mission_counts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mission_counts_client_type_status_unique" ON "mission_counts" USING btree ("client_id","type","status");--> statement-breakpoint
-- Missions per client, type and status (decision 035), kept by statement-level triggers on missions in the
-- same transaction as every change, as order_counts is for orders: a mission list's total reads these few
-- rows instead of counting every matching mission. A statement that moves no count writes nothing.
CREATE FUNCTION mission_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO mission_counts (client_id, type, status, count)
      SELECT client_id, type, status, count(*) FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (client_id, type, status) DO UPDATE SET count = mission_counts.count + excluded.count;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO mission_counts (client_id, type, status, count)
      SELECT client_id, type, status, -count(*) FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (client_id, type, status) DO UPDATE SET count = mission_counts.count + excluded.count;
  ELSE
    INSERT INTO mission_counts (client_id, type, status, count)
      SELECT client_id, type, status, sum(n) FROM (
        SELECT client_id, type, status, -count(*) AS n FROM old_rows GROUP BY 1, 2, 3
        UNION ALL
        SELECT client_id, type, status, count(*) AS n FROM new_rows GROUP BY 1, 2, 3
      ) d GROUP BY 1, 2, 3 HAVING sum(n) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (client_id, type, status) DO UPDATE SET count = mission_counts.count + excluded.count;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER missions_count_insert AFTER INSERT ON missions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION mission_counts_apply();
--> statement-breakpoint
CREATE TRIGGER missions_count_update AFTER UPDATE ON missions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION mission_counts_apply();
--> statement-breakpoint
CREATE TRIGGER missions_count_delete AFTER DELETE ON missions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION mission_counts_apply();
--> statement-breakpoint
-- The missions made before this migration.
INSERT INTO mission_counts (client_id, type, status, count)
  SELECT client_id, type, status, count(*) FROM missions GROUP BY 1, 2, 3;
