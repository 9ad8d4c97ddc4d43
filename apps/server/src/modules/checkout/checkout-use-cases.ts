import type { ShopMetrics } from "../../platform/http/metrics.ts";
import { randomInt, randomUUID } from "node:crypto";
import {
  BILL_SERIES,
  deliveryDate,
  effectivePrice,
  financialYear,
  newBillId,
  isBuyable,
  isWithinDeliveryHours,
  expressClosedMessage,
  describeDeliveryHours,
  MESSAGES,
  SERVER_MESSAGES,
  priceBasket,
  unavailableItemsMessage,
  type CheckoutStart,
  type CheckoutStartBody,
  type Order,
  type OverbookedReason,
  type PaymentFields,
  REFUND_MESSAGES,
} from "@taaza/domain";
import type { AppDeps } from "../../app-deps.ts";
import type { Database } from "../../platform/database/client.ts";
import { inTransaction } from "../../platform/database/in-transaction.ts";
import { conflict, invalid, notFound, notPaid, upstreamFailed } from "../../platform/errors.ts";
import { checkSlotOpenWith, holdSlotPlace, slotStandingWith, uncountedSlotStanding } from "../delivery-slots/index.ts";
import { orderChangeAnnouncement } from "../live-orders/index.ts";
import type { BasketLineRow } from "../../read-models/basket-lines.ts";
import { readCheckoutInputs, readForSettlement, type SettlementReading } from "../../read-models/checkout-reading.ts";
import { findOrderView, newOrderView } from "../../read-models/order-views.ts";
import { insertPaidOrder } from "../../read-models/settling-statement.ts";
import { claimWebhookEvent, ensureCaptured } from "../payments/index.ts";
import { dispatchRefunds, refundOrphanPayment } from "../refunds/index.ts";
import { basketFingerprint } from "./basket-fingerprint.ts";
import { insertCheckout, markCheckoutExpired, markCheckoutRejected } from "./checkout-repository.ts";
import type { CheckoutLine, CheckoutRow, ShippingAddress } from "./checkout-tables.ts";
import { PaymentProviderError, type PaymentProvider } from "../../platform/ports/payment-provider.ts";
import type { OrderAnnouncement } from "../../platform/ports/order-events.ts";

export interface PaymentLog {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/**
 * Starts a payment: price the basket from the database, check the address and the slot against
 * the server's clock, keep a snapshot of all of it as a pending checkout, and ask the provider
 * for an order of exactly that amount.
 */
export async function startCheckout(
  deps: AppDeps,
  payments: PaymentProvider,
  log: PaymentLog,
  userId: string,
  body: CheckoutStartBody,
): Promise<CheckoutStart> {
  const { db } = deps;
  const now = deps.now();
  // One round trip reads the customer, basket, address, its pincode and the slot's settings.
  const inputs = await readCheckoutInputs(db, { userId, addressId: body.addressId, deliveryDate: deliveryDate(body.day, now) });
  const { contact: user, basket, address } = inputs;
  if (!user) throw notFound("User not found");
  if (basket.length === 0) throw invalid(SERVER_MESSAGES.order.emptyBasket);
  const unavailable = basket.filter((line) => !isBuyable(line.product));
  if (unavailable.length > 0) throw invalid(unavailableItemsMessage(unavailable.map((l) => l.product.name)));
  if (!address) throw notFound(SERVER_MESSAGES.address.notFound);
  const { pincode } = inputs;
  if (!pincode) throw invalid(MESSAGES.address.notServiceable);
  const { deliveryHours } = deps.config.shop;
  if (body.slot === "90mins" && body.day === "Today" && !isWithinDeliveryHours(now, deliveryHours)) {
    throw invalid(expressClosedMessage(describeDeliveryHours(deliveryHours)));
  }
  const slotRequest = { day: body.day, slot: body.slot, userId, now, holdMs: deps.config.checkoutExpiryMs, hours: deliveryHours };
  // Refused before the provider is asked for an order: a slot gone (400) or full (409).
  const { date, limited } = await checkSlotOpenWith(db, slotRequest, inputs.settings);

  const lines = basket.map(toCheckoutLine);
  const bill = priceBasket(lines, pincode.deliveryChargesPaise);
  if (body.amount !== undefined && body.amount !== bill.totalPaise) throw conflict(SERVER_MESSAGES.order.amountChanged);

  const checkoutId = randomUUID();
  let providerOrder;
  try {
    providerOrder = await payments.createOrder({
      amountPaise: bill.totalPaise,
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
    if (limited) await holdSlotPlace(t, slotRequest);
    await insertCheckout(t, {
      id: checkoutId,
      userId,
      provider: payments.name,
      providerOrderId: providerOrder.id,
      amountPaise: bill.totalPaise,
      currency: "INR",
      subtotalPaise: bill.subtotalPaise,
      deliveryChargePaise: bill.deliveryChargePaise,
      lines,
      basketFingerprint: basketFingerprint(lines),
      shippingAddress,
      deliveryDate: date,
      slot: body.slot,
      // On the shop's clock, which also decides when the checkout expires (and its slot place lapses).
      createdAt: now,
    });
  };
  if (limited) await inTransaction(db, async (tx) => store(tx));
  else await store(db);
  const items = lines.reduce((n, l) => n + l.quantity, 0);
  return {
    order: { id: providerOrder.id, amount: bill.totalPaise, currency: "INR", receipt: checkoutId },
    checkoutId,
    provider: payments.name,
    key: payments.publicKey,
    name: deps.config.shop.name,
    description: `${items} ${items === 1 ? "item" : "items"}, delivery ${body.day} ${body.slot}`,
    prefill: { name: `${address.firstName} ${address.lastName}`, email: user.email, contact: address.phoneNo },
  };
}

/**
 * The browser's proof of payment: the signature is verified, the payment is read from the
 * provider and captured for the checkout's amount if it is only authorized, then it is settled
 * by the webhook's rules: at once when nothing stands in the way (`settleAtOnce`), otherwise by
 * the locked settlement. A checkout already paid answers its order without asking again.
 */
export async function validatePayment(
  deps: AppDeps,
  payments: PaymentProvider,
  log: PaymentLog,
  userId: string,
  fields: PaymentFields,
): Promise<Order> {
  const signed = payments.verifyCheckoutSignature({
    orderId: fields.razorpay_order_id,
    paymentId: fields.razorpay_payment_id,
    signature: fields.razorpay_signature,
  });
  if (!signed) throw invalid(MESSAGES.order.paymentVerifyFailed);
  // The checkout with what settling it needs, unlocked: most payments then settle in one more statement.
  const read = await readForSettlement(deps.db, fields.razorpay_order_id, { lock: false });
  if (!read || read.checkout.userId !== userId || read.checkout.provider !== payments.name)
    throw notFound(SERVER_MESSAGES.order.paymentNotFound);
  const { checkout } = read;
  let amountPaise: number | undefined;
  if (checkout.status === "pending") {
    const capture = await captureOrExplain(payments, log, {
      orderId: checkout.providerOrderId,
      paymentId: fields.razorpay_payment_id,
      amountPaise: checkout.amountPaise,
    });
    amountPaise = capture.amountPaise;
  }
  const payment: VerifiedPayment = {
    provider: payments.name,
    providerOrderId: fields.razorpay_order_id,
    providerPaymentId: fields.razorpay_payment_id,
    ownerId: userId,
    ...(amountPaise === undefined ? {} : { amountPaise }),
  };
  const rules = settleRules(deps);
  const outcome = (await settleAtOnce(deps.db, read, payment, rules)) ?? (await settlePayment(deps.db, payment, rules));
  countSettlement(deps.metrics, outcome, "browser");
  await afterSettlement(deps, payments, log, outcome);
  if (outcome.kind === "unknown" || outcome.kind === "amount-mismatch" || outcome.kind === "duplicate")
    throw notFound(SERVER_MESSAGES.order.paymentNotFound);
  // The customer paid for something that will not be delivered: say so, and that it is coming back.
  if (outcome.kind === "rejected") throw conflict(REFUND_MESSAGES.order.basketChangedRefunded);
  if (outcome.kind === "expired") throw conflict(REFUND_MESSAGES.order.checkoutExpiredRefunded);
  // A new order's view comes from what the settling statement wrote; a repeat reads it.
  const order = outcome.created && outcome.view ? outcome.view : await findOrderView(deps.db, outcome.orderId);
  if (!order) throw new Error(`Order ${outcome.orderId} vanished`);
  return order;
}

/** Counts what a settlement did, once: a retry that finds its order is not a second payment. */
export function countSettlement(metrics: ShopMetrics | undefined, outcome: SettleOutcome, path: "browser" | "webhook"): void {
  if (!metrics) return;
  if (outcome.kind === "order" && outcome.created) {
    metrics.paymentSettled(path);
    metrics.orderPlaced();
  } else if ((outcome.kind === "rejected" || outcome.kind === "expired") && outcome.refundId) {
    metrics.paymentRefundDue(path);
  }
}

async function captureOrExplain(
  payments: PaymentProvider,
  log: PaymentLog,
  expected: { orderId: string; paymentId: string; amountPaise: number },
) {
  let outcome;
  try {
    outcome = await ensureCaptured(payments, expected);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    log.error(
      { err: error, providerOrderId: expected.orderId, providerPaymentId: expected.paymentId },
      "could not confirm the payment with the provider",
    );
    throw upstreamFailed(SERVER_MESSAGES.order.paymentConfirmLater);
  }
  if (outcome.kind === "not-paid") {
    log.warn(
      { providerOrderId: expected.orderId, providerPaymentId: expected.paymentId, reason: outcome.reason },
      "signed payment is not a captured payment of the checkout's amount",
    );
    throw notPaid(SERVER_MESSAGES.order.paymentNotCaptured);
  }
  return outcome.payment;
}

/** After the settling transaction committed: send the refund it made, and tell staff of a new order. */
export async function afterSettlement(deps: AppDeps, payments: PaymentProvider, log: PaymentLog, outcome: SettleOutcome): Promise<void> {
  if (outcome.kind === "rejected" || outcome.kind === "expired") {
    if (outcome.refundId)
      log.warn({ refundId: outcome.refundId, outcome: outcome.kind }, "a payment that made no order is refunded in full");
    await dispatchRefunds(deps, payments, log, [outcome.refundId]);
  }
  // Staff's screens hear of a new order at once (the other processes' through the settling
  // statement's NOTIFY, sent at its commit); a retry that finds its order is no news.
  if (outcome.kind === "order" && outcome.created) outcome.announced?.deliverHere();
}

export type SettleOutcome =
  | { kind: "order"; orderId: string; created: boolean; view?: Order; announced?: OrderAnnouncement }
  /** The basket changed, or the checkout expired: the payment is refunded (refundId: newly, else already). */
  | { kind: "rejected"; refundId: string | null }
  | { kind: "expired"; refundId: string | null }
  | { kind: "unknown" }
  | { kind: "amount-mismatch" }
  /** A webhook event already handled. */
  | { kind: "duplicate" };

export interface SettleRules {
  now: Date;
  /** A checkout older than this when its payment arrives has expired. */
  checkoutExpiryMs: number;
  /** Staff's live screens' news of a new order, sent by the settling statement itself. */
  announce(orderId: string, at: Date): OrderAnnouncement;
}

export function settleRules(deps: AppDeps): SettleRules {
  return {
    now: deps.now(),
    checkoutExpiryMs: deps.config.checkoutExpiryMs,
    announce: (orderId, at) => orderChangeAnnouncement(deps, { orderId, kind: "placed", at }),
  };
}

export interface VerifiedPayment {
  provider: string;
  providerOrderId: string;
  providerPaymentId: string;
  /** Only this user's checkout may be settled (the browser path). */
  ownerId?: string;
  /** The amount the provider says was paid (the webhook path). */
  amountPaise?: number;
  /** The provider's webhook event id: claimed with the settlement, so a redelivery does nothing. */
  eventId?: string;
}

type SettlementRead = SettlementReading;

/** What a payment deserves, given its checkout and basket as read. */
type Judgement =
  | { kind: "unknown" }
  | { kind: "amount-mismatch" }
  | { kind: "already-placed"; orderId: string }
  | { kind: "already-rejected" | "expire" | "reject"; checkout: CheckoutRow }
  | { kind: "place"; read: SettlementRead; basket: BasketLineRow[] };

function judgePayment(read: SettlementRead | undefined, payment: VerifiedPayment, rules: SettleRules): Judgement {
  if (!read || read.checkout.provider !== payment.provider) return { kind: "unknown" };
  const { checkout } = read;
  if (payment.ownerId !== undefined && checkout.userId !== payment.ownerId) return { kind: "unknown" };
  if (checkout.status === "paid" && checkout.orderId) return { kind: "already-placed", orderId: checkout.orderId };
  if (payment.amountPaise !== undefined && payment.amountPaise !== checkout.amountPaise) return { kind: "amount-mismatch" };
  if (checkout.status === "rejected") return { kind: "already-rejected", checkout };
  if (checkout.status === "expired" || rules.now.getTime() - checkout.createdAt.getTime() > rules.checkoutExpiryMs)
    return { kind: "expire", checkout };
  const { basket } = read;
  if (basketFingerprint(basket.map(toCheckoutLine)) !== checkout.basketFingerprint) return { kind: "reject", checkout };
  return { kind: "place", read, basket };
}

/**
 * Turns a verified payment into an order, once. The checkout row is locked, so the browser's
 * validation, its retries and the provider's webhooks settle one after the other: the first
 * creates the order, the rest find it. In the same transaction the basket the customer paid
 * for is emptied; if the basket changed since the payment started, nothing is created.
 */
export async function settlePayment(db: Database, payment: VerifiedPayment, rules: SettleRules): Promise<SettleOutcome> {
  // The settling statement places nothing when another order takes the drawn bill id at the same
  // moment (ids are short), or the basket gained a line since it was locked: the whole settlement
  // is rolled back, so no bill number is skipped, and made again from a new reading.
  for (let attempt = 1; ; attempt++) {
    try {
      return await settleOnce(db, payment, rules);
    } catch (error) {
      if (!(error instanceof SettleAgain) || attempt >= 5) throw error;
    }
  }
}

class SettleAgain extends Error {
  constructor() {
    super("The settling statement placed nothing; the settlement is tried again");
  }
}

/**
 * The common case, without a transaction: a pending checkout within its time, paid for the basket
 * it was started with, in a slot without a limit, becomes an order in one statement (from the
 * reading the caller made before capturing the payment). That statement is its own guard: it
 * locks the checkout and the basket lines in settlement's order and places the order only if the
 * checkout is still pending and the basket still the one judged. Anything else (a replay, a
 * rejection, an expiry, a slot to count, a race lost) is null: the locked settlement decides.
 */
async function settleAtOnce(
  db: Database,
  read: SettlementRead,
  payment: VerifiedPayment,
  rules: SettleRules,
): Promise<SettleOutcome | null> {
  if (payment.eventId !== undefined) return null;
  const judgement = judgePayment(read, payment, rules);
  if (judgement.kind !== "place") return null;
  const { checkout } = read;
  const overbooked = uncountedSlotStanding({ date: checkout.deliveryDate, slot: checkout.slot, now: rules.now }, read.settings);
  if (overbooked === undefined) return null;
  return placeOrder(db, judgement, payment, rules, overbooked);
}

// Bill ids are drawn several at a time: the settling statement takes the first one still free.
const BILL_ID_CANDIDATES = 8;

async function settleOnce(db: Database, payment: VerifiedPayment, rules: SettleRules): Promise<SettleOutcome> {
  return inTransaction(db, async (t): Promise<SettleOutcome> => {
    if (payment.eventId !== undefined && !(await claimWebhookEvent(t, payment.provider, payment.eventId))) return { kind: "duplicate" };
    // The checkout locked, then its customer's basket lines locked, with the customer and the
    // slot's settings: one round trip.
    const read = await readForSettlement(t, payment.providerOrderId, { lock: true });
    const judgement = judgePayment(read, payment, rules);
    // Money taken that can no longer become an order goes back in full, in this transaction.
    // Only money the provider confirmed taken (`amountPaise`): an authorization never captured
    // is released by the provider itself.
    const refund = async (checkout: CheckoutRow, reason: string) =>
      payment.amountPaise === undefined
        ? null
        : refundOrphanPayment(t, {
            checkoutId: checkout.id,
            provider: checkout.provider,
            providerPaymentId: payment.providerPaymentId,
            amountPaise: checkout.amountPaise,
            reason,
            now: rules.now,
          });
    switch (judgement.kind) {
      case "unknown":
      case "amount-mismatch":
        return { kind: judgement.kind };
      case "already-placed":
        return { kind: "order", orderId: judgement.orderId, created: false };
      case "already-rejected":
        return { kind: "rejected", refundId: await refund(judgement.checkout, BASKET_CHANGED) };
      case "expire":
        await markCheckoutExpired(t, judgement.checkout.id);
        return { kind: "expired", refundId: await refund(judgement.checkout, CHECKOUT_EXPIRED) };
      case "reject":
        await markCheckoutRejected(t, judgement.checkout.id);
        return { kind: "rejected", refundId: await refund(judgement.checkout, BASKET_CHANGED) };
      case "place": {
        const { checkout } = judgement.read;
        // Capacity is soft once money is taken: the order is made, and flagged when the slot was full.
        const overbooked = await slotStandingWith(
          t,
          { date: checkout.deliveryDate, slot: checkout.slot, userId: checkout.userId, now: rules.now, holdMs: rules.checkoutExpiryMs },
          judgement.read.settings,
        );
        const placed = await placeOrder(t, judgement, payment, rules, overbooked);
        if (!placed) throw new SettleAgain();
        return placed;
      }
    }
  });
}

/**
 * Order, items, bill number (taken with the order, so a settlement that fails leaves no gap),
 * the checkout marked paid, the paid lines removed, the confirmation in the outbox (rendered and
 * sent later by its dispatcher) and the NOTIFY for staff's screens in the other processes (sent
 * at commit): one statement. Null when it placed nothing (`insertPaidOrder`).
 */
async function placeOrder(
  db: Database,
  { read, basket }: { read: SettlementRead; basket: BasketLineRow[] },
  payment: VerifiedPayment,
  rules: SettleRules,
  overbooked: OverbookedReason | null,
): Promise<SettleOutcome | null> {
  const { checkout } = read;
  const orderId = randomUUID();
  const announced = rules.announce(orderId, rules.now);
  const placed = await insertPaidOrder(db, {
    orderId,
    checkout,
    providerPaymentId: payment.providerPaymentId,
    overbooked,
    billIds: Array.from({ length: BILL_ID_CANDIDATES }, () => newBillId(randomInt)),
    bill: { series: BILL_SERIES.bill, financialYear: financialYear(rules.now) },
    lines: basket.map((l) => ({ id: l.id, quantity: l.quantity })),
    now: rules.now,
    notice: { kind: "order-confirmed", userId: checkout.userId, orderId },
    notify: announced.notify,
  });
  if (!placed) return null;
  const row = {
    ...orderFrom(checkout, payment.providerPaymentId),
    id: placed.id,
    billId: placed.billId,
    billNumber: placed.billNumber,
    billedAt: rules.now,
    overbooked,
    createdAt: rules.now,
  };
  const view = newOrderView(
    row,
    itemsFrom(checkout.lines).map((item) => ({ ...item, hsnCode: null, gstRate: null })),
    read.customer,
  );
  return { kind: "order", orderId: placed.id, created: true, view, announced };
}

const BASKET_CHANGED = "The basket changed after the payment started";
const CHECKOUT_EXPIRED = "The payment arrived after the checkout expired";

function toCheckoutLine(line: BasketLineRow): CheckoutLine {
  const p = line.product;
  return {
    productId: p.id,
    name: p.name,
    weightGrams: p.weightGrams,
    image: p.images[0] ?? null,
    unitPricePaise: effectivePrice({ default: p.defaultPricePaise, sale: p.salePricePaise }),
    defaultPricePaise: p.defaultPricePaise,
    quantity: line.quantity,
  };
}

function orderFrom(checkout: CheckoutRow, providerPaymentId: string) {
  return {
    userId: checkout.userId,
    status: "Pending" as const,
    shippingAddress: checkout.shippingAddress,
    subtotalPaise: checkout.subtotalPaise,
    deliveryChargePaise: checkout.deliveryChargePaise,
    billPricePaise: checkout.amountPaise,
    deliveryDate: checkout.deliveryDate,
    slot: checkout.slot,
    paymentMethod: "Online",
    provider: checkout.provider,
    providerOrderId: checkout.providerOrderId,
    providerPaymentId,
    checkoutId: checkout.id,
  };
}

function itemsFrom(lines: CheckoutLine[]) {
  return lines.map((l, position) => ({
    productId: l.productId,
    position,
    name: l.name,
    weightGrams: l.weightGrams,
    image: l.image,
    unitPricePaise: l.unitPricePaise,
    defaultPricePaise: l.defaultPricePaise,
    quantity: l.quantity,
  }));
}
