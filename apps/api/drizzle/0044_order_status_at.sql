DROP INDEX "orders_with_captain_since_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "status_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_with_captain_since_idx" ON "orders" USING btree ("status_at") WHERE "orders"."status" = 4;--> statement-breakpoint
-- When each order entered its current status (decision 064): a status change stamps it from the move's
-- updated_at (the business clock), an edit that keeps the status leaves it. Only orders with a captain
-- are read by it (the "with a captain" age), so only they are backfilled: from their log's last move to
-- the captain, else their updated_at; other statuses keep the migration's time until their next move.
UPDATE "orders" SET "status_at" = coalesce(
  (SELECT max(l."created_at") FROM "order_logs" l WHERE l."order_id" = "orders"."id" AND l."to_status" = 4),
  "orders"."updated_at")
WHERE "status" = 4;--> statement-breakpoint
CREATE FUNCTION orders_status_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.status_at := CASE WHEN NEW.updated_at IS DISTINCT FROM OLD.updated_at THEN NEW.updated_at ELSE now() END;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER orders_status_at BEFORE UPDATE OF status ON "orders"
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION orders_status_at();--> statement-breakpoint
ALTER TABLE "orders" ENABLE ALWAYS TRIGGER "orders_status_at";
