import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

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
    userType: text("user_type", { enum: ["User", "Admin"] })
      .notNull()
      .default("User"),
    age: integer("age"),
    gender: text("gender", { enum: ["Male", "Female", "Other"] }),
    googleSub: text("google_sub").unique(),
    // Set once the owner proves they read this inbox (email verification is not built yet, so
    // null for everyone). Only a verified account may be linked to a Google identity on sign-in.
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("users_email_key").on(t.email),
    // Staff's customer list pages newest first; the page's ids come from an index-only scan.
    index("users_type_created_idx").on(t.userType, t.createdAt, t.id),
    // Staff search customers by code or name, any case, anywhere in the text (containsIgnoringCase).
    index("users_code_search_idx")
      .using("gin", sql`lower(${t.userCode}) gin_trgm_ops`)
      .with({ fastupdate: false }),
    index("users_name_search_idx")
      .using("gin", sql`lower(${t.username}) gin_trgm_ops`)
      .with({ fastupdate: false }),
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
    /**
     * Name and other names folded for search by the database itself (lower case, no accents,
     * Devanagari written in Latin letters), as `|name|other|other|`: see
     * drizzle/0008_product_search.sql and docs/decisions/014-product-search.md.
     */
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(sql`taaza_search_text(name, alt_names)`),
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
    // What the banner says, for people who cannot see it ("" only for banners from before).
    alt: text("alt").notNull().default(""),
    // A path of this shop; never another site ("//x" or "/\x" would be one).
    link: text("link"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("creatives_tag_position_key").on(t.tag, t.position),
    check("creatives_tag_check", sql`${t.tag} in ('desktop', 'mobile')`),
    check("creatives_link_check", sql`${t.link} is null or (left(${t.link}, 1) = '/' and left(${t.link}, 2) not in ('//', '/\\'))`),
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
  (t) => [
    uniqueIndex("addresses_user_tag_key").on(t.userId, t.tag),
    check("addresses_tag_check", sql`${t.tag} in ('home1', 'home2', 'office')`),
  ],
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
  (t) => [
    uniqueIndex("cart_lines_user_product_key").on(t.userId, t.productId),
    check("cart_lines_quantity_check", sql`${t.quantity} between 1 and 20`),
  ],
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
    // expired: no payment came within CHECKOUT_EXPIRY_MINUTES (the reconciliation asked the provider).
    status: text("status", { enum: ["pending", "paid", "rejected", "expired"] })
      .notNull()
      .default("pending"),
    orderId: uuid("order_id"),
    createdAt: createdAt(),
  },
  (t) => [
    index("checkouts_user_idx").on(t.userId, t.createdAt),
    // Pending checkouts hold a place in their slot for a while; they are counted by date and slot.
    index("checkouts_slot_idx").on(t.deliveryDate, t.slot, t.status),
    check("checkouts_amount_check", sql`${t.amountPaise} > 0`),
  ],
);

export const orders = pgTable(
  "orders",
  {
    id: id(),
    billId: text("bill_id").notNull().unique(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    status: text("status", { enum: ["Pending", "Delivered", "Canceled"] })
      .notNull()
      .default("Pending"),
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
    // Set when the payment arrived for a slot that was full, closed or past its cut-off (see OVERBOOKED_REASONS).
    overbooked: text("overbooked", { enum: ["full", "closed", "cut-off"] }),
    // The GST bill's number ("TZ/26-27/000123") and date, given in the settling transaction.
    billNumber: text("bill_number").unique(),
    billedAt: timestamp("billed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("orders_user_created_idx").on(t.userId, t.createdAt),
    // Places taken in a slot are counted by date and slot at every checkout.
    index("orders_slot_idx").on(t.deliveryDate, t.slot),
    check("orders_overbooked_check", sql`${t.overbooked} is null or ${t.overbooked} in ('full', 'closed', 'cut-off')`),
    // Staff's order list pages newest first (created_at, then id; read backwards) by status or not at all; the
    // page's ids come from an index-only scan of these, which also carries the bill id searched.
    index("orders_status_listing_idx").on(t.status, t.createdAt, t.id),
    index("orders_listing_idx").on(t.createdAt, t.id, t.status, t.billId),
    index("orders_billed_idx").on(t.billedAt),
    // Staff search part of a bill id ("#47", "7qb"), any case (containsIgnoringCase).
    index("orders_bill_id_search_idx")
      .using("gin", sql`lower(${t.billId}) gin_trgm_ops`)
      .with({ fastupdate: false }),
    check("orders_status_check", sql`${t.status} in ('Pending', 'Delivered', 'Canceled')`),
    check("orders_total_check", sql`${t.billPricePaise} = ${t.subtotalPaise} + ${t.deliveryChargePaise}`),
  ],
);

/**
 * Orders and revenue per status, kept by a trigger on `orders` (see its migration), so the
 * dashboard and the order list's totals never count 100,000 rows. Each status has 16 shard rows
 * (by order id), so concurrent settlements seldom wait for the same row; readers add them up.
 */
export const orderCounts = pgTable(
  "order_counts",
  {
    status: text("status").notNull(),
    shard: integer("shard").notNull(),
    orders: bigint("orders", { mode: "number" }).notNull().default(0),
    revenuePaise: bigint("revenue_paise", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.status, t.shard] })],
);

/**
 * The dashboard charts' sums for India days that have ended (an order's day is its bill's, or
 * its placing's before it has a bill): written once, the first time a chart asks for the day,
 * and deleted by triggers on `orders` and `order_items` (see their migration) whenever a change
 * would alter them, so the next chart sums that day again. Canceled orders are left out.
 */
export const salesDays = pgTable("sales_days", {
  day: date("day").primaryKey(),
  orders: integer("orders").notNull(),
  revenuePaise: bigint("revenue_paise", { mode: "number" }).notNull(),
});

/** Each product's sales (by name as sold) on a summed day; goes with its `sales_days` row. */
export const productSalesDays = pgTable(
  "product_sales_days",
  {
    day: date("day")
      .notNull()
      .references(() => salesDays.day, { onDelete: "cascade" }),
    name: text("name").notNull(),
    quantity: bigint("quantity", { mode: "number" }).notNull(),
    revenuePaise: bigint("revenue_paise", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.name] })],
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
    // Copied from the product when the bill is made, so a later change never alters a bill.
    hsnCode: text("hsn_code"),
    gstRate: integer("gst_rate"),
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
    media: text("media")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [
    index("reviews_product_rating_idx").on(t.productId, t.rating, t.createdAt),
    // One review per customer per product: posting again edits it.
    uniqueIndex("reviews_product_user_key").on(t.productId, t.userId),
    check("reviews_rating_check", sql`${t.rating} between 1 and 5`),
    check("reviews_media_check", sql`cardinality(${t.media}) <= 3`),
  ],
);

/**
 * Delivery capacity, set by staff. A slot with no row takes any number of orders. The three
 * tables are read together: a closed date closes every slot of that date, a date's override beats
 * the slot's default.
 */
export const deliverySlotDefaults = pgTable(
  "delivery_slot_defaults",
  {
    slot: text("slot").primaryKey(),
    capacity: integer("capacity").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("delivery_slot_defaults_capacity_check", sql`${t.capacity} >= 0`)],
);

export const deliverySlotOverrides = pgTable(
  "delivery_slot_overrides",
  {
    date: date("date").notNull(),
    slot: text("slot").notNull(),
    capacity: integer("capacity").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.date, t.slot] }), check("delivery_slot_overrides_capacity_check", sql`${t.capacity} >= 0`)],
);

export const deliveryClosedDates = pgTable("delivery_closed_dates", {
  date: date("date").primaryKey(),
  reason: text("reason").notNull().default(""),
  createdAt: createdAt(),
});

/** The shop's delivery settings: one row (id 1), written by staff. */
export const deliverySettings = pgTable(
  "delivery_settings",
  {
    id: integer("id").primaryKey().default(1),
    leadTimeMinutes: integer("lead_time_minutes").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("delivery_settings_single_check", sql`${t.id} = 1`),
    check("delivery_settings_lead_time_check", sql`${t.leadTimeMinutes} between 0 and 720`),
  ],
);

/**
 * The last number given in each series (bills "TZ", credit notes "CN") and financial year.
 * Incremented with `insert ... on conflict do update ... returning` inside the transaction that
 * needs the number: the row stays locked until it commits, so numbers are consecutive across
 * every process, and a rolled-back transaction takes its number back with it.
 */
export const billCounters = pgTable(
  "bill_counters",
  {
    series: text("series").notNull(),
    financialYear: text("financial_year").notNull(),
    lastNumber: integer("last_number").notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.financialYear] }), check("bill_counters_last_check", sql`${t.lastNumber} > 0`)],
);

/** A credit note against a bill (a refund), with its tax taken back in the bill's proportions. */
export const creditNotes = pgTable(
  "credit_notes",
  {
    id: id(),
    number: text("number").notNull().unique(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id),
    refundId: text("refund_id").unique(),
    amountPaise: integer("amount_paise").notNull(),
    taxablePaise: integer("taxable_paise").notNull(),
    cgstPaise: integer("cgst_paise").notNull(),
    sgstPaise: integer("sgst_paise").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("credit_notes_order_idx").on(t.orderId),
    index("credit_notes_issued_idx").on(t.issuedAt),
    check("credit_notes_amount_check", sql`${t.amountPaise} > 0`),
  ],
);

/**
 * Money sent back to a customer through the payment provider: a customer's cancellation, a
 * staff refund (whole or part), or a payment that could not become an order (orderId null).
 * The row's id is the provider's idempotency key, so a retry can never refund twice.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: id(),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "cascade" }),
    checkoutId: uuid("checkout_id")
      .notNull()
      .references(() => checkouts.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    providerPaymentId: text("provider_payment_id").notNull(),
    providerRefundId: text("provider_refund_id").unique(),
    amountPaise: integer("amount_paise").notNull(),
    reason: text("reason").notNull(),
    status: text("status", { enum: ["pending", "processed", "failed"] })
      .notNull()
      .default("pending"),
    failureReason: text("failure_reason"),
    // Who asked: the customer (cancel), a staff member, or nobody (an automatic refund).
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("refunds_order_idx").on(t.orderId, t.createdAt),
    index("refunds_status_idx").on(t.status),
    // A payment that made no order is refunded once, however often it is reported.
    uniqueIndex("refunds_orphan_payment_key")
      .on(t.providerPaymentId)
      .where(sql`${t.orderId} is null`),
    check("refunds_amount_check", sql`${t.amountPaise} > 0`),
    check("refunds_status_check", sql`${t.status} in ('pending', 'processed', 'failed')`),
  ],
);

/** Provider webhook deliveries already handled, by the provider's event id: a redelivery is a no-op. */
export const webhookEvents = pgTable(
  "webhook_events",
  {
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** Raw bytes (an email's attachment); PGlite answers a Uint8Array, node-postgres a Buffer. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => new Uint8Array(value),
});

/**
 * Every message the shop owes someone, written in the transaction of the event that causes it
 * (a settled payment, a cancellation, a processed refund, a delivery, a sign-up, a reset
 * request), so none is lost and none is sent for an event that rolled back. The dispatcher
 * renders it (subject and bodies are null until then) and sends it, retrying with backoff.
 * `kept`: rendered but not sent, because the shop has no SMTP server configured.
 */
export const outboxMessages = pgTable(
  "outbox_messages",
  {
    id: id(),
    kind: text("kind").notNull(),
    channel: text("channel", { enum: ["email"] })
      .notNull()
      .default("email"),
    recipient: text("recipient").notNull(),
    payload: jsonb("payload").$type<Record<string, string | number | null>>().notNull(),
    subject: text("subject"),
    html: text("html"),
    textBody: text("text_body"),
    status: text("status", { enum: ["pending", "sent", "kept", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("outbox_messages_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index("outbox_messages_created_idx").on(t.createdAt),
    index("outbox_messages_recipient_idx").on(t.recipient, t.kind, t.createdAt),
    check("outbox_messages_status_check", sql`${t.status} in ('pending', 'sent', 'kept', 'failed')`),
  ],
);

/** Files sent with a message (the bill PDF), rendered once with it. */
export const outboxAttachments = pgTable(
  "outbox_attachments",
  {
    id: id(),
    messageId: uuid("message_id")
      .notNull()
      .references(() => outboxMessages.id, { onDelete: "cascade" }),
    filename: text("filename").notNull(),
    contentType: text("content_type").notNull(),
    content: bytea("content").notNull(),
  },
  (t) => [index("outbox_attachments_message_idx").on(t.messageId)],
);

/**
 * Single-use links sent by email: verifying the address, resetting the password. Only the
 * SHA-256 of the token is kept, so a copy of the database opens no account.
 */
export const emailTokens = pgTable(
  "email_tokens",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["verify-email", "reset-password"] }).notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("email_tokens_user_idx").on(t.userId, t.purpose),
    check("email_tokens_purpose_check", sql`${t.purpose} in ('verify-email', 'reset-password')`),
  ],
);
