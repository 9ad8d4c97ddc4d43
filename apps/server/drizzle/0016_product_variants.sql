CREATE TABLE "product_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"label" text NOT NULL,
	"preparation" text NOT NULL,
	"weight_grams" integer NOT NULL,
	"net_weight_grams" integer,
	"gross_weight_grams" integer,
	"pieces" integer,
	"serves" integer,
	"default_price_paise" integer NOT NULL,
	"sale_price_paise" integer,
	"in_stock" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variants_weight_check" CHECK ("product_variants"."weight_grams" > 0),
	CONSTRAINT "product_variants_default_price_check" CHECK ("product_variants"."default_price_paise" > 0),
	CONSTRAINT "product_variants_sale_price_check" CHECK ("product_variants"."sale_price_paise" is null or ("product_variants"."sale_price_paise" > 0 and "product_variants"."sale_price_paise" < "product_variants"."default_price_paise")),
	CONSTRAINT "product_variants_details_check" CHECK (("product_variants"."net_weight_grams" is null or "product_variants"."net_weight_grams" > 0) and ("product_variants"."gross_weight_grams" is null or "product_variants"."gross_weight_grams" > 0) and ("product_variants"."pieces" is null or "product_variants"."pieces" > 0) and ("product_variants"."serves" is null or "product_variants"."serves" > 0)),
	CONSTRAINT "product_variants_net_gross_check" CHECK ("product_variants"."net_weight_grams" is null or "product_variants"."gross_weight_grams" is null or "product_variants"."net_weight_grams" <= "product_variants"."gross_weight_grams"),
	CONSTRAINT "product_variants_label_check" CHECK (length("product_variants"."label") between 1 and 60)
);
--> statement-breakpoint
DROP INDEX "cart_lines_user_product_key";--> statement-breakpoint
-- A pack's weight as people say it ("500 g", "1 kg", "1.5 kg"), as packLabel in packages/domain does.
CREATE FUNCTION taaza_pack_label(grams integer) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN grams >= 1000 AND grams % 100 = 0 THEN trim_scale(grams / 1000.0)::text || ' kg' ELSE grams::text || ' g' END
$$;--> statement-breakpoint
-- Every product so far was sold one way: that is its default variant (docs/decisions/023).
INSERT INTO "product_variants" ("product_id", "position", "label", "preparation", "weight_grams", "net_weight_grams", "gross_weight_grams",
  "pieces", "serves", "default_price_paise", "sale_price_paise", "in_stock")
SELECT "id", 0, taaza_pack_label("weight_grams"), 'Standard', "weight_grams", "net_weight_grams", "gross_weight_grams", "pieces", "serves",
  "default_price_paise", "sale_price_paise", "in_stock" FROM "products";--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "variant_id" uuid;--> statement-breakpoint
UPDATE "cart_lines" SET "variant_id" = (SELECT v."id" FROM "product_variants" v WHERE v."product_id" = "cart_lines"."product_id" ORDER BY v."position" LIMIT 1);--> statement-breakpoint
ALTER TABLE "cart_lines" ALTER COLUMN "variant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_id" uuid;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_label" text;--> statement-breakpoint
-- Old lines were their product's one pack: its default variant, labelled by the weight sold.
UPDATE "order_items" SET "variant_id" = (SELECT v."id" FROM "product_variants" v WHERE v."product_id" = "order_items"."product_id" ORDER BY v."position" LIMIT 1),
  "variant_label" = taaza_pack_label("weight_grams");--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "variant_label" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id","position");--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_user_variant_key" ON "cart_lines" USING btree ("user_id","variant_id");--> statement-breakpoint
-- A product always has a variant: at commit, one inserted without any gets its default variant
-- from its own columns (seeds and tools that insert bare products); the catalog inserts its
-- variants in the same transaction, so this finds them and adds nothing.
CREATE FUNCTION taaza_default_variant() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_variants (product_id, position, label, preparation, weight_grams, net_weight_grams, gross_weight_grams, pieces, serves,
    default_price_paise, sale_price_paise, in_stock)
  SELECT p.id, 0, taaza_pack_label(p.weight_grams), 'Standard', p.weight_grams, p.net_weight_grams, p.gross_weight_grams, p.pieces, p.serves,
    p.default_price_paise, p.sale_price_paise, p.in_stock
  FROM products p WHERE p.id = NEW.id AND NOT EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER products_default_variant AFTER INSERT ON products DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION taaza_default_variant();
