import { z } from "zod";
import {
  PaymentProviderError,
  type ListedPayment,
  type ListedRefund,
  type PaymentProvider,
  type ProviderPayment,
  type ProviderRange,
} from "../../platform/ports/payment-provider.ts";
import { checkoutSignatureValid, webhookSignatureValid } from "./provider-signatures.ts";

export const RAZORPAY_ORDERS_URL = "https://api.razorpay.com/v1/orders";
export const RAZORPAY_PAYMENTS_URL = "https://api.razorpay.com/v1/payments";
export const RAZORPAY_REFUNDS_URL = "https://api.razorpay.com/v1/refunds";
/** Razorpay's largest page of a list call. */
const PAGE = 100;
/** A list longer than this many pages is refused rather than read for ever. */
const MAX_PAGES = 100;

export interface RazorpayCredentials {
  keyId: string;
  keySecret: string;
  webhookSecret: string | null;
  /** The secret being rotated out: webhooks signed with it are still accepted. */
  previousWebhookSecret?: string | null;
}

const razorpayPayment = z.object({
  id: z.string().min(1),
  order_id: z.string().nullable().optional(),
  status: z.enum(["created", "authorized", "captured", "refunded", "failed"]),
  amount: z.number().int(),
  currency: z.string(),
});

function toPayment(entity: z.infer<typeof razorpayPayment>): ProviderPayment {
  return { id: entity.id, orderId: entity.order_id ?? null, status: entity.status, amountPaise: entity.amount, currency: entity.currency };
}

const razorpayRefund = z.object({ id: z.string().min(1), status: z.enum(["pending", "processed", "failed"]) });
const listedPayment = razorpayPayment.extend({ created_at: z.number().int() });
const listedRefund = z.object({
  id: z.string().min(1),
  payment_id: z.string().min(1),
  amount: z.number().int(),
  status: z.enum(["pending", "processed", "failed"]),
  notes: z
    .union([z.record(z.string(), z.unknown()), z.array(z.unknown())])
    .nullable()
    .optional(),
  created_at: z.number().int(),
});
const listedPayments = z.object({ items: z.array(listedPayment) });
const listedRefunds = z.object({ items: z.array(listedRefund) });

function toListedRefund(entity: z.infer<typeof listedRefund>): ListedRefund {
  const notes = entity.notes && !Array.isArray(entity.notes) ? entity.notes : {};
  return {
    id: entity.id,
    paymentId: entity.payment_id,
    amountPaise: entity.amount,
    status: entity.status,
    refundId: typeof notes.refundId === "string" ? notes.refundId : null,
    createdAt: new Date(entity.created_at * 1000),
  };
}

/** Razorpay's from/to are unix seconds, both inclusive; the port's `to` is exclusive. */
function rangeQuery(range: ProviderRange, skip: number): string {
  const from = Math.floor(range.from.getTime() / 1000);
  const to = Math.ceil(range.to.getTime() / 1000) - 1;
  return `from=${from}&to=${to}&count=${PAGE}&skip=${skip}`;
}
const razorpayPayments = z.object({ items: z.array(razorpayPayment) });
const razorpayOrder = z.object({
  id: z.string().min(1),
  amount: z.number(),
  currency: z.literal("INR"),
  receipt: z.string().nullable().optional(),
});

/** Razorpay's Orders API over fetch (injected, so tests never touch the network). */
export function razorpayProvider(credentials: RazorpayCredentials, fetchImpl: typeof fetch = fetch, timeoutMs = 10_000): PaymentProvider {
  const authorization = `Basic ${Buffer.from(`${credentials.keyId}:${credentials.keySecret}`).toString("base64")}`;

  /** One call to Razorpay's API: the status and the parsed body, or a PaymentProviderError when unreachable. */
  async function call(
    url: string,
    init: { method: "GET" | "POST"; body?: object; headers?: Record<string, string> },
  ): Promise<{ status: number; json: unknown; text: string }> {
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method: init.method,
        headers: { authorization, ...(init.body ? { "content-type": "application/json" } : {}), ...init.headers },
        ...(init.body ? { body: JSON.stringify(init.body) } : {}),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      // A timeout or a dropped connection: Razorpay may have acted on the call.
      throw new PaymentProviderError(`Razorpay unreachable: ${(error as Error).message}`, { uncertain: true });
    }
    const text = await response.text();
    return { status: response.status, json: safeJson(text), text };
  }

  /** Every page of a list call over a time range. */
  async function listAll<T>(url: string, range: ProviderRange, parse: (json: unknown) => T[] | null): Promise<T[]> {
    const all: T[] = [];
    for (let page = 0; page < MAX_PAGES; page++) {
      const answer = await call(`${url}?${rangeQuery(range, page * PAGE)}`, { method: "GET" });
      const items = answer.status === 200 ? parse(answer.json) : null;
      if (!items)
        throw new PaymentProviderError(`Razorpay list ${answer.status}: ${answer.text.slice(0, 300)}`, { uncertain: answer.status >= 500 });
      all.push(...items);
      if (items.length < PAGE) return all;
    }
    throw new PaymentProviderError(`Razorpay list longer than ${MAX_PAGES * PAGE} items`);
  }

  async function fetchPayment(paymentId: string): Promise<ProviderPayment | null> {
    const answer = await call(`${RAZORPAY_PAYMENTS_URL}/${encodeURIComponent(paymentId)}`, { method: "GET" });
    if (answer.status === 400 || answer.status === 404) return null;
    const parsed = razorpayPayment.safeParse(answer.json);
    if (answer.status !== 200 || !parsed.success)
      throw new PaymentProviderError(`Razorpay payment ${answer.status}: ${answer.text.slice(0, 300)}`);
    return toPayment(parsed.data);
  }

  return {
    name: "razorpay",
    publicKey: credentials.keyId,
    async createOrder(request) {
      let response: Response;
      try {
        response = await fetchImpl(RAZORPAY_ORDERS_URL, {
          method: "POST",
          headers: { authorization, "content-type": "application/json" },
          body: JSON.stringify({ amount: request.amountPaise, currency: request.currency, receipt: request.receipt, notes: request.notes }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new PaymentProviderError(`Razorpay unreachable: ${(error as Error).message}`);
      }
      const text = await response.text();
      if (!response.ok) throw new PaymentProviderError(`Razorpay answered ${response.status}: ${text.slice(0, 300)}`);
      const parsed = razorpayOrder.safeParse(safeJson(text));
      // An order for any other amount than the one we asked for must never be paid.
      if (!parsed.success || parsed.data.amount !== request.amountPaise) {
        throw new PaymentProviderError(`Unexpected Razorpay order: ${text.slice(0, 300)}`);
      }
      return { id: parsed.data.id, amountPaise: parsed.data.amount, currency: "INR", receipt: parsed.data.receipt ?? request.receipt };
    },
    verifyCheckoutSignature: (fields) => checkoutSignatureValid(credentials.keySecret, fields),
    verifyWebhook: (rawBody, signature) =>
      webhookSignatureValid([credentials.webhookSecret, credentials.previousWebhookSecret ?? null], rawBody, signature),
    fetchPayment: ({ paymentId }) => fetchPayment(paymentId),
    async capturePayment({ paymentId, amountPaise, currency }) {
      const answer = await call(`${RAZORPAY_PAYMENTS_URL}/${encodeURIComponent(paymentId)}/capture`, {
        method: "POST",
        body: { amount: amountPaise, currency },
      });
      const parsed = razorpayPayment.safeParse(answer.json);
      if (answer.status === 200 && parsed.success) return toPayment(parsed.data);
      // Captured meanwhile (automatic capture, or the webhook and the browser at once): read it again.
      const current = await fetchPayment(paymentId);
      if (current) return current;
      throw new PaymentProviderError(`Razorpay capture ${answer.status}: ${answer.text.slice(0, 300)}`);
    },
    async refund(request) {
      const answer = await call(`${RAZORPAY_PAYMENTS_URL}/${encodeURIComponent(request.paymentId)}/refund`, {
        method: "POST",
        // Razorpay answers a repeated key with the refund it already made, never a second one.
        headers: { "X-Refund-Idempotency": request.idempotencyKey },
        body: { amount: request.amountPaise, speed: "normal", notes: request.notes, receipt: request.idempotencyKey },
      });
      const parsed = razorpayRefund.safeParse(answer.json);
      if (answer.status !== 200 || !parsed.success)
        // Razorpay's own failure (5xx, or an answer we cannot read) may still have made the refund.
        throw new PaymentProviderError(`Razorpay refund ${answer.status}: ${answer.text.slice(0, 300)}`, {
          uncertain: answer.status >= 500 || answer.status === 200,
        });
      return parsed.data;
    },
    listPayments: (range) =>
      listAll<ListedPayment>(RAZORPAY_PAYMENTS_URL, range, (json) => {
        const parsed = listedPayments.safeParse(json);
        return parsed.success ? parsed.data.items.map((p) => ({ ...toPayment(p), createdAt: new Date(p.created_at * 1000) })) : null;
      }),
    listRefunds: (range) =>
      listAll<ListedRefund>(RAZORPAY_REFUNDS_URL, range, (json) => {
        const parsed = listedRefunds.safeParse(json);
        return parsed.success ? parsed.data.items.map(toListedRefund) : null;
      }),
    async fetchOrderPayments(orderId) {
      const answer = await call(`${RAZORPAY_ORDERS_URL}/${encodeURIComponent(orderId)}/payments`, { method: "GET" });
      const parsed = razorpayPayments.safeParse(answer.json);
      if (answer.status !== 200 || !parsed.success)
        throw new PaymentProviderError(`Razorpay order payments ${answer.status}: ${answer.text.slice(0, 300)}`);
      return parsed.data.items.map(toPayment);
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
