CREATE TABLE "order_day_totals" (
	"company_id" integer NOT NULL,
	"owner_company_id" integer NOT NULL,
	"status" varchar(20) NOT NULL,
	"day" date NOT NULL,
	"kind" varchar(12) NOT NULL,
	"with_waybill" boolean NOT NULL,
	"declared_currency" varchar(3) NOT NULL,
	"orders" integer NOT NULL,
	"pieces" bigint NOT NULL,
	"weight" numeric NOT NULL,
	"declared_value" numeric NOT NULL,
	"valued" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "order_day_totals_key_idx" ON "order_day_totals" USING btree ("company_id","status","day","kind","owner_company_id","with_waybill","declared_currency");--> statement-breakpoint
CREATE INDEX "order_day_totals_owner_idx" ON "order_day_totals" USING btree ("owner_company_id","status","day") WHERE "order_day_totals"."owner_company_id" <> 0;--> statement-breakpoint
-- Adds differences to order_day_totals: folds them with the rows of their keys that no other transaction holds into
-- one row per key (SKIP LOCKED: a writer never waits for another; a held row is left as it is and folded later).
-- A key whose sums come to nothing keeps no row.
CREATE FUNCTION order_day_totals_add(changes order_day_totals[]) RETURNS void LANGUAGE sql AS $$
  WITH change AS (SELECT * FROM unnest(changes)),
  gone AS (
    DELETE FROM order_day_totals
    WHERE ctid = ANY (ARRAY(
      SELECT t.ctid FROM order_day_totals t
      JOIN change c USING (company_id, status, day, kind, owner_company_id, with_waybill, declared_currency)
      FOR UPDATE OF t SKIP LOCKED))
    RETURNING *)
  INSERT INTO order_day_totals
  SELECT company_id, owner_company_id, status, day, kind, with_waybill, declared_currency,
    sum(orders), sum(pieces), sum(weight), sum(declared_value), sum(valued)
  FROM (SELECT * FROM gone UNION ALL SELECT * FROM change) AS t
  GROUP BY company_id, owner_company_id, status, day, kind, with_waybill, declared_currency
  HAVING sum(orders) <> 0 OR sum(pieces) <> 0 OR sum(weight) <> 0 OR sum(declared_value) <> 0 OR sum(valued) <> 0
$$;
--> statement-breakpoint
-- The rows a statement inserted, deleted or changed, summed per key (an update: what it added less what it removed,
-- nothing when it changed no key nor sum). Statement-level with transition tables: an import of many orders in one
-- statement adds one row per key, not one per order.
CREATE FUNCTION order_day_totals_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM order_day_totals_add(ARRAY(
      SELECT ROW(company_id, coalesce(owner_company_id, 0), status, (created_at AT TIME ZONE 'UTC')::date, kind, waybill_no IS NOT NULL,
        coalesce(declared_currency, ''), count(*), sum(pieces), sum(weight), coalesce(sum(declared_value), 0), count(declared_value))::order_day_totals
      FROM new_rows
      GROUP BY company_id, owner_company_id, status, (created_at AT TIME ZONE 'UTC')::date, kind, waybill_no IS NOT NULL, declared_currency));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM order_day_totals_add(ARRAY(
      SELECT ROW(company_id, coalesce(owner_company_id, 0), status, (created_at AT TIME ZONE 'UTC')::date, kind, waybill_no IS NOT NULL,
        coalesce(declared_currency, ''), -count(*), -sum(pieces), -sum(weight), -coalesce(sum(declared_value), 0), -count(declared_value))::order_day_totals
      FROM old_rows
      GROUP BY company_id, owner_company_id, status, (created_at AT TIME ZONE 'UTC')::date, kind, waybill_no IS NOT NULL, declared_currency));
  ELSE
    PERFORM order_day_totals_add(ARRAY(
      SELECT ROW(company_id, coalesce(owner_company_id, 0), status, (created_at AT TIME ZONE 'UTC')::date, kind, waybill_no IS NOT NULL,
        coalesce(declared_currency, ''), sum(sign), sum(sign * pieces), sum(sign * weight), coalesce(sum(sign * declared_value), 0),
        sum(sign * (declared_value IS NOT NULL)::int))::order_day_totals
      FROM (SELECT *, 1 AS sign FROM new_rows UNION ALL SELECT *, -1 FROM old_rows) AS changed
      GROUP BY company_id, owner_company_id, status, (created_at AT TIME ZONE 'UTC')::date, kind, waybill_no IS NOT NULL, declared_currency
      HAVING sum(sign) <> 0 OR sum(sign * pieces) <> 0 OR sum(sign * weight) <> 0 OR sum(sign * declared_value) <> 0
        OR sum(sign * (declared_value IS NOT NULL)::int) <> 0));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER order_day_totals_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_day_totals_track();
--> statement-breakpoint
CREATE TRIGGER order_day_totals_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_day_totals_track();
--> statement-breakpoint
CREATE TRIGGER order_day_totals_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_day_totals_track();
--> statement-breakpoint
CREATE FUNCTION order_day_totals_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM order_day_totals;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER order_day_totals_truncate AFTER TRUNCATE ON orders FOR EACH STATEMENT EXECUTE FUNCTION order_day_totals_clear();
--> statement-breakpoint
-- The orders already there, once the triggers hold writes to orders back until the migration commits.
INSERT INTO order_day_totals
SELECT company_id, coalesce(owner_company_id, 0), status, (created_at AT TIME ZONE 'UTC')::date, kind, waybill_no IS NOT NULL,
  coalesce(declared_currency, ''), count(*), sum(pieces), sum(weight), coalesce(sum(declared_value), 0), count(declared_value)
FROM orders
GROUP BY company_id, owner_company_id, status, (created_at AT TIME ZONE 'UTC')::date, kind, waybill_no IS NOT NULL, declared_currency;
