import { createHash } from "node:crypto";

/**
 * What a payment was for: each product and variant, how many, and at what unit price. If any of these
 * differ when the payment comes back, the customer paid for another basket than the one now
 * held, and the order is not created at the old amount. The code typed for the basket is part of
 * it too (issue 32): a code added or removed after the payment started is another basket.
 */
export function basketFingerprint(
  lines: readonly { productId: string; variantId?: string; quantity: number; unitPricePaise: number }[],
  couponCode: string | null = null,
): string {
  const linesText = lines
    .map((l) => `${l.productId}:${l.variantId ?? ""}:${l.quantity}:${l.unitPricePaise}`)
    .sort()
    .join("|");
  // Without a code, the same text as before codes existed: pending checkouts keep their fingerprint.
  const canonical = couponCode === null ? linesText : `${linesText}|coupon:${couponCode}`;
  return createHash("sha256").update(canonical).digest("hex");
}
