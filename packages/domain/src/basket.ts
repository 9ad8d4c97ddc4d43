import { z } from "zod";
import { idSchema } from "./ids.ts";
import { CART_MESSAGES } from "./storefront-messages.ts";
import type { Paise } from "./money.ts";

export const MAX_LINE_QUANTITY = 20;

/**
 * Sets a basket line's quantity; 0 or less removes the line. The spec's client also sends the
 * weight and the price: they are accepted and ignored, the server prices from the catalog.
 */
export const cartUpdateBody = z.object({
  productId: idSchema,
  /**
   * The cut and pack; the product's default variant when not given. Written as `z.optional(...)`,
   * not `idSchema.optional()`: a method called on a shared schema is a side effect the bundler
   * must keep, and it would pull zod into the storefront's first download.
   */
  variantId: z.optional(idSchema),
  quantity: z
    .number({ message: CART_MESSAGES.wholeQuantity })
    .int(CART_MESSAGES.wholeQuantity)
    .max(MAX_LINE_QUANTITY, CART_MESSAGES.tooMany),
  weight: z.unknown().optional(),
  price: z.unknown().optional(),
});
export type CartUpdateBody = z.infer<typeof cartUpdateBody>;

export interface PricedLine {
  unitPricePaise: Paise;
  quantity: number;
}

export interface Bill {
  subtotalPaise: Paise;
  deliveryChargePaise: Paise;
  taxesPaise: Paise;
  totalPaise: Paise;
}

/** Subtotal = Σ effective price × quantity; total adds the pincode's delivery charge; taxes 0. */
export function priceBasket(lines: readonly PricedLine[], deliveryChargePaise: Paise): Bill {
  const subtotalPaise = lines.reduce((sum, l) => sum + l.unitPricePaise * l.quantity, 0);
  return { subtotalPaise, deliveryChargePaise, taxesPaise: 0, totalPaise: subtotalPaise + deliveryChargePaise };
}
