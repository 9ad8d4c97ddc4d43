import { sql } from "drizzle-orm";
import type { ProductTranslations } from "@taaza/domain";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "../../platform/database/columns.ts";

// Names the API speaks (category, product tag) are foreign keys by name, so a rename cascades.
export const categories = pgTable("categories", {
  id: id(),
  name: text("name").notNull().unique(),
  createdAt: createdAt(),
});

export const productTags = pgTable("product_tags", {
  id: id(),
  name: text("name").notNull().unique(),
  createdAt: createdAt(),
});

export const products = pgTable(
  "products",
  {
    id: id(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    category: text("category")
      .notNull()
      .references(() => categories.name, { onUpdate: "cascade" }),
    productTag: text("product_tag")
      .notNull()
      .references(() => productTags.name, { onUpdate: "cascade" }),
    note: text("note").notNull(),
    weightGrams: integer("weight_grams").notNull(),
    defaultPricePaise: integer("default_price_paise").notNull(),
    salePricePaise: integer("sale_price_paise"),
    images: text("images")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    inStock: boolean("in_stock").notNull().default(true),
    bestseller: boolean("bestseller").notNull().default(false),
    isArchived: boolean("is_archived").notNull().default(false),
    // What the bill needs: fresh or chilled fish and meat (e.g. 0302, 0207) are exempt (0%),
    // frozen or pre-packaged goods 5%.
    hsnCode: text("hsn_code").notNull().default("0302"),
    gstRate: integer("gst_rate").notNull().default(0),
    /** On a flash deal until this instant (set by staff); null or past means not on one. */
    flashDealEndsAt: timestamp("flash_deal_ends_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    // What the customer gets, as staff fill it in; null when not given.
    netWeightGrams: integer("net_weight_grams"),
    grossWeightGrams: integer("gross_weight_grams"),
    pieces: integer("pieces"),
    serves: integer("serves"),
    /** What else people call it: Marathi and Hindi names, other spellings (staff edit them). */
    altNames: text("alt_names")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Name, description and note in Marathi and Hindi, each optional (domain's productTranslationsSchema). */
    translations: jsonb("translations").$type<ProductTranslations>().notNull().default({}),
    /**
     * Name, other names and the Marathi and Hindi names folded for search by the database itself (lower case, no accents,
     * Devanagari written in Latin letters), as `|name|other|other|`: see
     * drizzle/0008_product_search.sql and docs/decisions/014-product-search.md.
     */
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(
        sql`taaza_search_text(name, alt_names || array_remove(array[translations->'mr'->>'name', translations->'hi'->>'name'], null))`,
      ),
  },
  (t) => [
    check("products_hsn_check", sql`${t.hsnCode} ~ '^([0-9]{4}|[0-9]{6}|[0-9]{8})$'`),
    check("products_gst_rate_check", sql`${t.gstRate} in (0, 5)`),
    index("products_listing_idx").on(t.isArchived, t.createdAt),
    index("products_flash_deal_idx").on(t.flashDealEndsAt),
    index("products_category_idx").on(t.category),
    index("products_tag_idx").on(t.productTag),
    check("products_weight_check", sql`${t.weightGrams} > 0`),
    check("products_default_price_check", sql`${t.defaultPricePaise} > 0`),
    check(
      "products_sale_price_check",
      sql`${t.salePricePaise} is null or (${t.salePricePaise} > 0 and ${t.salePricePaise} < ${t.defaultPricePaise})`,
    ),
    check("products_images_check", sql`cardinality(${t.images}) <= 3`),
    check(
      "products_details_check",
      sql`(${t.netWeightGrams} is null or ${t.netWeightGrams} > 0) and (${t.grossWeightGrams} is null or ${t.grossWeightGrams} > 0) and (${t.pieces} is null or ${t.pieces} > 0) and (${t.serves} is null or ${t.serves} > 0)`,
    ),
    check(
      "products_net_gross_check",
      sql`${t.netWeightGrams} is null or ${t.grossWeightGrams} is null or ${t.netWeightGrams} <= ${t.grossWeightGrams}`,
    ),
    check("products_alt_names_check", sql`cardinality(${t.altNames}) <= 12`),
    // fastupdate off: the catalog changes rarely, and a pending list would be read by every search.
    index("products_search_idx").using("gin", t.searchText.op("gin_trgm_ops")).with({ fastupdate: false }),
  ],
);

/**
 * Deal-of-the-day entries (the spec's "ftds"): each product at most once, and at most four in
 * all, because each takes one of four numbered slots. Two admins racing for a fifth deal cannot
 * both win: the unique slot decides, whatever the application does.
 */
export const deals = pgTable(
  "deals",
  {
    id: id(),
    slot: integer("slot").notNull().unique(),
    productId: uuid("product_id")
      .notNull()
      .unique()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [check("deals_slot_check", sql`${t.slot} between 1 and 4`)],
);

/**
 * A product's cuts and packs (docs/decisions/023). Position 0 is the default variant, which the
 * product row mirrors (weight, prices, in stock, details), written together by the catalog. A
 * product always has one: a deferred trigger (migration 0014) adds the default variant from the
 * product's own columns when a transaction inserts a product without any.
 */
export const productVariants = pgTable(
  "product_variants",
  {
    id: id(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    label: text("label").notNull(),
    preparation: text("preparation").notNull(),
    weightGrams: integer("weight_grams").notNull(),
    netWeightGrams: integer("net_weight_grams"),
    grossWeightGrams: integer("gross_weight_grams"),
    pieces: integer("pieces"),
    serves: integer("serves"),
    defaultPricePaise: integer("default_price_paise").notNull(),
    salePricePaise: integer("sale_price_paise"),
    inStock: boolean("in_stock").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index("product_variants_product_idx").on(t.productId, t.position),
    check("product_variants_weight_check", sql`${t.weightGrams} > 0`),
    check("product_variants_default_price_check", sql`${t.defaultPricePaise} > 0`),
    check(
      "product_variants_sale_price_check",
      sql`${t.salePricePaise} is null or (${t.salePricePaise} > 0 and ${t.salePricePaise} < ${t.defaultPricePaise})`,
    ),
    check(
      "product_variants_details_check",
      sql`(${t.netWeightGrams} is null or ${t.netWeightGrams} > 0) and (${t.grossWeightGrams} is null or ${t.grossWeightGrams} > 0) and (${t.pieces} is null or ${t.pieces} > 0) and (${t.serves} is null or ${t.serves} > 0)`,
    ),
    check(
      "product_variants_net_gross_check",
      sql`${t.netWeightGrams} is null or ${t.grossWeightGrams} is null or ${t.netWeightGrams} <= ${t.grossWeightGrams}`,
    ),
    check("product_variants_label_check", sql`length(${t.label}) between 1 and 60`),
  ],
);
