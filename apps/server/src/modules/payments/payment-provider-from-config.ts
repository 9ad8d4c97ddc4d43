import type { Config } from "../../platform/config.ts";
import type { PaymentProvider } from "../../platform/ports/payment-provider.ts";
import { razorpayProvider } from "./razorpay-provider.ts";
import { testPaymentProvider, testPaymentSecret } from "./test-payment-provider.ts";

/** Razorpay when its keys are set; otherwise the offline test provider (refused in production by config). */
export function paymentProviderFromConfig(config: Config): PaymentProvider {
  if (config.razorpay) return razorpayProvider(config.razorpay);
  return testPaymentProvider(
    testPaymentSecret(config.sessionSecret),
    config.webhookSecret,
    config.previousWebhookSecret,
    config.testRefundSettleMs,
  );
}
