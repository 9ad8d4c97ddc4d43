CREATE TABLE "product_sales_days" (
	"day" date NOT NULL,
	"name" text NOT NULL,
	"quantity" bigint NOT NULL,
	"revenue_paise" bigint NOT NULL,
	CONSTRAINT "product_sales_days_day_name_pk" PRIMARY KEY("day","name")
);
--> statement-breakpoint
CREATE TABLE "sales_days" (
	"day" date PRIMARY KEY NOT NULL,
	"orders" integer NOT NULL,
	"revenue_paise" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_sales_days" ADD CONSTRAINT "product_sales_days_day_sales_days_day_fk" FOREIGN KEY ("day") REFERENCES "public"."sales_days"("day") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A change that could alter an ended day's chart sums deletes that day's rows (its products go
-- with it), in the changing transaction, so the next chart sums the day again from the orders.
-- The shared advisory lock pairs with the exclusive one the summing transaction takes first
-- (7340300, SALES_DAYS_LOCK in the admin-charts repository): a day is never summed while a
-- change to it is uncommitted, and a change that waits for a summing deletes what it wrote.
CREATE FUNCTION "sales_days_forget"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_advisory_xact_lock_shared(7340300);
	IF TG_TABLE_NAME = 'order_items' THEN
		DELETE FROM "sales_days" WHERE "day" IN (
			SELECT ((coalesce(o."billed_at", o."created_at") AT TIME ZONE 'UTC') + interval '5 hours 30 minutes')::date
			FROM "orders" o WHERE o."id" IN (OLD."order_id", NEW."order_id"));
		RETURN NULL;
	END IF;
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		DELETE FROM "sales_days" WHERE "day" = ((coalesce(OLD."billed_at", OLD."created_at") AT TIME ZONE 'UTC') + interval '5 hours 30 minutes')::date;
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		DELETE FROM "sales_days" WHERE "day" = ((coalesce(NEW."billed_at", NEW."created_at") AT TIME ZONE 'UTC') + interval '5 hours 30 minutes')::date;
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
-- An order placed now belongs to a day that is not summed yet, so checkout never runs this; only
-- an order written with an earlier date (an import, a seed) can land in a summed day.
CREATE TRIGGER "orders_sales_day_placed_earlier" AFTER INSERT ON "orders"
	FOR EACH ROW WHEN (coalesce(NEW."billed_at", NEW."created_at") < now() - interval '30 minutes')
	EXECUTE FUNCTION "sales_days_forget"();--> statement-breakpoint
-- Pending to Delivered changes no sum; into or out of Canceled, a new bill date or price does.
CREATE TRIGGER "orders_sales_day_changed" AFTER UPDATE OF "status", "billed_at", "created_at", "bill_price_paise" ON "orders"
	FOR EACH ROW WHEN (
		(OLD."status" = 'Canceled') IS DISTINCT FROM (NEW."status" = 'Canceled')
		OR OLD."billed_at" IS DISTINCT FROM NEW."billed_at"
		OR OLD."created_at" IS DISTINCT FROM NEW."created_at"
		OR OLD."bill_price_paise" IS DISTINCT FROM NEW."bill_price_paise")
	EXECUTE FUNCTION "sales_days_forget"();--> statement-breakpoint
CREATE TRIGGER "orders_sales_day_removed" AFTER DELETE ON "orders"
	FOR EACH ROW EXECUTE FUNCTION "sales_days_forget"();--> statement-breakpoint
-- Lines are written with their order and never changed in what the charts read; should that
-- ever change, their day is summed again.
CREATE TRIGGER "order_items_sales_day_changed" AFTER UPDATE OF "order_id", "name", "unit_price_paise", "quantity" ON "order_items"
	FOR EACH ROW EXECUTE FUNCTION "sales_days_forget"();
