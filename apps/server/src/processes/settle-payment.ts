import { randomInt, randomUUID } from "node:crypto";
import {
  BILL_SERIES,
  financialYear,
  hasSlotPassed,
  MESSAGES,
  newBillId,
  REFUND_MESSAGES,
  SERVER_MESSAGES,
  type Order,
  type OverbookedReason,
  type PaymentFields,
} from "@taaza/domain";
import type { Clock } from "../platform/clock.ts";
import type { Config } from "../platform/config.ts";
import type { Database } from "../platform/database/client.ts";
import { inTransaction } from "../platform/database/in-transaction.ts";
import { conflict, invalid, notFound, notPaid, upstreamFailed } from "../platform/errors.ts";
import type { ShopMetrics } from "../platform/http/metrics.ts";
import type { Logger } from "../platform/logger.ts";
import type { OrderAnnouncement } from "../platform/ports/order-events.ts";
import { PaymentProviderError, type PaymentProvider } from "../platform/ports/payment-provider.ts";
import type { PricedLineRow } from "../read-models/basket-lines.ts";
import { readForSettlement, type SettlementReading } from "../read-models/checkout-reading.ts";
import { findOrderView, newOrderView } from "../read-models/order-views.ts";
import { insertPaidOrder } from "../read-models/settling-statement.ts";
import { basketFingerprint, type Checkout, type CheckoutLine, type CheckoutRow } from "../modules/checkout/index.ts";
import type { DeliverySlots } from "../modules/delivery-slots/index.ts";
import type { LiveOrders } from "../modules/live-orders/index.ts";
import { claimWebhookEvent, ensureCaptured } from "../modules/payments/index.ts";
import type { Refunds } from "../modules/refunds/index.ts";

// Settling a payment: the process that turns money the provider took into an order (or, when
// it can no longer become one, into a full refund). It spans the checkout, the basket, the slot,
// orders, billing, messages and refunds; the browser's proof, the provider's webhooks and the
// reconciliation all settle through it, and each returns its effects for after the commit.

export type SettlementPath = "browser" | "webhook";
type SettlementMetrics = Pick<ShopMetrics, "paymentSettled" | "orderPlaced" | "paymentRefundDue">;

export interface SettlePaymentDeps {
  db: Database;
  clock: Clock;
  config: Pick<Config, "checkoutExpiryMs">;
  payments: PaymentProvider;
  metrics: SettlementMetrics;
  checkout: Pick<Checkout, "expireCheckout" | "rejectCheckout" | "toCheckoutLine">;
  deliverySlots: Pick<DeliverySlots, "slotStandingAtPayment" | "uncountedSlotStanding">;
  refunds: Pick<Refunds, "refundOrphanPayment">;
  /** Asks the provider to send refunds once their rows are committed (processes/refund-order.ts). */
  sendRefunds(refundIds: readonly (string | null)[], log: Logger): Promise<void>;
  liveOrders: Pick<LiveOrders, "prepareAnnouncement">;
}

export type SettlePayment = ReturnType<typeof createSettlePayment>;

export function createSettlePayment(deps: SettlePaymentDeps) {
  return {
    /**
     * The browser's proof of payment, settled: the order (a new one, or the one a retry finds);
     * 409 when the payment is being refunded instead.
     */
    settleBrowserPayment: (userId: string, fields: PaymentFields, log: Logger) => settleBrowserPayment(deps, userId, fields, log),
    /** The rules a settlement judges by now (one reading of the clock for a whole reconciliation run). */
    rules: () => settleRules(deps),
    /** Settles a verified payment with `db` (the pool, or a reconciliation's transaction). */
    settle: (db: Database, payment: VerifiedPayment, rules: SettleRules) => settlePayment(deps, db, payment, rules),
    /** What a settlement leaves for after its commit: counts, the refund to send, staff's news. */
    afterSettlement: (outcome: SettleOutcome, path: SettlementPath, log: Logger) => afterSettlement(deps, outcome, path, log),
  };
}

/**
 * The browser's proof of payment: the signature is verified, the payment is read from the
 * provider and captured for the checkout's amount if it is only authorized, then it is settled
 * by the webhook's rules: at once when nothing stands in the way (`settleAtOnce`), otherwise by
 * the locked settlement. A checkout already paid answers its order without asking again.
 */
async function settleBrowserPayment(deps: SettlePaymentDeps, userId: string, fields: PaymentFields, log: Logger): Promise<Order> {
  const { payments } = deps;
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
  } else if (read.orderPaymentId !== null && read.orderPaymentId !== fields.razorpay_payment_id) {
    // Another payment of a checkout already paid is never captured here; but an account with
    // automatic capture may have taken it already, and then it is refunded like any other.
    amountPaise = await capturedAmount(payments, log, checkout.providerOrderId, fields.razorpay_payment_id);
  }
  const payment: VerifiedPayment = {
    provider: payments.name,
    providerOrderId: fields.razorpay_order_id,
    providerPaymentId: fields.razorpay_payment_id,
    ownerId: userId,
    ...(amountPaise === undefined ? {} : { amountPaise }),
  };
  const rules = settleRules(deps);
  const outcome = (await settleAtOnce(deps, deps.db, read, payment, rules)) ?? (await settlePayment(deps, deps.db, payment, rules));
  await afterSettlement(deps, outcome, "browser", log);
  if (outcome.kind === "unknown" || outcome.kind === "amount-mismatch" || outcome.kind === "duplicate")
    throw notFound(SERVER_MESSAGES.order.paymentNotFound);
  // The customer paid for something that will not be delivered: say so, and that it is coming back.
  if (outcome.kind === "rejected") throw conflict(REFUND_MESSAGES.order.basketChangedRefunded);
  if (outcome.kind === "expired") throw conflict(REFUND_MESSAGES.order.checkoutExpiredRefunded);
  if (outcome.kind === "slot-gone") throw conflict(REFUND_MESSAGES.order.slotGoneRefunded);
  // A new order's view comes from what the settling statement wrote; a repeat (or a second
  // payment, being refunded) reads it.
  const order = outcome.kind === "order" && outcome.created && outcome.view ? outcome.view : await findOrderView(deps.db, outcome.orderId);
  if (!order) throw new Error(`Order ${outcome.orderId} vanished`);
  return order;
}

/** The amount of a payment the provider reports captured for this order; undefined when it is not (or cannot be asked now). */
async function capturedAmount(payments: PaymentProvider, log: Logger, orderId: string, paymentId: string): Promise<number | undefined> {
  try {
    const payment = await payments.fetchPayment({ paymentId, orderId });
    return payment && payment.orderId === orderId && payment.status === "captured" && payment.currency === "INR"
      ? payment.amountPaise
      : undefined;
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    // The reconciliation reads the provider's list of captured payments and settles it later.
    log.warn(
      { err: error, providerOrderId: orderId, providerPaymentId: paymentId },
      "could not read a second payment; reconciliation will",
    );
    return undefined;
  }
}

/** Counts what a settlement did, once: a retry that finds its order is not a second payment. */
function countSettlement(metrics: SettlementMetrics, outcome: SettleOutcome, path: SettlementPath): void {
  if (outcome.kind === "order" && outcome.created) {
    metrics.paymentSettled(path);
    metrics.orderPlaced();
  } else if (
    (outcome.kind === "rejected" || outcome.kind === "expired" || outcome.kind === "slot-gone" || outcome.kind === "duplicate-payment") &&
    outcome.refundId
  ) {
    metrics.paymentRefundDue(path);
  }
}

async function captureOrExplain(
  payments: PaymentProvider,
  log: Logger,
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

/**
 * After the settling transaction committed: count what it did, send the refund it made, and tell
 * staff of a new order.
 */
async function afterSettlement(deps: SettlePaymentDeps, outcome: SettleOutcome, path: SettlementPath, log: Logger): Promise<void> {
  countSettlement(deps.metrics, outcome, path);
  if (outcome.kind === "rejected" || outcome.kind === "expired" || outcome.kind === "slot-gone" || outcome.kind === "duplicate-payment") {
    if (outcome.refundId)
      log.warn({ refundId: outcome.refundId, outcome: outcome.kind }, "a payment that made no order is refunded in full");
    await deps.sendRefunds([outcome.refundId], log);
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
  /** The slot passed (its day, or today its start hour) or staff closed it: nothing to deliver, refunded in full. */
  | { kind: "slot-gone"; refundId: string | null }
  /**
   * A captured payment of a checkout whose order was paid by another payment: refunded in full
   * (refundId: newly, else already), the order stands.
   */
  | { kind: "duplicate-payment"; orderId: string; refundId: string | null }
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

function settleRules(deps: SettlePaymentDeps): SettleRules {
  return {
    now: deps.clock.now(),
    checkoutExpiryMs: deps.config.checkoutExpiryMs,
    announce: (orderId, at) => deps.liveOrders.prepareAnnouncement(orderId, "placed", at),
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
  | { kind: "another-payment"; orderId: string; checkout: CheckoutRow }
  | { kind: "already-rejected" | "expire" | "reject" | "slot-gone"; checkout: CheckoutRow }
  | { kind: "place"; read: SettlementRead; basket: PricedLineRow[] };

function judgePayment(deps: SettlePaymentDeps, read: SettlementRead | undefined, payment: VerifiedPayment, rules: SettleRules): Judgement {
  if (!read || read.checkout.provider !== payment.provider) return { kind: "unknown" };
  const { checkout } = read;
  if (payment.ownerId !== undefined && checkout.userId !== payment.ownerId) return { kind: "unknown" };
  if (checkout.status === "paid" && checkout.orderId) {
    // Only the order's own payment finds its order; any other payment of the checkout is not the order's money.
    if (read.orderPaymentId !== null && read.orderPaymentId !== payment.providerPaymentId)
      return { kind: "another-payment", orderId: checkout.orderId, checkout };
    return { kind: "already-placed", orderId: checkout.orderId };
  }
  if (payment.amountPaise !== undefined && payment.amountPaise !== checkout.amountPaise) return { kind: "amount-mismatch" };
  if (checkout.status === "rejected") return { kind: "already-rejected", checkout };
  if (checkout.status === "expired" || rules.now.getTime() - checkout.createdAt.getTime() > rules.checkoutExpiryMs)
    return { kind: "expire", checkout };
  if (hasSlotPassed(checkout.deliveryDate, checkout.slot, rules.now)) return { kind: "slot-gone", checkout };
  const { basket } = read;
  // The basket and its code are recomputed at payment: either changed since the checkout started, and it is another basket.
  if (basketFingerprint(basket.map(deps.checkout.toCheckoutLine), read.basketCouponCode) !== checkout.basketFingerprint)
    return { kind: "reject", checkout };
  return { kind: "place", read, basket };
}

/**
 * Turns a verified payment into an order, once. The checkout row is locked, so the browser's
 * validation, its retries and the provider's webhooks settle one after the other: the first
 * creates the order, the rest find it. In the same transaction the basket the customer paid
 * for is emptied; if the basket changed since the payment started, nothing is created.
 */
async function settlePayment(deps: SettlePaymentDeps, db: Database, payment: VerifiedPayment, rules: SettleRules): Promise<SettleOutcome> {
  // The settling statement places nothing when another order takes the drawn bill id at the same
  // moment (ids are short), or the basket gained a line since it was locked: the whole settlement
  // is rolled back, so no bill number is skipped, and made again from a new reading.
  for (let attempt = 1; ; attempt++) {
    try {
      return await settleOnce(deps, db, payment, rules);
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
  deps: SettlePaymentDeps,
  db: Database,
  read: SettlementRead,
  payment: VerifiedPayment,
  rules: SettleRules,
): Promise<SettleOutcome | null> {
  if (payment.eventId !== undefined) return null;
  const judgement = judgePayment(deps, read, payment, rules);
  if (judgement.kind !== "place") return null;
  const { checkout } = read;
  const overbooked = deps.deliverySlots.uncountedSlotStanding(
    { date: checkout.deliveryDate, slot: checkout.slot, now: rules.now },
    read.settings,
  );
  if (overbooked === undefined) return null;
  return placeOrder(db, judgement, payment, rules, overbooked);
}

// Bill ids are drawn several at a time: the settling statement takes the first one still free.
const BILL_ID_CANDIDATES = 8;

async function settleOnce(deps: SettlePaymentDeps, db: Database, payment: VerifiedPayment, rules: SettleRules): Promise<SettleOutcome> {
  return inTransaction(db, async (t): Promise<SettleOutcome> => {
    if (payment.eventId !== undefined && !(await claimWebhookEvent(t, payment.provider, payment.eventId))) return { kind: "duplicate" };
    // The checkout locked, then its customer's basket lines locked, with the customer and the
    // slot's settings: one round trip.
    const read = await readForSettlement(t, payment.providerOrderId, { lock: true });
    const judgement = judgePayment(deps, read, payment, rules);
    // Money taken that can no longer become an order goes back in full, in this transaction.
    // Only money the provider confirmed taken (`amountPaise`): an authorization never captured
    // is released by the provider itself.
    const refund = async (checkout: CheckoutRow, reason: string) =>
      payment.amountPaise === undefined
        ? null
        : deps.refunds.refundOrphanPayment(t, {
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
      case "another-payment":
        // Decided under the checkout's lock: one payment is the order's, every other captured one goes back.
        return { kind: "duplicate-payment", orderId: judgement.orderId, refundId: await refund(judgement.checkout, SECOND_PAYMENT) };
      case "already-rejected":
        return { kind: "rejected", refundId: await refund(judgement.checkout, BASKET_CHANGED) };
      case "expire":
        await deps.checkout.expireCheckout(t, judgement.checkout.id);
        return { kind: "expired", refundId: await refund(judgement.checkout, CHECKOUT_EXPIRED) };
      case "reject":
        await deps.checkout.rejectCheckout(t, judgement.checkout.id);
        return { kind: "rejected", refundId: await refund(judgement.checkout, BASKET_CHANGED) };
      case "slot-gone":
        await deps.checkout.expireCheckout(t, judgement.checkout.id);
        return { kind: "slot-gone", refundId: await refund(judgement.checkout, SLOT_GONE) };
      case "place": {
        const { checkout } = judgement.read;
        // Capacity is soft once money is taken: the order is made, and flagged when the slot was
        // full or past its cut-off. A slot staff closed is not delivered at all: refunded in full.
        const overbooked = await deps.deliverySlots.slotStandingAtPayment(
          t,
          { date: checkout.deliveryDate, slot: checkout.slot, userId: checkout.userId, now: rules.now },
          judgement.read.settings,
        );
        if (overbooked === "closed") {
          await deps.checkout.expireCheckout(t, checkout.id);
          return { kind: "slot-gone", refundId: await refund(checkout, SLOT_GONE) };
        }
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
  { read, basket }: { read: SettlementRead; basket: PricedLineRow[] },
  payment: VerifiedPayment,
  rules: SettleRules,
  overbooked: OverbookedReason | null,
): Promise<SettleOutcome | null> {
  const { checkout } = read;
  const orderId = randomUUID();
  // Each line's id is made here too, so the answer names the lines exactly as they are stored.
  const itemIds = checkout.lines.map(() => randomUUID());
  const announced = rules.announce(orderId, rules.now);
  const placed = await insertPaidOrder(db, {
    orderId,
    itemIds,
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
    itemsFrom(checkout.lines, itemIds).map((item) => ({
      ...item,
      hsnCode: null,
      gstRate: null,
      packedGrams: null,
      packedAt: null,
      packedBy: null,
    })),
    read.customer,
  );
  return { kind: "order", orderId: placed.id, created: true, view, announced };
}

const BASKET_CHANGED = "The basket changed after the payment started";
const CHECKOUT_EXPIRED = "The payment arrived after the checkout expired";
const SLOT_GONE = "The delivery slot passed or closed before the payment arrived";
const SECOND_PAYMENT = "A second payment for a checkout already paid";

function orderFrom(checkout: CheckoutRow, providerPaymentId: string) {
  return {
    userId: checkout.userId,
    status: "Pending" as const,
    shippingAddress: checkout.shippingAddress,
    subtotalPaise: checkout.subtotalPaise,
    deliveryChargePaise: checkout.deliveryChargePaise,
    discountPaise: checkout.discountPaise,
    couponCode: checkout.couponCode,
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

function itemsFrom(lines: CheckoutLine[], ids: string[]) {
  return lines.map((l, position) => ({
    id: ids[position]!,
    productId: l.productId,
    variantId: l.variantId,
    variantLabel: l.variantLabel,
    position,
    name: l.name,
    weightGrams: l.weightGrams,
    image: l.image,
    unitPricePaise: l.unitPricePaise,
    defaultPricePaise: l.defaultPricePaise,
    quantity: l.quantity,
  }));
}
