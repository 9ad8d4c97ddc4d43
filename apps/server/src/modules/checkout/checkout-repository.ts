import { and, asc, eq, lt, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../platform/database/client.ts";
import { rowFromJson } from "../../platform/database/json-rows.ts";
import { isUniqueViolation, violatedConstraint } from "../../platform/database/db-errors.ts";
import { preparedQuery } from "../../platform/database/prepared-query.ts";
import { addresses, billCounters, cartLines, checkouts, orderItems, orders, products, users } from "../../platform/database/schema.ts";
import type { ShippingAddress } from "../orders/index.ts";

/** A basket line as it was priced when the customer asked to pay. */
export interface CheckoutLine {
  productId: string;
  name: string;
  weightGrams: number;
  image: string | null;
  unitPricePaise: number;
  defaultPricePaise: number;
  quantity: number;
}

export type CheckoutRow = Omit<typeof checkouts.$inferSelect, "lines" | "shippingAddress"> & {
  lines: CheckoutLine[];
  shippingAddress: ShippingAddress;
};

export type NewCheckout = Omit<typeof checkouts.$inferInsert, "lines" | "shippingAddress" | "status" | "orderId"> & {
  id: string;
  currency: string;
  /** The app's clock, not the database's: how long the checkout holds its slot place is judged by it. */
  createdAt: Date;
  lines: CheckoutLine[];
  shippingAddress: ShippingAddress;
};

const insertCheckoutQuery = preparedQuery((db) =>
  db
    .insert(checkouts)
    .values({
      id: sql.placeholder("id"),
      userId: sql.placeholder("userId"),
      provider: sql.placeholder("provider"),
      providerOrderId: sql.placeholder("providerOrderId"),
      amountPaise: sql.placeholder("amountPaise"),
      currency: sql.placeholder("currency"),
      subtotalPaise: sql.placeholder("subtotalPaise"),
      deliveryChargePaise: sql.placeholder("deliveryChargePaise"),
      lines: sql.placeholder("lines"),
      basketFingerprint: sql.placeholder("basketFingerprint"),
      shippingAddress: sql.placeholder("shippingAddress"),
      deliveryDate: sql.placeholder("deliveryDate"),
      slot: sql.placeholder("slot"),
      createdAt: sql.placeholder("createdAt"),
    })
    .prepare(""),
);

export async function insertCheckout(db: Database, values: NewCheckout) {
  await insertCheckoutQuery(db, values);
}

const findCheckoutQuery = preparedQuery((db) =>
  db
    .select()
    .from(checkouts)
    .where(eq(checkouts.providerOrderId, sql.placeholder("providerOrderId")))
    .limit(1)
    .prepare(""),
);

export async function findCheckout(db: Database, providerOrderId: string): Promise<CheckoutRow | undefined> {
  const [row] = await findCheckoutQuery(db, { providerOrderId });
  return row as CheckoutRow | undefined;
}

export async function markCheckoutRejected(db: Database, id: string) {
  await db
    .update(checkouts)
    .set({ status: "rejected" })
    .where(and(eq(checkouts.id, id), eq(checkouts.status, "pending")));
}

export async function markCheckoutExpired(db: Database, id: string) {
  await db
    .update(checkouts)
    .set({ status: "expired" })
    .where(and(eq(checkouts.id, id), eq(checkouts.status, "pending")));
}

/** Checkouts started before `before` and never settled, oldest first: the reconciliation's work. */
export async function unsettledCheckouts(db: Database, before: Date, limit: number): Promise<CheckoutRow[]> {
  const rows = await db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.status, "pending"), lt(checkouts.createdAt, before)))
    .orderBy(asc(checkouts.createdAt))
    .limit(limit);
  return rows as CheckoutRow[];
}

/**
 * Everything a checkout starts from, in one statement: the customer's contact, the basket with
 * its products, the chosen address (only the customer's own), its pincode if served, and the
 * slot settings of the delivery date. Each part is another module's subquery.
 */
export async function readCheckoutInputs(
  db: Database,
  parts: {
    contact: SQL<unknown>;
    basket: SQL<unknown>;
    address: SQL<unknown>;
    pincode: (addressPincode: SQL<unknown>) => SQL<unknown>;
    settings: SQL<unknown>;
    userId: string;
    addressId: string;
  },
): Promise<{ contact: unknown; basket: unknown; address: unknown; pincode: unknown; settings: unknown }> {
  const addressPincode = sql`(select a.pincode from ${addresses} a where a.id = ${parts.addressId} and a.user_id = ${parts.userId})`;
  const result = await db.execute(sql`select ${parts.contact} as contact, ${parts.basket} as basket, ${parts.address} as address,
    ${parts.pincode(addressPincode)} as pincode, ${parts.settings} as settings`);
  return (result as { rows: { contact: unknown; basket: unknown; address: unknown; pincode: unknown; settings: unknown }[] }).rows[0]!;
}

/** A checkout with its customer and what the caller's `parts` selected beside it, read in one statement. */
export type CheckoutWith<P> = { checkout: CheckoutRow; customer: { id: string; username: string; userCode: string; email: string } } & {
  [K in keyof P]: unknown;
};

/**
 * The checkout and with it, in the same round trip, its customer's name and codes and what
 * `parts` selects given the checkout's user id and delivery date columns (the basket, the
 * slot's settings). With `lock`, the checkout is locked until the transaction ends, first (a
 * materialized CTE), so its lock is always taken before those of any basket lines `parts`
 * locks: payments for one checkout are then settled one at a time.
 */
export async function readCheckoutWith<P extends Record<string, SQL<unknown>>>(
  db: Database,
  providerOrderId: string,
  parts: (columns: { userId: SQL; deliveryDate: SQL }) => P,
  options: { lock: boolean },
): Promise<CheckoutWith<P> | undefined> {
  // A name no subquery of another module uses as an alias.
  const extra = parts({ userId: sql.raw("read_checkout.user_id"), deliveryDate: sql.raw("read_checkout.delivery_date") });
  const columns = sql.join(
    Object.entries(extra).map(([name, part]) => sql`${part} as ${sql.identifier(name)}`),
    sql`, `,
  );
  const lock = options.lock ? sql` for update` : sql``;
  const result = await db.execute(sql`
    with read_checkout as materialized (select * from ${checkouts} where provider_order_id = ${providerOrderId} limit 1${lock})
    select to_jsonb(read_checkout) as checkout,
      (select jsonb_build_object('id', u.id, 'username', u.username, 'userCode', u.user_code, 'email', u.email) from ${users} u
        where u.id = read_checkout.user_id) as customer,
      ${columns}
    from read_checkout`);
  const [row] = (result as { rows: Record<string, unknown>[] }).rows;
  if (!row) return undefined;
  const checkout = rowFromJson(checkouts, row.checkout as Record<string, unknown>) as CheckoutRow;
  return { ...row, checkout, customer: row.customer } as CheckoutWith<P>;
}

/**
 * The settling statement: creates the order under the first free bill id of `billIds`, takes
 * the next bill number of the financial year, writes the items (with each product's HSN code
 * and GST rate as they are now; a product deleted meanwhile is billed as exempt fresh fish),
 * marks the checkout paid and removes the paid basket lines: one round trip. `alongside` rides
 * in the same statement, only when the order is made: other modules' notice insert (a
 * data-modifying CTE, conditioned on `orderPlaced`) and notification expression.
 *
 * It is its own guard, so it is safe alone (autocommit) as well as inside settlement's
 * transaction, where it only takes again the locks that transaction already holds. It locks the
 * checkout, then the customer's basket lines, in the order the locked settlement takes them (so
 * the two never deadlock), and places the order only if the checkout is still pending and the
 * basket is still exactly `lines` (the same lines, the same quantities, none added): what the
 * caller read, judged and fingerprinted. Answers null when it placed nothing: the checkout or the
 * basket changed since they were read, or another order took the drawn bill id at the same
 * moment (then the statement fails and writes nothing, so no bill number is skipped). The caller
 * reads again and judges again.
 */
export async function insertPaidOrder(
  db: Database,
  paid: {
    /** The new order's id (chosen here, so the statement's other parts can name it). */
    orderId: string;
    checkout: CheckoutRow;
    providerPaymentId: string;
    overbooked: "full" | "closed" | "cut-off" | null;
    billIds: string[];
    bill: { series: string; financialYear: string };
    /** The basket as read: each line's id and quantity. */
    lines: { id: string; quantity: number }[];
    now: Date;
    alongside: (orderPlaced: SQL) => { insert: SQL; notify: SQL | null };
  },
): Promise<{ id: string; billId: string; billNumber: string } | null> {
  const { checkout, bill } = paid;
  const now = paid.now.toISOString();
  const items = checkout.lines.map((l, position) => ({
    product_id: l.productId,
    position,
    name: l.name,
    weight_grams: l.weightGrams,
    image: l.image,
    unit_price_paise: l.unitPricePaise,
    default_price_paise: l.defaultPricePaise,
    quantity: l.quantity,
  }));
  const alongside = paid.alongside(sql.raw("exists (select 1 from placed)"));
  // Each drawn bill id, line and product is looked up by its index (a `limit 1` subquery, which
  // the planner cannot turn into a join): a young table without statistics otherwise gets a hash
  // join over every order and product, which grows with the shop.
  let result;
  try {
    result = await db.execute(sql`
    with gate as (
      select id from ${checkouts} where id = ${checkout.id}::uuid and status = 'pending' for update
    ), held as (
      select l.id, l.quantity from ${cartLines} l where l.user_id = ${checkout.userId}::uuid and exists (select 1 from gate) for update of l
    ), unchanged as (
      select 1 from gate
      where (select count(*) from held) = ${paid.lines.length}
        and (select count(*) from held join jsonb_to_recordset(${JSON.stringify(paid.lines)}::jsonb) as x(id uuid, quantity int)
          on x.id = held.id and x.quantity = held.quantity) = ${paid.lines.length}
    ), pick as (
      select c.value as bill_id from jsonb_array_elements_text(${JSON.stringify(paid.billIds)}::jsonb) with ordinality as c(value, k)
      where exists (select 1 from unchanged) and (select o.id from ${orders} o where o.bill_id = c.value limit 1) is null
      order by c.k limit 1
    ), counter as (
      insert into ${billCounters} (series, financial_year, last_number)
      select ${bill.series}::text, ${bill.financialYear}::text, 1 from pick
      on conflict (series, financial_year) do update set last_number = ${billCounters}.last_number + 1
      returning last_number
    ), placed as (
      insert into ${orders} (id, bill_id, user_id, status, shipping_address, subtotal_paise, delivery_charge_paise, bill_price_paise, delivery_date, slot,
        payment_method, provider, provider_order_id, provider_payment_id, checkout_id, overbooked, bill_number, billed_at, created_at)
      select ${paid.orderId}::uuid, pick.bill_id, ${checkout.userId}::uuid, 'Pending', ${JSON.stringify(checkout.shippingAddress)}::jsonb, ${checkout.subtotalPaise}::int,
        ${checkout.deliveryChargePaise}::int, ${checkout.amountPaise}::int, ${checkout.deliveryDate}::date, ${checkout.slot}::text, 'Online',
        ${checkout.provider}::text, ${checkout.providerOrderId}::text, ${paid.providerPaymentId}::text, ${checkout.id}::uuid, ${paid.overbooked}::text,
        ${bill.series}::text || '/' || ${bill.financialYear}::text || '/' || lpad(counter.last_number::text, greatest(6, length(counter.last_number::text)), '0'),
        ${now}::timestamptz, ${now}::timestamptz
      from pick, counter
      returning id, bill_id, bill_number
    ), items as (
      insert into ${orderItems} (order_id, product_id, position, name, weight_grams, image, unit_price_paise, default_price_paise, quantity, hsn_code, gst_rate)
      select placed.id, x.product_id, x.position, x.name, x.weight_grams, x.image, x.unit_price_paise, x.default_price_paise, x.quantity,
        coalesce(p.hsn_code, '0302'), coalesce(p.gst_rate, 0)
      from placed cross join jsonb_to_recordset(${JSON.stringify(items)}::jsonb) as x(product_id uuid, position int, name text, weight_grams int, image text,
        unit_price_paise int, default_price_paise int, quantity int)
      left join lateral (select hsn_code, gst_rate from ${products} where id = x.product_id limit 1) p on true
      returning 1
    ), marked as (
      update ${checkouts} set status = 'paid', order_id = placed.id from placed where ${checkouts}.id = ${checkout.id}::uuid and ${checkouts}.status = 'pending'
      returning 1
    ), emptied as (
      delete from ${cartLines} where id = any (array(select id from held)) and exists (select 1 from placed)
      returning 1
    ), alongside as (${alongside.insert})
    -- "notified" is never read: selecting it is what makes PostgreSQL evaluate the pg_notify.
    select id, bill_id, bill_number${alongside.notify ? sql`, ${alongside.notify} is null as notified` : sql``} from placed`);
  } catch (error) {
    if (isUniqueViolation(error) && violatedConstraint(error) === BILL_ID_UNIQUE) return null;
    throw error;
  }
  const [row] = (result as { rows: { id: string; bill_id: string; bill_number: string }[] }).rows;
  return row ? { id: row.id, billId: row.bill_id, billNumber: row.bill_number } : null;
}

// Drizzle's name for the unique constraint on orders.bill_id (migration 0000).
const BILL_ID_UNIQUE = "orders_bill_id_unique";
