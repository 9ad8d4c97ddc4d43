import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

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
    // Positions 1-4, each once per group: the database caps a group at four images.
    position: integer("position").notNull(),
    media: text("media").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("creatives_tag_position_key").on(t.tag, t.position),
    check("creatives_tag_check", sql`${t.tag} in ('desktop', 'mobile')`),
    check("creatives_position_check", sql`${t.position} between 1 and 4`),
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

export const addresses = pgTable(
  "addresses",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    address: text("address").notNull(),
    landmark: text("landmark").notNull(),
    state: text("state").notNull(),
    city: text("city").notNull(),
    pincode: text("pincode").notNull(),
    phoneNo: text("phone_no").notNull(),
    tag: text("tag", { enum: ["home1", "home2", "office"] }).notNull(),
    createdAt: createdAt(),
  },
  // Three tags, each once per user: the database itself caps a user at three addresses.
  (t) => [uniqueIndex("addresses_user_tag_key").on(t.userId, t.tag), check("addresses_tag_check", sql`${t.tag} in ('home1', 'home2', 'office')`)],
);

export const cartLines = pgTable(
  "cart_lines",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("cart_lines_user_product_key").on(t.userId, t.productId), check("cart_lines_quantity_check", sql`${t.quantity} between 1 and 20`)],
);

/**
 * A payment in progress: the basket, address and slot priced by the server when the customer
 * asked to pay, and the provider order created for exactly that amount.
 */
export const checkouts = pgTable(
  "checkouts",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    providerOrderId: text("provider_order_id").notNull().unique(),
    amountPaise: integer("amount_paise").notNull(),
    currency: text("currency").notNull().default("INR"),
    subtotalPaise: integer("subtotal_paise").notNull(),
    deliveryChargePaise: integer("delivery_charge_paise").notNull(),
    lines: jsonb("lines").notNull(),
    basketFingerprint: text("basket_fingerprint").notNull(),
    shippingAddress: jsonb("shipping_address").notNull(),
    deliveryDate: date("delivery_date").notNull(),
    slot: text("slot").notNull(),
    status: text("status", { enum: ["pending", "paid", "rejected"] }).notNull().default("pending"),
    orderId: uuid("order_id"),
    createdAt: createdAt(),
  },
  (t) => [index("checkouts_user_idx").on(t.userId, t.createdAt), check("checkouts_amount_check", sql`${t.amountPaise} > 0`)],
);

export const orders = pgTable(
  "orders",
  {
    id: id(),
    billId: text("bill_id").notNull().unique(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    status: text("status", { enum: ["Pending", "Delivered", "Canceled"] }).notNull().default("Pending"),
    shippingAddress: jsonb("shipping_address").notNull(),
    subtotalPaise: integer("subtotal_paise").notNull(),
    deliveryChargePaise: integer("delivery_charge_paise").notNull(),
    billPricePaise: integer("bill_price_paise").notNull(),
    deliveryDate: date("delivery_date").notNull(),
    slot: text("slot").notNull(),
    paymentMethod: text("payment_method").notNull().default("Online"),
    provider: text("provider").notNull(),
    providerOrderId: text("provider_order_id").notNull().unique(),
    providerPaymentId: text("provider_payment_id").notNull().unique(),
    checkoutId: uuid("checkout_id")
      .notNull()
      .unique()
      .references(() => checkouts.id),
    createdAt: createdAt(),
  },
  (t) => [
    index("orders_user_created_idx").on(t.userId, t.createdAt),
    index("orders_status_created_idx").on(t.status, t.createdAt),
    index("orders_created_idx").on(t.createdAt),
    check("orders_status_check", sql`${t.status} in ('Pending', 'Delivered', 'Canceled')`),
    check("orders_total_check", sql`${t.billPricePaise} = ${t.subtotalPaise} + ${t.deliveryChargePaise}`),
  ],
);

/** Each line as it was sold: name, weight, image and price are copied, never looked up later. */
export const orderItems = pgTable(
  "order_items",
  {
    id: id(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: uuid("product_id").references(() => products.id, { onDelete: "set null" }),
    position: integer("position").notNull(),
    name: text("name").notNull(),
    weightGrams: integer("weight_grams").notNull(),
    image: text("image"),
    unitPricePaise: integer("unit_price_paise").notNull(),
    defaultPricePaise: integer("default_price_paise").notNull(),
    quantity: integer("quantity").notNull(),
  },
  (t) => [index("order_items_order_idx").on(t.orderId, t.position), check("order_items_quantity_check", sql`${t.quantity} > 0`)],
);

export const orderStatusChanges = pgTable(
  "order_status_changes",
  {
    id: id(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    fromStatus: text("from_status").notNull(),
    toStatus: text("to_status").notNull(),
    changedBy: uuid("changed_by").references(() => users.id, { onDelete: "set null" }),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("order_status_changes_order_idx").on(t.orderId, t.changedAt)],
);

export const reviews = pgTable(
  "reviews",
  {
    id: id(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    username: text("username").notNull(),
    rating: integer("rating").notNull(),
    review: text("review").notNull().default(""),
    media: text("media").array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [
    index("reviews_product_rating_idx").on(t.productId, t.rating, t.createdAt),
    check("reviews_rating_check", sql`${t.rating} between 1 and 5`),
    check("reviews_media_check", sql`cardinality(${t.media}) <= 3`),
  ],
);
