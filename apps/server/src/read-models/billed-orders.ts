import { and, asc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { soldAs, type GstRate, type Order } from "@taaza/domain";
import { users } from "../modules/accounts/accounts-tables.ts";
import { creditNotes } from "../modules/billing/billing-tables.ts";
import { products } from "../modules/catalog/catalog-tables.ts";
import { orderItems, orders } from "../modules/orders/orders-tables.ts";
import type { Database } from "../platform/database/client.ts";

// Billing's reading of orders: bills are orders with a number, their lines and their customer.

export interface BilledItem {
  name: string;
  hsnCode: string;
  gstRate: GstRate;
  weightGrams: number;
  quantity: number;
  unitPricePaise: number;
  /** What the line weighed when packed (null until it is weighed). */
  packedGrams?: number | null;
}

export interface BilledOrder {
  id: string;
  userId: string;
  billNumber: string;
  billedAt: Date;
  customerName: string;
  customerEmail: string | null;
  shippingAddress: ShippingAddressFields;
  deliveryDate: string;
  slot: string;
  status: string;
  deliveryChargePaise: number;
  /** A code's discount on the items, and the code (issue 32). */
  discountPaise: number;
  couponCode: string | null;
  billPricePaise: number;
  providerPaymentId: string;
  items: BilledItem[];
}

type ShippingAddressFields = Order["shippingAddress"];

const rate = (n: number | null): GstRate => (n === 5 ? 5 : 0);

/** Orders that have a bill, with their lines in order; `where` picks them. */
async function billedOrders(db: Database, where: ReturnType<typeof and>): Promise<BilledOrder[]> {
  const rows = await db
    .select({ order: orders, customerName: users.username, customerEmail: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(sql`${orders.billNumber} is not null`, where))
    .orderBy(asc(orders.billedAt), asc(orders.billNumber));
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((r) => r.order.id),
      ),
    )
    .orderBy(orderItems.orderId, orderItems.position);
  return rows.map(({ order, customerName, customerEmail }) => ({
    id: order.id,
    userId: order.userId,
    billNumber: order.billNumber ?? "",
    billedAt: order.billedAt ?? order.createdAt,
    customerName,
    customerEmail,
    shippingAddress: order.shippingAddress,
    deliveryDate: order.deliveryDate,
    slot: order.slot,
    status: order.status,
    deliveryChargePaise: order.deliveryChargePaise,
    discountPaise: order.discountPaise,
    couponCode: order.couponCode,
    billPricePaise: order.billPricePaise,
    providerPaymentId: order.providerPaymentId,
    items: items
      .filter((i) => i.orderId === order.id)
      .map((i) => ({
        // The cut sold is part of the line's name on the bill and the packers' sheet.
        name: soldAs(i.name, i.variantLabel, i.weightGrams),
        hsnCode: i.hsnCode ?? "0302",
        gstRate: rate(i.gstRate),
        weightGrams: i.weightGrams,
        quantity: i.quantity,
        unitPricePaise: i.unitPricePaise,
        packedGrams: i.packedGrams,
      })),
  }));
}

export async function findBilledOrder(db: Database, orderId: string): Promise<BilledOrder | undefined> {
  return (await billedOrders(db, eq(orders.id, orderId)))[0];
}

/** An order's owner, whether or not it has a bill yet; undefined when there is no such order. */
export async function findOrderOwner(db: Database, orderId: string): Promise<{ userId: string; billed: boolean } | undefined> {
  const [row] = await db
    .select({ userId: orders.userId, billNumber: orders.billNumber })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  return row ? { userId: row.userId, billed: row.billNumber !== null } : undefined;
}

/** Bills dated within [from, to). */
export async function findBillsBetween(db: Database, from: Date, to: Date): Promise<BilledOrder[]> {
  return billedOrders(db, and(gte(orders.billedAt, from), lt(orders.billedAt, to)));
}

/** Every billed order to deliver in one slot of one day, cancelled ones included (marked). */
export async function findSlotOrders(db: Database, deliveryDate: string, slot: string): Promise<BilledOrder[]> {
  return billedOrders(db, and(eq(orders.deliveryDate, deliveryDate), eq(orders.slot, slot)));
}

/** Gives the order its bill: the number, the date, and each line's HSN code and rate as they are now. */
export async function stampBill(tx: Database, orderId: string, billNumber: string, billedAt: Date): Promise<void> {
  await tx.update(orders).set({ billNumber, billedAt }).where(eq(orders.id, orderId));
  await tx
    .update(orderItems)
    .set({ hsnCode: sql`coalesce(${products.hsnCode}, '0302')`, gstRate: sql`coalesce(${products.gstRate}, 0)` })
    .from(products)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.productId, products.id)));
  // A line whose product was deleted meanwhile is billed as fresh (exempt) fish.
  await tx
    .update(orderItems)
    .set({ hsnCode: "0302", gstRate: 0 })
    .where(and(eq(orderItems.orderId, orderId), sql`${orderItems.hsnCode} is null`));
}

export interface CreditNoteRow {
  number: string;
  orderId: string;
  billNumber: string;
  refundId: string | null;
  amountPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  issuedAt: Date;
}

/** The order locked for the rest of the transaction, so two credit notes never over-credit it. */
export async function lockBilledOrder(
  tx: Database,
  orderId: string,
): Promise<{ billNumber: string | null; billPricePaise: number } | undefined> {
  const [row] = await tx
    .select({ billNumber: orders.billNumber, billPricePaise: orders.billPricePaise })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1)
    .for("update");
  return row;
}

export async function findCreditNotesBetween(db: Database, from: Date, to: Date): Promise<CreditNoteRow[]> {
  const rows = await db
    .select({ note: creditNotes, billNumber: orders.billNumber })
    .from(creditNotes)
    .innerJoin(orders, eq(orders.id, creditNotes.orderId))
    .where(and(gte(creditNotes.issuedAt, from), lt(creditNotes.issuedAt, to)))
    .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.number));
  return rows.map(({ note, billNumber }) => ({ ...note, billNumber: billNumber ?? "" }));
}
