import { sql } from "drizzle-orm";
import { users } from "../modules/accounts/accounts-tables.ts";
import { addresses } from "../modules/addresses/addresses-tables.ts";
import { checkouts, type CheckoutRow } from "../modules/checkout/checkout-tables.ts";
import { pincodes } from "../modules/delivery/delivery-tables.ts";
import { orders } from "../modules/orders/orders-tables.ts";
import type { Database } from "../platform/database/client.ts";
import { rowFromJson } from "../platform/database/json-rows.ts";
import { preparedStatement } from "../platform/database/prepared-query.ts";
import { firstRow } from "../platform/database/raw-rows.ts";
import {
  basketCouponFromJson,
  basketCouponJson,
  basketCouponCodeSql,
  freeDeliveryMinSql,
  hasBasketCouponSql,
  type BasketCouponReading,
} from "./basket-offers.ts";
import { pricedLinesFromJson, pricedLinesJson, type PricedLineRow } from "./basket-lines.ts";
import { stockBeforeHoldingJson, type StockBeforeHolding } from "./stock-holding.ts";
import { capacitySettingsFromJson, capacitySettingsJson, type CapacitySettings } from "./capacity-settings.ts";

export type AddressRow = typeof addresses.$inferSelect;
export type PincodeRow = typeof pincodes.$inferSelect;

/** Everything a checkout starts from. */
export interface CheckoutInputs {
  /** How to reach the customer (the payment form is prefilled with it); undefined for no such user. */
  contact: { username: string; email: string } | undefined;
  basket: PricedLineRow[];
  /** The chosen address, only if it is the customer's own. */
  address: AddressRow | undefined;
  /** The address's pincode, only if the shop serves it. */
  pincode: PincodeRow | undefined;
  /** The slot settings of the delivery date. */
  settings: CapacitySettings;
  /** The delivery date's stock of the basket's products, and what this customer's pending checkouts hold of it. */
  stock: StockBeforeHolding;
  /** The code typed for the basket with the customer's standing (issue 32); null for none. */
  basketCoupon: BasketCouponReading | null;
  /** The free-delivery threshold of the address's pincode in paise (its own, else the shop-wide one); null for none. */
  freeDeliveryMinPaise: number | null;
}

// Every order runs it: built once (its parts cost more to put together than to send), with the
// customer, the address and the delivery date as placeholders. Of the offers it asks only whether
// the basket has a code: the code's standing (the customer's orders, every use of the code
// counted) is read for a basket with one (`basketCouponStatement`). Setting up those subqueries
// in every order's statement cost PostgreSQL more than running the rest of it (issue 28).
const checkoutInputsStatement = preparedStatement<{ userId: string; addressId: string; deliveryDate: string }>(() => {
  const userId = sql.placeholder("userId");
  const addressId = sql.placeholder("addressId");
  const deliveryDate = sql.placeholder("deliveryDate");
  const contact = sql`(select jsonb_build_object('username', u.username, 'email', u.email) from ${users} u where u.id = ${userId})`;
  const address = sql`(select to_jsonb(a) from ${addresses} a where a.id = ${addressId} and a.user_id = ${userId})`;
  const addressPincode = sql`(select a.pincode from ${addresses} a where a.id = ${addressId} and a.user_id = ${userId})`;
  const pincode = sql`(select to_jsonb(p) from ${pincodes} p where p.pincode = ${addressPincode} and p.status limit 1)`;
  return sql`select ${contact} as contact, ${pricedLinesJson(userId)} as basket, ${address} as address,
    ${pincode} as pincode, ${capacitySettingsJson(deliveryDate)} as settings,
    ${stockBeforeHoldingJson(userId, deliveryDate)} as stock, ${hasBasketCouponSql(userId)} as "hasBasketCoupon",
    ${freeDeliveryMinSql(addressPincode)} as "freeDeliveryMin"`;
});

/** The basket's code with the customer's standing, for a basket that has one. */
const basketCouponStatement = preparedStatement<{ userId: string; couponUsesSince: string }>(
  () => sql`select ${basketCouponJson(sql.placeholder("userId"), sql.placeholder("couponUsesSince"))} as "basketCoupon"`,
);

/**
 * Everything a checkout starts from, in one statement: the customer's contact, the basket with
 * its products, the chosen address (only the customer's own), its pincode if served, and the
 * slot settings of the delivery date; a basket with a code reads the code's standing in a second.
 */
export async function readCheckoutInputs(
  db: Database,
  request: { userId: string; addressId: string; deliveryDate: string; couponUsesSince: Date },
): Promise<CheckoutInputs> {
  const { userId, addressId, deliveryDate } = request;
  const result = await checkoutInputsStatement(db, { userId, addressId, deliveryDate });
  const row = firstRow<{
    contact: unknown;
    basket: unknown;
    address: unknown;
    pincode: unknown;
    settings: unknown;
    stock: StockBeforeHolding;
    hasBasketCoupon: boolean;
    freeDeliveryMin: number | null;
  }>(result)!;
  // A code taken off the basket between the two reads is no code: the checkout goes without it.
  const basketCoupon = row.hasBasketCoupon
    ? basketCouponFromJson(
        firstRow<{ basketCoupon: unknown }>(
          await basketCouponStatement(db, { userId, couponUsesSince: request.couponUsesSince.toISOString() }),
        )!.basketCoupon,
      )
    : null;
  return {
    contact: (row.contact ?? undefined) as CheckoutInputs["contact"],
    basket: pricedLinesFromJson(row.basket, userId),
    address: row.address ? rowFromJson(addresses, row.address as Record<string, unknown>) : undefined,
    pincode: row.pincode ? rowFromJson(pincodes, row.pincode as Record<string, unknown>) : undefined,
    settings: capacitySettingsFromJson(row.settings),
    stock: row.stock,
    basketCoupon,
    freeDeliveryMinPaise: row.freeDeliveryMin === null ? null : Number(row.freeDeliveryMin),
  };
}

/** Who placed an order, as the order's view names them. */
export interface Customer {
  id: string;
  username: string;
  userCode: string;
  email: string;
}

/** A checkout with what settling it needs. */
export interface SettlementReading {
  checkout: CheckoutRow;
  customer: Customer;
  /** The customer's basket now (locked after the checkout, with `lock`). */
  basket: PricedLineRow[];
  /** The slot settings of the checkout's delivery date. */
  settings: CapacitySettings;
  /** The provider payment of the checkout's order, once it has one: any other payment is not the order's. */
  orderPaymentId: string | null;
  /** The code typed for the basket now (issue 32): part of what the payment was for. */
  basketCouponCode: string | null;
}

// Every payment runs one (the locked one when the settlement takes a transaction): built once.
function settlementStatementOf(options: { lock: boolean }) {
  return preparedStatement<{ providerOrderId: string }>(() => {
    const lock = options.lock ? sql` for update` : sql``;
    return sql`
    with read_checkout as materialized (select * from ${checkouts} where provider_order_id = ${sql.placeholder("providerOrderId")} limit 1${lock})
    select to_jsonb(read_checkout) as checkout,
      (select jsonb_build_object('id', u.id, 'username', u.username, 'userCode', u.user_code, 'email', u.email) from ${users} u
        where u.id = read_checkout.user_id) as customer,
      ${pricedLinesJson(sql.raw("read_checkout.user_id"), options)} as "basket", ${capacitySettingsJson(sql.raw("read_checkout.delivery_date"))} as "settings",
      (select o.provider_payment_id from ${orders} o where o.id = read_checkout.order_id) as "orderPaymentId",
      ${basketCouponCodeSql(sql.raw("read_checkout.user_id"))} as "basketCouponCode"
    from read_checkout`;
  });
}
const settlementStatement = settlementStatementOf({ lock: false });
const lockedSettlementStatement = settlementStatementOf({ lock: true });

/**
 * The checkout and with it, in the same round trip, its customer's name and codes, the customer's
 * basket and the slot settings of its delivery date. With `lock`, the checkout is locked until
 * the transaction ends, first (a materialized CTE), so its lock is always taken before those of
 * the basket lines: payments for one checkout are then settled one at a time.
 */
export async function readForSettlement(
  db: Database,
  providerOrderId: string,
  options: { lock: boolean },
): Promise<SettlementReading | undefined> {
  const result = await (options.lock ? lockedSettlementStatement : settlementStatement)(db, { providerOrderId });
  const row = firstRow<{
    checkout: Record<string, unknown>;
    customer: Customer;
    basket: unknown;
    settings: unknown;
    orderPaymentId: string | null;
    basketCouponCode: string | null;
  }>(result);
  if (!row) return undefined;
  const checkout = rowFromJson(checkouts, row.checkout);
  return {
    checkout,
    customer: row.customer,
    basket: pricedLinesFromJson(row.basket, checkout.userId),
    settings: capacitySettingsFromJson(row.settings),
    orderPaymentId: row.orderPaymentId ?? null,
    basketCouponCode: row.basketCouponCode ?? null,
  };
}
