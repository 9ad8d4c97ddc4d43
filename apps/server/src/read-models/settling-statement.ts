import { sql, type SQL } from "drizzle-orm";
import { cartLines } from "../modules/basket/basket-tables.ts";
import { billCounters } from "../modules/billing/billing-tables.ts";
import { checkouts, type CheckoutRow } from "../modules/checkout/checkout-tables.ts";
import { products, productVariants } from "../modules/catalog/catalog-tables.ts";
import { basketCoupons } from "../modules/promotions/promotions-tables.ts";
import { orderItems, orders } from "../modules/orders/orders-tables.ts";
import type { Database } from "../platform/database/client.ts";
import { isUniqueViolation, violatedConstraint } from "../platform/database/db-errors.ts";
import { preparedStatement } from "../platform/database/prepared-query.ts";
import { basketCouponCodeSql } from "./basket-offers.ts";
import { goesToPhones, outboxInsertOf, type OutboxEntry } from "./outbox-entries.ts";

/**
 * The settling statement: creates the order under the first free bill id of `billIds`, takes
 * the next bill number of the financial year, writes the items (with each product's HSN code
 * and GST rate as they are now; a product deleted meanwhile is billed as exempt fresh fish),
 * marks the checkout paid, removes the paid basket lines and the basket's code, records the customer's `notice` in the
 * outbox and evaluates `notify` (the news for staff's screens in the other processes, sent at
 * commit): one round trip, the notice and the notification only when the order is made. It
 * writes several owners' tables (checkout, basket, orders, billing, messages) because one round
 * trip is what a payment costs here (docs/decisions/018); it is the only statement that does.
 *
 * It is its own guard, so it is safe alone (autocommit) as well as inside settlement's
 * transaction, where it only takes again the locks that transaction already holds. It locks the
 * checkout, then the customer's basket lines, in the order the locked settlement takes them (so
 * the two never deadlock), and places the order only if the checkout is still pending and the
 * basket is still exactly `lines` (the same lines, the same quantities, none added, the same code): what the
 * caller read, judged and fingerprinted. Answers null when it placed nothing: the checkout or the
 * basket changed since they were read, or another order took the drawn bill id at the same
 * moment (then the statement fails and writes nothing, so no bill number is skipped). The caller
 * reads again and judges again.
 */
export async function insertPaidOrder(db: Database, paid: PaidOrder): Promise<{ id: string; billId: string; billNumber: string } | null> {
  const values = settlingValues(paid);
  let result;
  try {
    // "notified" is never read: selecting it is what makes PostgreSQL evaluate the pg_notify.
    result = await settlingStatementFor(paid.notice)(
      db,
      values,
      paid.notify ? sql`, ${paid.notify} is null as notified from placed` : FROM_PLACED,
    );
  } catch (error) {
    if (isUniqueViolation(error) && violatedConstraint(error) === BILL_ID_UNIQUE) return null;
    throw error;
  }
  const [row] = (result as { rows: { id: string; bill_id: string; bill_number: string }[] }).rows;
  return row ? { id: row.id, billId: row.bill_id, billNumber: row.bill_number } : null;
}

/** The order to place as the settling statement takes it. */
interface PaidOrder {
  /** The new order's id (chosen here, so the statement's other parts can name it). */
  orderId: string;
  /** Each line's id, in the checkout's line order. */
  itemIds: string[];
  checkout: CheckoutRow;
  providerPaymentId: string;
  overbooked: "full" | "closed" | "cut-off" | null;
  billIds: string[];
  bill: { series: string; financialYear: string };
  /** The basket as read: each line's id and quantity. */
  lines: { id: string; quantity: number }[];
  now: Date;
  /** The customer's message about the order, recorded with it. */
  notice: OutboxEntry;
  /** A notification to evaluate in the statement (null: none). */
  notify: SQL | null;
}

/** The settling statement's values, each filling its placeholder of the same name. */
function settlingValues(paid: PaidOrder) {
  const { checkout, bill } = paid;
  const now = paid.now.toISOString();
  const items = checkout.lines.map((l, position) => ({
    id: paid.itemIds[position],
    product_id: l.productId,
    variant_id: l.variantId,
    variant_label: l.variantLabel,
    position,
    name: l.name,
    weight_grams: l.weightGrams,
    image: l.image,
    unit_price_paise: l.unitPricePaise,
    default_price_paise: l.defaultPricePaise,
    quantity: l.quantity,
  }));
  const { kind: _kind, ...payload } = paid.notice;
  return {
    checkoutId: checkout.id,
    userId: checkout.userId,
    lineCount: paid.lines.length,
    lines: JSON.stringify(paid.lines),
    couponCode: checkout.couponCode,
    couponCodeOrNone: checkout.couponCode ?? "",
    billIds: JSON.stringify(paid.billIds),
    billSeries: bill.series,
    financialYear: bill.financialYear,
    orderId: paid.orderId,
    shippingAddress: JSON.stringify(checkout.shippingAddress),
    subtotalPaise: checkout.subtotalPaise,
    deliveryChargePaise: checkout.deliveryChargePaise,
    discountPaise: checkout.discountPaise,
    amountPaise: checkout.amountPaise,
    deliveryDate: checkout.deliveryDate,
    slot: checkout.slot,
    provider: checkout.provider,
    providerOrderId: checkout.providerOrderId,
    providerPaymentId: paid.providerPaymentId,
    overbooked: paid.overbooked,
    now,
    items: JSON.stringify(items),
    noticeUserId: paid.notice.userId,
    noticePayload: JSON.stringify(payload),
  };
}

type SettlingValues = ReturnType<typeof settlingValues>;

const FROM_PLACED = sql` from placed`;

// Every payment runs it: built once for each kind of notice it records (the text differs by
// kind), its values as placeholders; the NOTIFY, another module's expression, is its tail.
const settlingStatements = new Map<string, ReturnType<typeof settlingStatementOf>>();

function settlingStatementFor(notice: OutboxEntry) {
  const key = `${notice.kind} ${goesToPhones(notice)}`;
  let statement = settlingStatements.get(key);
  if (!statement) {
    statement = settlingStatementOf(notice);
    settlingStatements.set(key, statement);
  }
  return statement;
}

function settlingStatementOf(like: OutboxEntry) {
  return preparedStatement<SettlingValues>(() => {
    const v = (name: keyof SettlingValues) => sql.placeholder(name);
    const notice = outboxInsertOf(
      like,
      { userId: v("noticeUserId"), payload: v("noticePayload"), at: v("now") },
      sql.raw("exists (select 1 from placed)"),
    );
    // Each drawn bill id, line and product is looked up by its index (a `limit 1` subquery, which
    // the planner cannot turn into a join): a young table without statistics otherwise gets a hash
    // join over every order and product, which grows with the shop.
    return sql`
    with gate as (
      select id from ${checkouts} where id = ${v("checkoutId")}::uuid and status = 'pending' for update
    ), held as (
      select l.id, l.quantity from ${cartLines} l where l.user_id = ${v("userId")}::uuid and exists (select 1 from gate) for update of l
    ), unchanged as (
      select 1 from gate
      where (select count(*) from held) = ${v("lineCount")}
        and (select count(*) from held join jsonb_to_recordset(${v("lines")}::jsonb) as x(id uuid, quantity int)
          on x.id = held.id and x.quantity = held.quantity) = ${v("lineCount")}
        and coalesce(${basketCouponCodeSql(sql`${v("userId")}::uuid`)}, '') = ${v("couponCodeOrNone")}::text
    ), pick as (
      select c.value as bill_id from jsonb_array_elements_text(${v("billIds")}::jsonb) with ordinality as c(value, k)
      where exists (select 1 from unchanged) and (select o.id from ${orders} o where o.bill_id = c.value limit 1) is null
      order by c.k limit 1
    ), counter as (
      insert into ${billCounters} (series, financial_year, last_number)
      select ${v("billSeries")}::text, ${v("financialYear")}::text, 1 from pick
      on conflict (series, financial_year) do update set last_number = ${billCounters}.last_number + 1
      returning last_number
    ), placed as (
      insert into ${orders} (id, bill_id, user_id, status, shipping_address, subtotal_paise, delivery_charge_paise, discount_paise, coupon_code,
        bill_price_paise, delivery_date, slot, payment_method, provider, provider_order_id, provider_payment_id, checkout_id, overbooked, bill_number,
        billed_at, created_at)
      select ${v("orderId")}::uuid, pick.bill_id, ${v("userId")}::uuid, 'Pending', ${v("shippingAddress")}::jsonb, ${v("subtotalPaise")}::int,
        ${v("deliveryChargePaise")}::int, ${v("discountPaise")}::int, ${v("couponCode")}::text, ${v("amountPaise")}::int, ${v("deliveryDate")}::date, ${v("slot")}::text, 'Online',
        ${v("provider")}::text, ${v("providerOrderId")}::text, ${v("providerPaymentId")}::text, ${v("checkoutId")}::uuid, ${v("overbooked")}::text,
        ${v("billSeries")}::text || '/' || ${v("financialYear")}::text || '/' || lpad(counter.last_number::text, greatest(6, length(counter.last_number::text)), '0'),
        ${v("now")}::timestamptz, ${v("now")}::timestamptz
      from pick, counter
      returning id, bill_id, bill_number
    ), items as (
      insert into ${orderItems} (id, order_id, product_id, variant_id, variant_label, position, name, weight_grams, image, unit_price_paise,
        default_price_paise, quantity, hsn_code, gst_rate)
      select x.id, placed.id, x.product_id, (select v.id from ${productVariants} v where v.id = x.variant_id limit 1), x.variant_label, x.position, x.name,
        x.weight_grams, x.image, x.unit_price_paise, x.default_price_paise, x.quantity, coalesce(p.hsn_code, '0302'), coalesce(p.gst_rate, 0)
      from placed cross join jsonb_to_recordset(${v("items")}::jsonb) as x(id uuid, product_id uuid, variant_id uuid, variant_label text,
        position int, name text, weight_grams int, image text, unit_price_paise int, default_price_paise int, quantity int)
      left join lateral (select hsn_code, gst_rate from ${products} where id = x.product_id limit 1) p on true
      returning 1
    ), marked as (
      update ${checkouts} set status = 'paid', order_id = placed.id from placed where ${checkouts}.id = ${v("checkoutId")}::uuid and ${checkouts}.status = 'pending'
      returning 1
    ), emptied as (
      delete from ${cartLines} where id = any (array(select id from held)) and exists (select 1 from placed)
      returning 1
    ), uncouponed as (
      -- The code was for this order: the next basket starts without one (issue 32).
      delete from ${basketCoupons} where user_id = ${v("userId")}::uuid and exists (select 1 from placed)
      returning 1
    ), alongside as (${notice})
    select id, bill_id, bill_number`;
  });
}

// Drizzle's name for the unique constraint on orders.bill_id (migration 0000).
const BILL_ID_UNIQUE = "orders_bill_id_unique";
