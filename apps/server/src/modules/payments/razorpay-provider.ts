import { z } from "zod";
import { checkoutSignatureValid, PaymentProviderError, webhookSignatureValid, type PaymentProvider } from "./payment-provider.ts";

export const RAZORPAY_ORDERS_URL = "https://api.razorpay.com/v1/orders";

export interface RazorpayCredentials {
  keyId: string;
  keySecret: string;
  webhookSecret: string | null;
}

const razorpayOrder = z.object({ id: z.string().min(1), amount: z.number(), currency: z.literal("INR"), receipt: z.string().nullable().optional() });

/** Razorpay's Orders API over fetch (injected, so tests never touch the network). */
export function razorpayProvider(credentials: RazorpayCredentials, fetchImpl: typeof fetch = fetch, timeoutMs = 10_000): PaymentProvider {
  const authorization = `Basic ${Buffer.from(`${credentials.keyId}:${credentials.keySecret}`).toString("base64")}`;
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
    verifyWebhook: (rawBody, signature) => webhookSignatureValid(credentials.webhookSecret, rawBody, signature),
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
