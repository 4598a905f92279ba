DROP INDEX "supply_orders_order_unique";--> statement-breakpoint
ALTER TABLE "supply_orders" ADD COLUMN "kind" text DEFAULT 'delivery' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "return_cost" numeric(22, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "return_fee_supply_id" integer;--> statement-breakpoint
CREATE INDEX "orders_return_fee_owed_idx" ON "orders" USING btree ("client_id") WHERE "orders"."return_cost" > 0 and "orders"."return_fee_supply_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "supply_orders_order_unique" ON "supply_orders" USING btree ("order_id","kind");--> statement-breakpoint
ALTER TABLE "supply_orders" ADD CONSTRAINT "supply_orders_kind_check" CHECK ("supply_orders"."kind" in ('delivery', 'return'));--> statement-breakpoint
-- The running ledger charges the return fee (decision 076): an order's money is its delivery's net while
-- delivered (given 7, wallet 8) less its return fee once charged, whatever its status. Statements that
-- change no money (most order updates) still write nothing. A test order (decision 074, 0048) counts nowhere.
CREATE OR REPLACE FUNCTION client_balances_orders_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO client_balances (client_id, collected)
      SELECT client_id, sum(CASE WHEN status IN (7, 8) THEN coalesce(received_amount, 0) - coalesce(shipping_cost, 0) ELSE 0 END
                            - coalesce(return_cost, 0)) AS n FROM new_rows
       WHERE (status IN (7, 8) OR return_cost IS NOT NULL) AND NOT test GROUP BY client_id
      HAVING sum(CASE WHEN status IN (7, 8) THEN coalesce(received_amount, 0) - coalesce(shipping_cost, 0) ELSE 0 END
                 - coalesce(return_cost, 0)) <> 0
       ORDER BY client_id
    ON CONFLICT (client_id) DO UPDATE SET collected = client_balances.collected + excluded.collected, updated_at = now();
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE client_balances c SET collected = c.collected - d.n, updated_at = now()
      FROM (SELECT client_id, sum(CASE WHEN status IN (7, 8) THEN coalesce(received_amount, 0) - coalesce(shipping_cost, 0) ELSE 0 END
                                  - coalesce(return_cost, 0)) AS n FROM old_rows
             WHERE (status IN (7, 8) OR return_cost IS NOT NULL) AND NOT test GROUP BY client_id) d
     WHERE c.client_id = d.client_id AND d.n <> 0;
  ELSE
    INSERT INTO client_balances (client_id, collected)
      SELECT client_id, sum(n) FROM (
        SELECT client_id, -(CASE WHEN status IN (7, 8) THEN coalesce(received_amount, 0) - coalesce(shipping_cost, 0) ELSE 0 END
                            - coalesce(return_cost, 0)) AS n
          FROM old_rows WHERE (status IN (7, 8) OR return_cost IS NOT NULL) AND NOT test
        UNION ALL
        SELECT client_id, CASE WHEN status IN (7, 8) THEN coalesce(received_amount, 0) - coalesce(shipping_cost, 0) ELSE 0 END
                          - coalesce(return_cost, 0) AS n
          FROM new_rows WHERE (status IN (7, 8) OR return_cost IS NOT NULL) AND NOT test
      ) d GROUP BY client_id HAVING sum(n) <> 0 ORDER BY client_id
    ON CONFLICT (client_id) DO UPDATE SET collected = client_balances.collected + excluded.collected, updated_at = now();
  END IF;
  RETURN NULL;
END;
$$;
