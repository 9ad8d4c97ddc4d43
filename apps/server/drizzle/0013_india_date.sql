-- The India date of an instant: the shop's one spelling of it in SQL (the domain's is indiaTime,
-- packages/domain/src/india-time.ts). India keeps no daylight saving time, so the fixed offset is
-- exact, and the same on both engines (PGlite ships no time zone database to name Asia/Kolkata).
-- A plain SQL function, so queries inline it: reports still read the billed_at and created_at
-- indexes through ranges of instants and only group by it.
CREATE FUNCTION "taaza_india_date"("at" timestamptz) RETURNS date
	LANGUAGE sql IMMUTABLE PARALLEL SAFE
	AS $$ SELECT (("at" AT TIME ZONE 'UTC') + interval '5 hours 30 minutes')::date $$;--> statement-breakpoint
-- The sales days' trigger (0012) names a day through it, as the charts' reading does.
CREATE OR REPLACE FUNCTION "sales_days_forget"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_advisory_xact_lock_shared(7340300);
	IF TG_TABLE_NAME = 'order_items' THEN
		DELETE FROM "sales_days" WHERE "day" IN (
			SELECT taaza_india_date(coalesce(o."billed_at", o."created_at"))
			FROM "orders" o WHERE o."id" IN (OLD."order_id", NEW."order_id"));
		RETURN NULL;
	END IF;
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		DELETE FROM "sales_days" WHERE "day" = taaza_india_date(coalesce(OLD."billed_at", OLD."created_at"));
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		DELETE FROM "sales_days" WHERE "day" = taaza_india_date(coalesce(NEW."billed_at", NEW."created_at"));
	END IF;
	RETURN NULL;
END
$$;
