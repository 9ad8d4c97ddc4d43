import { z } from "zod";
import { ORDER_STATUSES } from "./orders.ts";
import { CREATIVE_LANGUAGES, CREATIVE_TAGS, creativeSchema } from "./catalog.ts";
import { isMaharashtraPincode, pincodeText } from "./pincode-rule.ts";
import { GENDERS } from "./accounts.ts";
import { idSchema } from "./ids.ts";
import { CATEGORY_MESSAGES, CREATIVE_MESSAGES, PINCODE_MESSAGES, PRODUCT_TAG_MESSAGES } from "./admin-messages.ts";
import { ORDER_MESSAGES } from "./checkout-messages.ts";
import { rupees } from "./product-form.ts";
import { DELIVERY_SLOTS, isCalendarDate } from "./delivery-slots.ts";
import { DATE_INPUT_MESSAGES, isWithinDateBounds } from "./date-inputs.ts";

/** Rows per page of the admin lists (spec section 9). */
export const ADMIN_PAGE_SIZE = { products: 50, orders: 15, customers: 15 } as const;

const pageNumber = z
  .string()
  .regex(/^[1-9]\d{0,5}$/, "Invalid page")
  .transform(Number)
  .optional();
const searchText = z.string().max(100, "Search text is too long").optional();

/** Staff's GET /orders answers at most this many orders a call, newest first (?page, ?limit). */
export const STAFF_ORDERS_LIMIT = 100;
/**
 * GET /orders's paging (additive to the spec: `{data}` stays a list). Staff's answer is always a
 * page, the first by default, with the total in X-Total-Count; a customer's own list is whole.
 */
export const ordersListQuery = z.object({
  page: pageNumber,
  limit: z
    .string()
    .regex(/^[1-9]\d{0,2}$/, `limit must be a whole number from 1 to ${STAFF_ORDERS_LIMIT}`)
    .transform(Number)
    .refine((n) => n <= STAFF_ORDERS_LIMIT, `limit must be a whole number from 1 to ${STAFF_ORDERS_LIMIT}`)
    .optional(),
});
export type OrdersListQuery = z.infer<typeof ordersListQuery>;

export const adminProductsQuery = z.object({
  search: searchText,
  archived: z.enum(["true", "false"], { message: "archived must be true or false" }).optional(),
  tag: z.string().max(60).optional(),
  page: pageNumber,
});
/** Staff's texts for the orders filters; kept out of MESSAGES, which ships with the storefront. */
export const ORDER_FILTER_MESSAGES = {
  date: "Delivery date must be today, tomorrow or a date written YYYY-MM-DD",
  slot: `Slot must be one of ${DELIVERY_SLOTS.map((s) => s.slot).join(", ")}`,
} as const;

export const adminOrdersQuery = z.object({
  search: searchText,
  status: z.enum(ORDER_STATUSES, { message: ORDER_MESSAGES.badStatus }).optional(),
  /** Delivery date: "today" or "tomorrow" in India time (the server's clock decides), or YYYY-MM-DD. */
  date: z
    .string()
    .refine((text) => text === "today" || text === "tomorrow" || isCalendarDate(text), ORDER_FILTER_MESSAGES.date)
    .refine((text) => text === "today" || text === "tomorrow" || isWithinDateBounds(text), DATE_INPUT_MESSAGES.outOfRange)
    .optional(),
  slot: z
    .string()
    .refine((text) => DELIVERY_SLOTS.some((s) => s.slot === text), ORDER_FILTER_MESSAGES.slot)
    .optional(),
  /**
   * One customer's orders (their id), as a customer's details list them. Written out rather than
   * `idSchema.optional()`: a method called on an imported schema is not something the bundler can
   * drop, and it pulled zod into the storefront's first download.
   */
  customer: z.uuid({ message: "Invalid id" }).optional(),
  page: pageNumber,
});
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuery>;
export const adminCustomersQuery = z.object({ search: searchText, page: pageNumber });

/** One page of an admin list. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), total: z.number(), page: z.number(), pageSize: z.number() });
}

const nameBody = (message: string) => z.object({ name: z.string({ message }).trim().min(1, message).max(60, "The name is too long") });
export const categoryBody = nameBody(CATEGORY_MESSAGES.nameRequired);
export const productTagBody = nameBody(PRODUCT_TAG_MESSAGES.nameRequired);

export const dealBody = z.object({ product: idSchema });

export const creativeTagText = z.enum(CREATIVE_TAGS, { message: CREATIVE_MESSAGES.badTag });
/** An upload's language field: "en", "mr" or "hi"; empty or absent = every language. */
export const creativeLanguageText = z
  .union([z.enum(CREATIVE_LANGUAGES), z.literal("").transform(() => null)], { message: CREATIVE_MESSAGES.badLanguage })
  .optional()
  .transform((language) => language ?? null);
export const creativeAddedSchema = z.object({ data: z.object({ image: creativeSchema }) });

/** Delivery charges in rupees: a number (or numeric text), 0 or more. */
const deliveryCharges = z.union([z.number(), z.string()], { message: PINCODE_MESSAGES.charges }).transform((value, ctx) => {
  const amount = rupees(value);
  if (amount === null) {
    ctx.addIssue({ code: "custom", message: PINCODE_MESSAGES.charges });
    return z.NEVER;
  }
  return amount;
});

export const pincodeBody = z.object({
  // Text or a number (the list answers numbers); Number() is never applied to text.
  pincode: z
    .union([z.string(), z.number().int()], { message: PINCODE_MESSAGES.sixDigits })
    .transform(String)
    .pipe(pincodeText)
    .refine(isMaharashtraPincode, PINCODE_MESSAGES.maharashtra),
  name: z
    .string({ message: PINCODE_MESSAGES.nameRequired })
    .trim()
    .min(1, PINCODE_MESSAGES.nameRequired)
    .max(80, "The area name is too long"),
  deliveryCharges,
  status: z.boolean({ message: "status must be true or false" }).default(true),
});
export type PincodeBody = z.infer<typeof pincodeBody>;

export const orderStatusBody = z.object({ status: z.enum(ORDER_STATUSES, { message: ORDER_MESSAGES.badStatus }) });

export const adminStatsSchema = z.object({
  /** Rupees: bill totals of orders that are not Canceled. */
  revenue: z.number(),
  customers: z.number(),
  orders: z.number(),
  locations: z.number(),
  products: z.number(),
  /**
   * Today in India time (the server's clock): orders placed today and their revenue (not
   * Canceled), and today's deliveries in each slot (not Canceled), every slot listed.
   */
  today: z.object({
    date: z.string(),
    orders: z.number(),
    revenue: z.number(),
    deliveries: z.array(z.object({ slot: z.string(), orders: z.number(), revenue: z.number() })),
  }),
  /** Customers' tickets past the 48-hour acknowledgement or the 30-day resolution limit (issue 30). */
  overdueTickets: z.object({ acknowledge: z.number().int(), resolve: z.number().int() }),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const adminCustomerSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  username: z.string(),
  email: z.string(),
  gender: z.enum(GENDERS).nullable(),
  age: z.number().nullable(),
  /** The phone of the customer's oldest address. */
  phone: z.string().nullable(),
  /** "address, city pincode" of the oldest address. */
  firstAddress: z.string().nullable(),
  /** Rupees: bill totals of orders that are not Canceled. */
  totalSpent: z.number(),
  orderCount: z.number(),
  createdAt: z.string(),
});
export type AdminCustomer = z.infer<typeof adminCustomerSchema>;
