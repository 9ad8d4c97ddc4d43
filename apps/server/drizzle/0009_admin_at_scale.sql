CREATE TABLE "order_counts" (
	"status" text NOT NULL,
	"shard" integer NOT NULL,
	"orders" bigint DEFAULT 0 NOT NULL,
	"revenue_paise" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_counts_status_shard_pk" PRIMARY KEY("status","shard")
);
--> statement-breakpoint
DROP INDEX "orders_status_created_idx";--> statement-breakpoint
DROP INDEX "orders_created_idx";--> statement-breakpoint
DROP INDEX "users_type_created_idx";--> statement-breakpoint
CREATE INDEX "orders_status_listing_idx" ON "orders" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_listing_idx" ON "orders" USING btree ("created_at","id","status","bill_id");--> statement-breakpoint
CREATE INDEX "users_type_created_idx" ON "users" USING btree ("user_type","created_at","id");--> statement-breakpoint
-- order_counts follows every change to orders (placed, status changed, deleted) in the same
-- transaction; 16 shard rows per status, chosen by the order's id, keep concurrent settlements
-- from queueing on one row.
CREATE FUNCTION "order_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		INSERT INTO "order_counts" ("status", "shard", "orders", "revenue_paise")
		VALUES (OLD."status", hashtext(OLD."id"::text) & 15, -1, -OLD."bill_price_paise")
		ON CONFLICT ("status", "shard") DO UPDATE SET "orders" = "order_counts"."orders" - 1, "revenue_paise" = "order_counts"."revenue_paise" - OLD."bill_price_paise";
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		INSERT INTO "order_counts" ("status", "shard", "orders", "revenue_paise")
		VALUES (NEW."status", hashtext(NEW."id"::text) & 15, 1, NEW."bill_price_paise")
		ON CONFLICT ("status", "shard") DO UPDATE SET "orders" = "order_counts"."orders" + 1, "revenue_paise" = "order_counts"."revenue_paise" + NEW."bill_price_paise";
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "orders_counted" AFTER INSERT OR DELETE OR UPDATE OF "status", "bill_price_paise" ON "orders"
	FOR EACH ROW EXECUTE FUNCTION "order_counts_follow"();--> statement-breakpoint
INSERT INTO "order_counts" ("status", "shard", "orders", "revenue_paise")
	SELECT "status", hashtext("id"::text) & 15, count(*), coalesce(sum("bill_price_paise"), 0) FROM "orders" GROUP BY 1, 2;
