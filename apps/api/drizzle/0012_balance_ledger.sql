-- The running balance ledger (decision 024): client_balances holds, per client, collected = Σ (received −
-- shipping) of delivered orders (given 7, wallet 8) and supplied = Σ supplies.amount, kept exact by these
-- statement-level triggers in the same transaction as every change, so GET balance reads one row instead
-- of summing every order. Statements that change no money (most order updates) write nothing.
CREATE FUNCTION client_balances_orders_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO client_balances (client_id, collected)
      SELECT client_id, sum(coalesce(received_amount, 0) - coalesce(shipping_cost, 0)) FROM new_rows
       WHERE status IN (7, 8) GROUP BY client_id HAVING sum(coalesce(received_amount, 0) - coalesce(shipping_cost, 0)) <> 0
       ORDER BY client_id
    ON CONFLICT (client_id) DO UPDATE SET collected = client_balances.collected + excluded.collected, updated_at = now();
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE client_balances c SET collected = c.collected - d.n, updated_at = now()
      FROM (SELECT client_id, sum(coalesce(received_amount, 0) - coalesce(shipping_cost, 0)) AS n FROM old_rows
             WHERE status IN (7, 8) GROUP BY client_id) d
     WHERE c.client_id = d.client_id AND d.n <> 0;
  ELSE
    INSERT INTO client_balances (client_id, collected)
      SELECT client_id, sum(n) FROM (
        SELECT client_id, -(coalesce(received_amount, 0) - coalesce(shipping_cost, 0)) AS n FROM old_rows WHERE status IN (7, 8)
        UNION ALL
        SELECT client_id, coalesce(received_amount, 0) - coalesce(shipping_cost, 0) AS n FROM new_rows WHERE status IN (7, 8)
      ) d GROUP BY client_id HAVING sum(n) <> 0 ORDER BY client_id
    ON CONFLICT (client_id) DO UPDATE SET collected = client_balances.collected + excluded.collected, updated_at = now();
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER orders_balance_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION client_balances_orders_apply();
--> statement-breakpoint
CREATE TRIGGER orders_balance_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION client_balances_orders_apply();
--> statement-breakpoint
CREATE TRIGGER orders_balance_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION client_balances_orders_apply();
--> statement-breakpoint
CREATE FUNCTION client_balances_supplies_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE client_balances c SET supplied = c.supplied - d.n, updated_at = now()
      FROM (SELECT client_id, sum(amount) AS n FROM old_rows GROUP BY client_id) d
     WHERE c.client_id = d.client_id;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO client_balances (client_id, supplied, last_supplied_on)
      SELECT client_id, sum(amount), max(supplied_on) FROM new_rows GROUP BY client_id ORDER BY client_id
    ON CONFLICT (client_id) DO UPDATE SET supplied = client_balances.supplied + excluded.supplied,
      last_supplied_on = greatest(client_balances.last_supplied_on, excluded.last_supplied_on), updated_at = now();
  ELSE
    INSERT INTO client_balances (client_id, supplied, last_supplied_on)
      SELECT client_id, sum(n), max(day) FROM (
        SELECT client_id, -amount AS n, NULL::date AS day FROM old_rows
        UNION ALL
        SELECT client_id, amount AS n, supplied_on AS day FROM new_rows
      ) d GROUP BY client_id ORDER BY client_id
    ON CONFLICT (client_id) DO UPDATE SET supplied = client_balances.supplied + excluded.supplied,
      last_supplied_on = greatest(client_balances.last_supplied_on, excluded.last_supplied_on), updated_at = now();
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER supplies_balance_insert AFTER INSERT ON supplies REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION client_balances_supplies_apply();
--> statement-breakpoint
CREATE TRIGGER supplies_balance_update AFTER UPDATE ON supplies REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION client_balances_supplies_apply();
--> statement-breakpoint
CREATE TRIGGER supplies_balance_delete AFTER DELETE ON supplies REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION client_balances_supplies_apply();
--> statement-breakpoint
-- Existing data: the ledger starts from the sums.
INSERT INTO client_balances (client_id, collected, supplied, last_supplied_on)
  SELECT c.id,
    coalesce((SELECT sum(coalesce(o.received_amount, 0) - coalesce(o.shipping_cost, 0)) FROM orders o
               WHERE o.client_id = c.id AND o.status IN (7, 8)), 0),
    coalesce((SELECT sum(s.amount) FROM supplies s WHERE s.client_id = c.id), 0),
    (SELECT max(s.supplied_on) FROM supplies s WHERE s.client_id = c.id)
  FROM clients c;
