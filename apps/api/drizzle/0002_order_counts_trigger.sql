-- Keeps order_counts (orders per client and status) exact in the same transaction as every change, so
-- list totals read one row instead of counting up to a million (docs/quality.md P3). Statement-level triggers
-- with transition tables: a 20,000-row import updates the counts once, not 20,000 times.
CREATE FUNCTION order_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO order_counts (client_id, status, count)
      SELECT client_id, status, count(*) FROM new_rows GROUP BY client_id, status ORDER BY client_id, status
    ON CONFLICT (client_id, status) DO UPDATE SET count = order_counts.count + excluded.count;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE order_counts c SET count = c.count - d.n
      FROM (SELECT client_id, status, count(*) AS n FROM old_rows GROUP BY client_id, status) d
      WHERE c.client_id = d.client_id AND c.status = d.status;
  ELSE
    INSERT INTO order_counts (client_id, status, count)
      SELECT client_id, status, sum(n) FROM (
        SELECT client_id, status, -count(*) AS n FROM old_rows GROUP BY client_id, status
        UNION ALL
        SELECT client_id, status, count(*) AS n FROM new_rows GROUP BY client_id, status
      ) d GROUP BY client_id, status HAVING sum(n) <> 0 ORDER BY client_id, status
    ON CONFLICT (client_id, status) DO UPDATE SET count = order_counts.count + excluded.count;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER orders_count_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_counts_apply();
--> statement-breakpoint
CREATE TRIGGER orders_count_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_counts_apply();
--> statement-breakpoint
CREATE TRIGGER orders_count_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_counts_apply();
