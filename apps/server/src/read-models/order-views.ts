import { and, count, desc, eq, gt, inArray, or, sql, type SQL } from "drizzle-orm";
import { paiseToRupees, type Issue, type Order, type OrderStatus, type Rating } from "@taaza/domain";
import { users } from "../modules/accounts/accounts-tables.ts";
import { addresses } from "../modules/addresses/addresses-tables.ts";
import { orderCounts, orderItems, orders, orderStatusChanges } from "../modules/orders/orders-tables.ts";
import { refunds } from "../modules/refunds/refunds-tables.ts";
import type { Database } from "../platform/database/client.ts";
import { containsIgnoringCase } from "../platform/database/like-pattern.ts";
import { issuesOfOrders, ratingsOfOrders } from "./issue-views.ts";

/** An order as the API shows it (spec section 3): the domain's one definition. */
export type OrderView = Order;

export interface OrderFilter {
  userId?: string;
  status?: OrderStatus;
  /**
   * What staff typed in the orders search box: part of a bill id ("#47", "47k") or of a bill
   * number ("TZ/26-27/0001"), or part of the customer's name, email or phone.
   */
  search?: string;
  /** Placed after this instant (staff's "new since you last looked"). */
  createdAfter?: Date;
  /** Delivery date, YYYY-MM-DD (India). */
  deliveryDate?: string;
  slot?: string;
}

const WHOLE_BILL_ID = /^#\d{2}[A-Za-z]{3}$/;
/** Digits as a phone is typed ("98200 12345", "+91-98200"): five or more can only be a phone or a bill number. */
const PHONE_LIKE = /^\+?[\d\s-]{5,}$/;

/**
 * The orders a staff search finds. A whole bill id can only be that one id (they are all six
 * characters): the unique index finds it. Five or more digits are a phone (the order's delivery
 * phone or any saved address of the customer) or part of a bill number; "@" is an email. Other
 * text is part of a bill id (trigram index orders_bill_id_search_idx), a bill number, or the
 * customer's name or email, or the name the order was delivered to.
 */
function searchCondition(text: string): SQL {
  if (WHOLE_BILL_ID.test(text)) return eq(orders.billId, text.toUpperCase());
  const customers = (condition: SQL) => sql`${orders.userId} in (select ${users.id} from ${users} where ${condition})`;
  if (PHONE_LIKE.test(text)) {
    const digits = text.replace(/\D/g, "").replace(/^91(?=\d{10}$)/, "");
    return or(
      containsIgnoringCase(sql`(${orders.shippingAddress} ->> 'phoneNo')`, digits),
      sql`${orders.userId} in (select ${addresses.userId} from ${addresses} where ${containsIgnoringCase(addresses.phoneNo, digits)})`,
      containsIgnoringCase(orders.billNumber, text),
    )!;
  }
  if (text.includes("@")) return customers(containsIgnoringCase(users.email, text));
  return or(
    containsIgnoringCase(orders.billId, text),
    containsIgnoringCase(orders.billNumber, text),
    customers(sql`(${containsIgnoringCase(users.username, text)} or ${containsIgnoringCase(users.email, text)})`),
    containsIgnoringCase(sql`((${orders.shippingAddress} ->> 'firstName') || ' ' || (${orders.shippingAddress} ->> 'lastName'))`, text),
  )!;
}

function where(filter: OrderFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.userId) conditions.push(eq(orders.userId, filter.userId));
  if (filter.status) conditions.push(eq(orders.status, filter.status));
  if (filter.search) conditions.push(searchCondition(filter.search.trim()));
  if (filter.createdAfter) conditions.push(gt(orders.createdAt, filter.createdAfter));
  if (filter.deliveryDate) conditions.push(eq(orders.deliveryDate, filter.deliveryDate));
  if (filter.slot) conditions.push(eq(orders.slot, filter.slot));
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * Newest first, optionally one page; four queries in all, whatever the page size. A page's ids
 * are found first (an index-only scan of the listing indexes skips the earlier pages without
 * reading their rows), then only those rows are read: a deep page costs little more than the first.
 */
export async function findOrderViews(db: Database, filter: OrderFilter, page?: { limit: number; offset: number }): Promise<OrderView[]> {
  const newestFirst = [desc(orders.createdAt), desc(orders.id)];
  if (!page)
    return toOrderViews(
      db,
      await db
        .select()
        .from(orders)
        .where(where(filter))
        .orderBy(...newestFirst),
    );
  const pageIds = db
    .select({ id: orders.id })
    .from(orders)
    .where(where(filter))
    .orderBy(...newestFirst)
    .limit(page.limit)
    .offset(page.offset);
  return toOrderViews(
    db,
    await db
      .select()
      .from(orders)
      .where(inArray(orders.id, pageIds))
      .orderBy(...newestFirst),
  );
}

/**
 * How many orders match. Without a filter, or by status alone, the per-status counts the
 * database keeps (`order_counts`) answer at once; other filters count their matching rows.
 */
export async function countOrders(db: Database, filter: OrderFilter): Promise<number> {
  const { status, ...rest } = filter;
  if (Object.values(rest).every((value) => value === undefined)) {
    const [kept] = await db
      .select({ n: sql<string>`coalesce(sum(${orderCounts.orders}), 0)` })
      .from(orderCounts)
      .where(status ? eq(orderCounts.status, status) : undefined);
    return Number(kept?.n ?? 0);
  }
  const [row] = await db.select({ n: count() }).from(orders).where(where(filter));
  return row?.n ?? 0;
}

export async function findOrderView(db: Database, id: string): Promise<OrderView | undefined> {
  const rows = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return (await toOrderViews(db, rows))[0];
}

export type OrderRow = typeof orders.$inferSelect;

async function toOrderViews(db: Database, rows: OrderRow[]): Promise<OrderView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [items, changes, refundRows] = await Promise.all([
    db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(orderItems.orderId, orderItems.position),
    db.select().from(orderStatusChanges).where(inArray(orderStatusChanges.orderId, ids)).orderBy(orderStatusChanges.changedAt),
    db.select().from(refunds).where(inArray(refunds.orderId, ids)).orderBy(refunds.createdAt, refunds.id),
  ]);
  // Issues and ratings come only after a delivery: an order never delivered (every new order, and
  // so every confirmation email) costs no statement for them.
  const delivered = ids.filter((id) => changes.some((c) => c.orderId === id && c.toStatus === "Delivered"));
  // Customers, the staff who changed statuses and who asked for refunds, in one query.
  const people = [
    ...new Set([
      ...rows.map((r) => r.userId),
      ...changes.flatMap((c) => (c.changedBy ? [c.changedBy] : [])),
      ...refundRows.flatMap((r) => (r.createdBy ? [r.createdBy] : [])),
    ]),
  ];
  const [customers, issueList, ratings] = await Promise.all([
    db
      .select({ id: users.id, username: users.username, userCode: users.userCode, email: users.email })
      .from(users)
      .where(inArray(users.id, people)),
    issuesOfOrders(db, delivered),
    ratingsOfOrders(db, delivered),
  ]);
  return assembleOrderViews(rows, items, changes, refundRows, customers, { issues: issueList, ratings });
}

type ItemRow = typeof orderItems.$inferSelect;
type ChangeRow = typeof orderStatusChanges.$inferSelect;
type RefundRow = typeof refunds.$inferSelect;
/** Who placed an order, changed its status or asked for a refund, as the view names them. */
export interface OrderPerson {
  id: string;
  username: string;
  userCode: string;
  email: string | null;
}

/**
 * The view of an order just created by a settled payment, from what the settling statement wrote
 * (no status change or refund can exist yet): the response needs no second read.
 */
export function newOrderView(row: OrderRow, items: Omit<ItemRow, "orderId">[], customer: OrderPerson): OrderView {
  const [view] = assembleOrderViews(
    [row],
    items.map((item) => ({ ...item, orderId: row.id })),
    [],
    [],
    [customer],
    { issues: [], ratings: new Map() },
  );
  return view!;
}

function assembleOrderViews(
  rows: OrderRow[],
  items: ItemRow[],
  changes: ChangeRow[],
  refundRows: RefundRow[],
  customers: OrderPerson[],
  care: { issues: Issue[]; ratings: ReadonlyMap<string, Rating> },
): OrderView[] {
  const customerById = new Map(customers.map((c) => [c.id, c]));
  const nameOf = (userId: string | null) => (userId ? (customerById.get(userId)?.username ?? null) : null);
  return rows.map((row) => {
    const customer = customerById.get(row.userId);
    const placedAt = row.createdAt.toISOString();
    const orderRefunds = refundRows
      .filter((r) => r.orderId === row.id)
      .map((r) => ({
        _id: r.id,
        amountPaise: r.amountPaise,
        reason: r.reason,
        status: r.status,
        createdAt: r.createdAt.toISOString(),
        updatedAt: r.updatedAt.toISOString(),
        createdBy: nameOf(r.createdBy),
        providerRefundId: r.providerRefundId,
        failureReason: r.failureReason,
      }));
    return {
      _id: row.id,
      billId: row.billId,
      billNumber: row.billNumber,
      createdAt: row.createdAt.toISOString(),
      status: row.status,
      products: items
        .filter((i) => i.orderId === row.id)
        .map((i) => ({
          _id: i.id,
          variant: { _id: i.variantId, label: i.variantLabel },
          product: {
            _id: i.productId,
            name: i.name,
            weight: i.weightGrams,
            images: i.image ? [i.image] : [],
            price: { default: paiseToRupees(i.defaultPricePaise), sale: paiseToRupees(i.unitPricePaise) },
          },
          quantity: i.quantity,
          price: paiseToRupees(i.unitPricePaise),
          packedGrams: i.packedGrams,
        })),
      userId: { _id: row.userId, username: customer?.username ?? "", userId: customer?.userCode ?? "", email: customer?.email ?? "" },
      shippingAddress: row.shippingAddress,
      subtotal: paiseToRupees(row.subtotalPaise),
      deliveryCharges: paiseToRupees(row.deliveryChargePaise),
      discount: paiseToRupees(row.discountPaise),
      coupon: row.couponCode,
      taxes: 0,
      billPrice: paiseToRupees(row.billPricePaise),
      time: { day: row.deliveryDate, slot: row.slot },
      paymentMethod: "Online" as const,
      overbooked: row.overbooked !== null,
      overbookedReason: row.overbooked,
      // Placing the order is its first status: the order row itself records who and when.
      statusHistory: [
        {
          status: "Pending" as const,
          at: placedAt,
          by: customer?.username ?? null,
          from: null,
          to: "Pending",
          changedBy: customer?.username ?? null,
          changedAt: placedAt,
        },
        ...changes
          .filter((c) => c.orderId === row.id)
          .map((c) => {
            const by = nameOf(c.changedBy);
            const at = c.changedAt.toISOString();
            return { status: c.toStatus as OrderStatus, at, by, from: c.fromStatus, to: c.toStatus, changedBy: by, changedAt: at };
          }),
      ],
      refunds: orderRefunds,
      refundedPaise: orderRefunds.filter((r) => r.status === "processed").reduce((sum, r) => sum + r.amountPaise, 0),
      deliveredAt:
        changes
          .filter((c) => c.orderId === row.id && c.toStatus === "Delivered")
          .at(-1)
          ?.changedAt.toISOString() ?? null,
      issues: care.issues.filter((i) => i.orderId === row.id),
      rating: care.ratings.get(row.id) ?? null,
    };
  });
}
