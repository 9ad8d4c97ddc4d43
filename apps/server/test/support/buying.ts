import type { CheckoutStart, Order, PaymentFields, PublicUser, Session } from "@taaza/domain";
import { loadConfig } from "../../src/platform/config.ts";
import { pincodes } from "../../src/platform/database/schema.ts";
import { testPaymentProvider, testPaymentSecret } from "../../src/modules/payments/test-payment-provider.ts";
import { bearer } from "./factories.ts";
import type { TestContext } from "./test-app.ts";

/** 10:00 in Mumbai (04:30 UTC): every slot from 12PM-2PM on is still open today. */
export const MORNING_IST = new Date("2026-11-23T04:30:00Z");
export const MINUTE = 60_000;
/** A time `ms` after MORNING_IST, for tests that move the clock through a morning. */
export const at = (ms: number) => new Date(MORNING_IST.getTime() + ms);
/** A logger that keeps quiet, for processes whose failures a test provokes on purpose. */
export const silent = { error: () => undefined, warn: () => undefined, info: () => undefined };

/** A serviceable (or, with status false, disabled) pincode with its delivery charge in paise. */
export async function buildPincode(
  ctx: TestContext,
  overrides: { pincode?: string; deliveryChargesPaise?: number; status?: boolean; name?: string } = {},
) {
  const [row] = await ctx.db
    .insert(pincodes)
    .values({ pincode: "400001", name: "Fort", deliveryChargesPaise: 4900, status: true, ...overrides })
    .returning();
  return row!;
}

export function addressBody(overrides: Record<string, unknown> = {}) {
  return {
    firstName: "Asha",
    lastName: "Patil",
    address: "12 Marine Drive",
    landmark: "Near Oval Maidan",
    state: "Maharashtra",
    city: "Mumbai",
    pincode: "400001",
    phoneNo: "9820012345",
    tag: "home1",
    ...overrides,
  };
}

export function call(ctx: TestContext, session: Session | null, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown) {
  return ctx.app.inject({
    method,
    url,
    headers: session ? bearer(session) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

export async function setCart(ctx: TestContext, session: Session, productId: string, quantity: number): Promise<PublicUser> {
  const res = await call(ctx, session, "POST", `/api/users/${session.user._id}/cart`, { productId, quantity });
  if (res.statusCode !== 200) throw new Error(`cart failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

export async function addAddress(ctx: TestContext, session: Session, overrides: Record<string, unknown> = {}): Promise<PublicUser> {
  const res = await call(ctx, session, "POST", `/api/users/${session.user._id}/address`, addressBody(overrides));
  if (res.statusCode !== 201) throw new Error(`address failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** POST /api/order for the first address, tomorrow 8AM-10AM unless told otherwise. */
export async function startCheckout(ctx: TestContext, session: Session, body: Record<string, unknown> = {}): Promise<CheckoutStart> {
  const res = await startCheckoutResponse(ctx, session, body);
  if (res.statusCode !== 201) throw new Error(`checkout failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

export async function startCheckoutResponse(ctx: TestContext, session: Session, body: Record<string, unknown> = {}) {
  const user: PublicUser = (await call(ctx, session, "GET", `/api/users/${session.user._id}`)).json();
  return call(ctx, session, "POST", "/api/order", { addressId: user.addresses[0]?._id, day: "Tomorrow", slot: "8AM-10AM", ...body });
}

export async function approve(ctx: TestContext, session: Session, providerOrderId: string): Promise<PaymentFields> {
  const res = await call(ctx, session, "POST", `/api/payments/test/${providerOrderId}/approve`);
  if (res.statusCode !== 200) throw new Error(`approve failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

export function validate(ctx: TestContext, session: Session, fields: PaymentFields) {
  return call(ctx, session, "POST", "/api/order/validate", fields);
}

/** The whole happy path: checkout, test approval, validation. */
export async function placeOrder(ctx: TestContext, session: Session): Promise<Order> {
  const checkout = await startCheckout(ctx, session);
  const res = await validate(ctx, session, await approve(ctx, session, checkout.order.id));
  if (res.statusCode !== 200) throw new Error(`validate failed: ${res.statusCode} ${res.body}`);
  return res.json<{ data: Order }>().data;
}

/**
 * The offline provider exactly as a test context's configuration builds it, for a test that wraps
 * it and hands it to `createTestContext` (the context does not exist yet to read its config).
 */
export function offlineProvider(refundSettleMs?: number) {
  const config = loadConfig({ NODE_ENV: "test" });
  return testPaymentProvider(testPaymentSecret(config.sessionSecret), config.webhookSecret, null, refundSettleMs);
}

/** The same signer the server's test provider uses (its secret derives from SESSION_SECRET). */
export function testSigner(ctx: TestContext) {
  return testPaymentProvider(testPaymentSecret(ctx.config.sessionSecret), ctx.config.webhookSecret);
}

/** A Razorpay-shaped webhook delivery for a payment of one of our provider orders. */
export function webhookBody(event: string, payment: { orderId: string; paymentId: string; amountPaise: number }) {
  return JSON.stringify({
    entity: "event",
    account_id: "acc_test",
    event,
    contains: ["payment"],
    payload: {
      payment: {
        entity: {
          id: payment.paymentId,
          entity: "payment",
          amount: payment.amountPaise,
          currency: "INR",
          status: "captured",
          order_id: payment.orderId,
          method: "upi",
          captured: true,
        },
      },
    },
    created_at: 1_795_000_000,
  });
}

export function sendWebhook(ctx: TestContext, body: string, signature: string) {
  return ctx.app.inject({
    method: "POST",
    url: "/api/payments/razorpay/webhook",
    payload: body,
    headers: { "content-type": "application/json", "x-razorpay-signature": signature },
  });
}
