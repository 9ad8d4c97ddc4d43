import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/**
 * The shop's tables. Money is integer paise; ids are UUIDs; names that the API speaks
 * (category, product tag) are foreign keys by name so a rename cascades.
 */
const id = () => uuid("id").primaryKey().defaultRandom();
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  "users",
  {
    id: id(),
    // The customer id staff read and search for (spec's userId); the server makes it.
    userCode: text("user_code").notNull().unique(),
    username: text("username").notNull(),
    email: text("email").notNull(),
    passwordHash: text("password_hash"),
    userType: text("user_type", { enum: ["User", "Admin"] }).notNull().default("User"),
    age: integer("age"),
    gender: text("gender", { enum: ["Male", "Female", "Other"] }),
    googleSub: text("google_sub").unique(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("users_email_key").on(t.email),
    index("users_type_created_idx").on(t.userType, t.createdAt),
    check("users_type_check", sql`${t.userType} in ('User', 'Admin')`),
    check("users_age_check", sql`${t.age} is null or ${t.age} > 0`),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // Only a keyed hash of the token is kept: a database leak does not leak sessions.
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

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
    images: text("images").array().notNull().default(sql`'{}'::text[]`),
    inStock: boolean("in_stock").notNull().default(true),
    bestseller: boolean("bestseller").notNull().default(false),
    isArchived: boolean("is_archived").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("products_listing_idx").on(t.isArchived, t.createdAt),
    index("products_category_idx").on(t.category),
    index("products_tag_idx").on(t.productTag),
    check("products_weight_check", sql`${t.weightGrams} > 0`),
    check("products_default_price_check", sql`${t.defaultPricePaise} > 0`),
    check(
      "products_sale_price_check",
      sql`${t.salePricePaise} is null or (${t.salePricePaise} > 0 and ${t.salePricePaise} < ${t.defaultPricePaise})`,
    ),
    check("products_images_check", sql`cardinality(${t.images}) <= 3`),
  ],
);

export const pincodes = pgTable(
  "pincodes",
  {
    id: id(),
    pincode: text("pincode").notNull().unique(),
    name: text("name").notNull(),
    deliveryChargesPaise: integer("delivery_charges_paise").notNull().default(0),
    status: boolean("status").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check("pincodes_format_check", sql`${t.pincode} ~ '^[1-9][0-9]{5}$'`),
    check("pincodes_charges_check", sql`${t.deliveryChargesPaise} >= 0`),
  ],
);

export const creatives = pgTable(
  "creatives",
  {
    id: id(),
    tag: text("tag", { enum: ["desktop", "mobile"] }).notNull(),
    media: text("media").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("creatives_tag_idx").on(t.tag, t.createdAt), check("creatives_tag_check", sql`${t.tag} in ('desktop', 'mobile')`)],
);

/** Deal-of-the-day entries (the spec's "ftds"): each product at most once. */
export const deals = pgTable("deals", {
  id: id(),
  productId: uuid("product_id")
    .notNull()
    .unique()
    .references(() => products.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
});
