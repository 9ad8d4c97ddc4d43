import {
  asVariant,
  effectivePrice,
  paiseToRupees,
  priceBasket,
  rupeesToPaise,
  STANDARD_PREPARATION,
  type Bill,
  type CartLine,
  type Paise,
  type Product,
} from "@taaza/domain";

/** The line's product as its variant sells it (weight, price, stock): what the line shows and costs. */
export function lineProduct(line: CartLine): Product {
  return asVariant(line.productId, line.variant);
}

/** The variant's label when the product has a real choice of cut ("Steaks · 1 kg"); null for a plain pack. */
export function lineVariantLabel(line: CartLine): string | null {
  return line.variant && line.variant.preparation !== STANDARD_PREPARATION ? line.variant.label : null;
}

/** Lines that can be paid for: an archived or sold-out product stays visible but is left out. */
export function payableLines(lines: readonly CartLine[]): CartLine[] {
  return lines.filter((line) => line.available);
}

/** How many pieces are in the basket (2 × pomfret + 1 × prawns = 3). */
export function basketCount(lines: readonly CartLine[]): number {
  return payableLines(lines).reduce((sum, line) => sum + line.quantity, 0);
}

/** The line's price in rupees: its variant's current effective price times the quantity, summed in paise. */
export function lineTotal(line: CartLine): number {
  return paiseToRupees(rupeesToPaise(effectivePrice(lineProduct(line).price)) * line.quantity);
}

/**
 * The bill of the payable lines with the delivery charge, by the domain's priceBasket, as the
 * server will compute it (the server decides; this is what is shown and what checkout asks for).
 */
export function basketBill(lines: readonly CartLine[], deliveryChargePaise: Paise): Bill {
  return priceBasket(
    payableLines(lines).map((line) => ({
      unitPricePaise: rupeesToPaise(effectivePrice(lineProduct(line).price)),
      quantity: line.quantity,
    })),
    deliveryChargePaise,
  );
}

/** What the payable lines save against their struck (default) prices, in paise; 0 without a sale. */
export function basketSavingsPaise(lines: readonly CartLine[]): number {
  return payableLines(lines).reduce((sum, line) => {
    const price = lineProduct(line).price;
    return sum + (rupeesToPaise(price.default) - rupeesToPaise(effectivePrice(price))) * line.quantity;
  }, 0);
}

/** Subtotal in paise: the basket panel and the cart bar show it before a pincode is known. */
export function basketSubtotalPaise(lines: readonly CartLine[]): number {
  return basketBill(lines, 0).subtotalPaise;
}
