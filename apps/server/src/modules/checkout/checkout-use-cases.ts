import { randomUUID } from "node:crypto";
import {
  deliveryDate,
  effectivePrice,
  isBuyable,
  isSlotAvailable,
  MESSAGES,
  priceBasket,
  unavailableItemsMessage,
  type CheckoutStart,
  type CheckoutStartBody,
  type Order,
  type PaymentFields,
} from "@taaza/domain";
import type { AppDeps } from "../../app-deps.ts";
import type { Database } from "../../db/client.ts";
import { badRequest, conflict, HttpError, notFound } from "../../http/http-error.ts";
import { findUserById } from "../accounts/accounts-repository.ts";
import { findAddress } from "../addresses/addresses-repository.ts";
import { deleteLines, findCartLines, type CartLineRecord } from "../basket/basket-repository.ts";
import { findEnabledPincode } from "../delivery/delivery-repository.ts";
import { findOrderView, type ShippingAddress } from "../orders/order-view.ts";
import { insertOrder } from "../orders/orders-repository.ts";
import type { PaymentProvider } from "../payments/payment-provider.ts";
import { basketFingerprint } from "./basket-fingerprint.ts";
import { insertCheckout, lockCheckout, markCheckoutPaid, markCheckoutRejected, type CheckoutLine, type CheckoutRow } from "./checkout-repository.ts";

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
  const [user, basket, address] = await Promise.all([findUserById(db, userId), findCartLines(db, userId), findAddress(db, userId, body.addressId)]);
  if (!user) throw notFound("User not found");
  if (basket.length === 0) throw badRequest(MESSAGES.order.emptyBasket);
  const unavailable = basket.filter((line) => !isBuyable(line.product));
  if (unavailable.length > 0) throw badRequest(unavailableItemsMessage(unavailable.map((l) => l.product.name)));
  if (!address) throw notFound(MESSAGES.address.notFound);
  const pincode = await findEnabledPincode(db, address.pincode);
  if (!pincode) throw badRequest(MESSAGES.address.notServiceable);
  const now = deps.now();
  if (!isSlotAvailable(body.day, body.slot, now)) throw badRequest(MESSAGES.order.slotGone);

  const lines = basket.map(toCheckoutLine);
  const bill = priceBasket(lines, pincode.deliveryChargesPaise);
  if (body.amount !== undefined && body.amount !== bill.totalPaise) throw conflict(MESSAGES.order.amountChanged);

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
    throw new HttpError(502, MESSAGES.order.paymentInitFailed);
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
  await insertCheckout(db, {
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
    deliveryDate: deliveryDate(body.day, now),
    slot: body.slot,
  });
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

/** The browser's proof of payment: verified, then settled exactly like the webhook. */
export async function validatePayment(deps: AppDeps, payments: PaymentProvider, log: PaymentLog, userId: string, fields: PaymentFields): Promise<Order> {
  const signed = payments.verifyCheckoutSignature({
    orderId: fields.razorpay_order_id,
    paymentId: fields.razorpay_payment_id,
    signature: fields.razorpay_signature,
  });
  if (!signed) throw badRequest(MESSAGES.order.paymentVerifyFailed);
  const outcome = await settlePayment(deps.db, {
    provider: payments.name,
    providerOrderId: fields.razorpay_order_id,
    providerPaymentId: fields.razorpay_payment_id,
    ownerId: userId,
  });
  if (outcome.kind === "unknown" || outcome.kind === "amount-mismatch") throw notFound(MESSAGES.order.paymentNotFound);
  if (outcome.kind === "rejected") {
    log.warn({ providerOrderId: fields.razorpay_order_id, providerPaymentId: fields.razorpay_payment_id }, "paid checkout rejected: the basket changed; refund due");
    throw conflict(MESSAGES.order.basketChangedAfterPayment);
  }
  const order = await findOrderView(deps.db, outcome.orderId);
  if (!order) throw new Error(`Order ${outcome.orderId} vanished`);
  return order;
}

export type SettleOutcome = { kind: "order"; orderId: string; created: boolean } | { kind: "rejected" } | { kind: "unknown" } | { kind: "amount-mismatch" };

export interface VerifiedPayment {
  provider: string;
  providerOrderId: string;
  providerPaymentId: string;
  /** Only this user's checkout may be settled (the browser path). */
  ownerId?: string;
  /** The amount the provider says was paid (the webhook path). */
  amountPaise?: number;
}

/**
 * Turns a verified payment into an order, once. The checkout row is locked, so the browser's
 * validation, its retries and the provider's webhooks settle one after the other: the first
 * creates the order, the rest find it. In the same transaction the basket the customer paid
 * for is emptied; if the basket changed since the payment started, nothing is created.
 */
export async function settlePayment(db: Database, payment: VerifiedPayment): Promise<SettleOutcome> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const checkout = await lockCheckout(t, payment.providerOrderId);
    if (!checkout || checkout.provider !== payment.provider) return { kind: "unknown" as const };
    if (payment.ownerId !== undefined && checkout.userId !== payment.ownerId) return { kind: "unknown" as const };
    if (checkout.status === "paid" && checkout.orderId) return { kind: "order" as const, orderId: checkout.orderId, created: false };
    if (checkout.status === "rejected") return { kind: "rejected" as const };
    if (payment.amountPaise !== undefined && payment.amountPaise !== checkout.amountPaise) return { kind: "amount-mismatch" as const };

    const basket = await findCartLines(t, checkout.userId, { lock: true });
    if (basketFingerprint(basket.map(toCheckoutLine)) !== checkout.basketFingerprint) {
      await markCheckoutRejected(t, checkout.id);
      return { kind: "rejected" as const };
    }
    const orderId = await insertOrder(t, orderFrom(checkout, payment.providerPaymentId), itemsFrom(checkout.lines));
    await markCheckoutPaid(t, checkout.id, orderId);
    await deleteLines(t, checkout.userId, basket.map((l) => l.id));
    return { kind: "order" as const, orderId, created: true };
  });
}

function toCheckoutLine(line: CartLineRecord): CheckoutLine {
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
