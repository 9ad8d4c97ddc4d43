import { randomUUID } from "node:crypto";
import {
  deliveryDate,
  deliveryDayOf,
  deliveryInWords,
  describeDeliveryHours,
  effectivePrice,
  expressClosedMessage,
  firstShortLine,
  gramsNeeded,
  indiaTime,
  isWithinDeliveryHours,
  MESSAGES,
  priceBasket,
  priceWithOffers,
  SERVER_MESSAGES,
  stockShortMessage,
  unavailableItemsMessage,
  type CheckoutStart,
  type CheckoutStartBody,
  type DeliveryHours,
  type PaymentFields,
} from "@taaza/domain";
import type { Clock } from "../../platform/clock.ts";
import type { Database } from "../../platform/database/client.ts";
import { inTransaction } from "../../platform/database/in-transaction.ts";
import { conflict, invalid, notFound, upstreamFailed } from "../../platform/errors.ts";
import type { Logger } from "../../platform/logger.ts";
import type { PaymentProvider } from "../../platform/ports/payment-provider.ts";
import type { PricedLineRow } from "../../read-models/basket-lines.ts";
import { readCheckoutInputs } from "../../read-models/checkout-reading.ts";
import {
  insertCheckoutHoldingStock,
  readStockBeforeHolding,
  StockShortError,
  type StockBeforeHolding,
} from "../../read-models/stock-holding.ts";
import type { DeliverySlots } from "../delivery-slots/index.ts";
import { isTestProvider } from "../payments/index.ts";
import type { Promotions } from "../promotions/index.ts";
import type { Stock } from "../stock/index.ts";
import { basketFingerprint } from "./basket-fingerprint.ts";
import {
  claimUnsettledCheckouts,
  findCheckout,
  insertCheckout,
  markCheckoutExpired,
  markCheckoutRejected,
  unsettledCheckouts,
} from "./checkout-repository.ts";
import type { CheckoutLine, CheckoutRow, ShippingAddress } from "./checkout-tables.ts";

export interface CheckoutDeps {
  db: Database;
  clock: Clock;
  config: {
    /** The shop's name, shown in the payment form. */
    shopName: string;
    /** When riders are out (DELIVERY_HOURS): express delivery is offered only then. */
    deliveryHours: DeliveryHours;
  };
  payments: PaymentProvider;
  deliverySlots: Pick<DeliverySlots, "checkSlotOpen" | "holdSlotPlace">;
  /** A checkout that closes unpaid gives back the grams it held. */
  stock: Pick<Stock, "giveBackCheckout">;
  /** The basket's offers: the code's use is taken with the checkout (issue 32). */
  promotions: Pick<Promotions, "holdSince" | "reserveCouponUse" | "termsOf" | "offerLinesOf">;
}

/**
 * Starts a payment: price the basket from the database, check the address and the slot against
 * the server's clock, keep a snapshot of all of it as a pending checkout, and ask the provider
 * for an order of exactly that amount.
 */
export async function startCheckout(deps: CheckoutDeps, log: Logger, userId: string, body: CheckoutStartBody): Promise<CheckoutStart> {
  const { db, payments } = deps;
  const now = deps.clock.now();
  // The day the customer saw, as the date it was then: "Tomorrow" chosen at 23:58 and paid for
  // at 00:00 is today's slot now, not the next day's; a date already gone is chosen again.
  const day = body.date === undefined ? body.day : deliveryDayOf(body.date, now);
  if (day === null) throw invalid(SERVER_MESSAGES.order.slotGone);
  // One round trip reads the customer, basket, address, its pincode, the slot's settings and the date's stock.
  const inputs = await readCheckoutInputs(db, {
    userId,
    addressId: body.addressId,
    deliveryDate: deliveryDate(day, now),
    couponUsesSince: deps.promotions.holdSince(now),
  });
  const { contact: user, basket, address } = inputs;
  if (!user) throw notFound("User not found");
  if (basket.length === 0) throw invalid(SERVER_MESSAGES.order.emptyBasket);
  const unavailable = basket.filter((line) => line.product.isArchived || !line.variant.inStock);
  if (unavailable.length > 0) throw invalid(unavailableItemsMessage(unavailable.map((l) => l.product.name)));
  if (!address) throw notFound(SERVER_MESSAGES.address.notFound);
  const { pincode } = inputs;
  if (!pincode) throw invalid(MESSAGES.address.notServiceable);
  const { deliveryHours } = deps.config;
  if (body.slot === "90mins" && day === "Today" && !isWithinDeliveryHours(now, deliveryHours)) {
    throw invalid(expressClosedMessage(describeDeliveryHours(deliveryHours)));
  }
  const slotRequest = { day, slot: body.slot, userId, now };
  // Refused before the provider is asked for an order: a slot gone (400) or full (409).
  const { date, limited } = await deps.deliverySlots.checkSlotOpen(slotRequest, inputs.settings);

  // The grams each line needs of its product's stock for the date (its variant's weight per unit,
  // docs/decisions/023): refused before the provider is
  // asked for an order when plainly short (409 naming the product), held below in the statement
  // that stores the checkout, where racing customers end with exactly what fits.
  const need = basket.map((line) => ({
    productId: line.product.id,
    name: line.product.name,
    grams: gramsNeeded({ weight: line.variant.weightGrams, grossWeight: line.variant.grossWeightGrams }, line.quantity),
  }));
  const refuseShort = (stock: StockBeforeHolding) => {
    const short = firstShortLine(need, stock.stock, ownHeldOf(stock));
    if (short) throw conflict(stockShortMessage(short.line.name, short.leftGrams, day));
  };
  refuseShort(inputs.stock);
  const holdsStock = inputs.stock.stock.length > 0 || inputs.stock.ownHeld.length > 0;

  const lines = basket.map(toCheckoutLine);
  // The offers recomputed from the database: free delivery, and the basket's code, which is
  // refused here (409, before the provider is asked) when it no longer applies.
  const { basketCoupon } = inputs;
  const offered = priceWithOffers(deps.promotions.offerLinesOf(lines.map((l, i) => ({ ...l, category: basket[i]!.product.category }))), {
    fullChargePaise: pincode.deliveryChargesPaise,
    freeDeliveryMinPaise: inputs.freeDeliveryMinPaise,
    coupon: basketCoupon && { terms: deps.promotions.termsOf(basketCoupon.coupon), standing: basketCoupon.standing },
    today: indiaTime(now).date,
  });
  if (offered.coupon && !offered.coupon.ok) throw conflict(offered.coupon.message);
  const couponUse = basketCoupon && offered.discountPaise > 0 ? { couponId: basketCoupon.coupon.id, code: basketCoupon.coupon.code } : null;
  const bill = priceBasket(lines, offered.delivery.chargePaise);
  const amountPaise = bill.totalPaise - offered.discountPaise;
  if (body.amount !== undefined && body.amount !== amountPaise) throw conflict(SERVER_MESSAGES.order.amountChanged);

  const checkoutId = randomUUID();
  let providerOrder;
  try {
    providerOrder = await payments.createOrder({
      amountPaise,
      currency: "INR",
      receipt: checkoutId,
      notes: { checkoutId, userId },
    });
  } catch (error) {
    log.error({ err: error }, "the payment provider did not create an order");
    throw upstreamFailed(MESSAGES.order.paymentInitFailed);
  }
  const shippingAddress: ShippingAddress = {
    firstName: address.firstName,
    lastName: address.lastName,
    address: address.address,
    landmark: address.landmark,
    city: address.city,
    state: address.state,
    pincode: address.pincode,
    phoneNo: address.phoneNo,
  };
  // In a slot with a limit, the place is taken under the slot's lock, with the checkout stored in
  // the same transaction, so racing customers are counted one after the other. The provider's
  // order of a customer refused here is never paid and lapses on its own. A slot without a
  // limit has no last place: the checkout is stored on its own (one statement).
  const store = async (t: Database) => {
    if (limited) await deps.deliverySlots.holdSlotPlace(t, slotRequest);
    const checkout = {
      id: checkoutId,
      userId,
      provider: payments.name,
      providerOrderId: providerOrder.id,
      amountPaise,
      currency: "INR",
      subtotalPaise: bill.subtotalPaise,
      deliveryChargePaise: bill.deliveryChargePaise,
      discountPaise: offered.discountPaise,
      couponCode: couponUse?.code ?? null,
      lines,
      basketFingerprint: basketFingerprint(lines, couponUse?.code ?? null),
      shippingAddress,
      deliveryDate: date,
      slot: body.slot,
      // On the shop's clock, which also decides when the checkout expires (and its slot place lapses).
      createdAt: now,
    };
    // With stock for the date (or an earlier checkout of this customer's holding some), the same
    // one statement stores the checkout and holds the grams; otherwise the checkout alone.
    if (holdsStock) await insertCheckoutHoldingStock(t, checkout, need);
    else await insertCheckout(t, checkout);
    // The code's use is taken under its lock in the same transaction: a code with one use left
    // goes to one checkout, and the others are refused (409) before they pay.
    if (couponUse)
      await deps.promotions.reserveCouponUse(t, {
        couponId: couponUse.couponId,
        userId,
        checkoutId,
        discountPaise: offered.discountPaise,
        now,
      });
  };
  try {
    if (limited || couponUse) await inTransaction(db, async (tx) => store(tx));
    else await store(db);
  } catch (error) {
    if (!(error instanceof StockShortError)) throw error;
    // Someone took the grams since the reading: say what is left now (the statement wrote nothing).
    refuseShort(await readStockBeforeHolding(db, userId, date));
    throw conflict(stockShortMessage(need[0]!.name, 0, day));
  }
  const items = lines.reduce((n, l) => n + l.quantity, 0);
  return {
    order: { id: providerOrder.id, amount: amountPaise, currency: "INR", receipt: checkoutId },
    checkoutId,
    provider: payments.name,
    key: payments.publicKey,
    name: deps.config.shopName,
    description: `${items} ${items === 1 ? "item" : "items"}, delivery ${deliveryInWords(date, body.slot)}`,
    prefill: { name: `${address.firstName} ${address.lastName}`, email: user.email, contact: address.phoneNo },
  };
}

/** Grams this customer's pending checkouts hold per product: a new checkout replaces them. */
function ownHeldOf(stock: StockBeforeHolding): Map<string, number> {
  const held = new Map<string, number>();
  for (const h of stock.ownHeld) held.set(h.productId, (held.get(h.productId) ?? 0) + h.grams);
  return held;
}

/** A basket line as the checkout prices it: its variant's price now (docs/decisions/023). */
export function toCheckoutLine(line: PricedLineRow): CheckoutLine {
  const { product: p, variant: v } = line;
  return {
    productId: p.id,
    variantId: v.id,
    variantLabel: v.label,
    name: p.name,
    weightGrams: v.weightGrams,
    image: p.images[0] ?? null,
    unitPricePaise: effectivePrice({ default: v.defaultPricePaise, sale: v.salePricePaise }),
    defaultPricePaise: v.defaultPricePaise,
    quantity: line.quantity,
  };
}

/** The test checkout acts only for the checkout's owner, and only while it is the active provider. */
async function ownTestCheckout(deps: CheckoutDeps, userId: string, providerOrderId: string) {
  const { payments } = deps;
  if (!isTestProvider(payments)) throw notFound("Test payments are not enabled");
  const checkout = await findCheckout(deps.db, providerOrderId);
  if (!checkout || checkout.userId !== userId || checkout.provider !== "test") throw notFound(SERVER_MESSAGES.order.paymentNotFound);
  return payments;
}

/** The test checkout's "Approve payment": the fields Razorpay's checkout would hand the browser. */
export async function approveTestPayment(deps: CheckoutDeps, userId: string, providerOrderId: string): Promise<PaymentFields> {
  const provider = await ownTestCheckout(deps, userId, providerOrderId);
  return provider.approve(providerOrderId);
}

/** The test checkout's "Fail payment": nothing is settled; the customer may try again. */
export async function failTestPayment(deps: CheckoutDeps, userId: string, providerOrderId: string): Promise<{ message: string }> {
  await ownTestCheckout(deps, userId, providerOrderId);
  return { message: SERVER_MESSAGES.order.paymentFailed };
}

export type { CheckoutRow };
export { claimUnsettledCheckouts, findCheckout, unsettledCheckouts };

/** Closes a pending checkout; the grams it held go back to stock (only when it was pending, so never an order's). */
export async function expireCheckout(deps: Pick<CheckoutDeps, "stock">, tx: Database, checkoutId: string): Promise<void> {
  if (await markCheckoutExpired(tx, checkoutId)) await deps.stock.giveBackCheckout(tx, checkoutId);
}

/** The same for a checkout whose basket changed before its payment came. */
export async function rejectCheckout(deps: Pick<CheckoutDeps, "stock">, tx: Database, checkoutId: string): Promise<void> {
  if (await markCheckoutRejected(tx, checkoutId)) await deps.stock.giveBackCheckout(tx, checkoutId);
}
