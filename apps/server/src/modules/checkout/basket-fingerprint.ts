import { createHash } from "node:crypto";

/**
 * What a payment was for: each product and variant, how many, and at what unit price. If any of these
 * differ when the payment comes back, the customer paid for another basket than the one now
 * held, and the order is not created at the old amount.
 */
export function basketFingerprint(
  lines: readonly { productId: string; variantId?: string; quantity: number; unitPricePaise: number }[],
): string {
  const canonical = lines
    .map((l) => `${l.productId}:${l.variantId ?? ""}:${l.quantity}:${l.unitPricePaise}`)
    .sort()
    .join("|");
  return createHash("sha256").update(canonical).digest("hex");
}
