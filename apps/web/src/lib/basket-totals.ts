import { effectivePrice, paiseToRupees, priceBasket, rupeesToPaise, type Bill, type CartLine, type Paise } from "@taaza/domain";

/** Lines that can be paid for: an archived or sold-out product stays visible but is left out. */
export function payableLines(lines: readonly CartLine[]): CartLine[] {
  return lines.filter((line) => line.available);
}

/** How many pieces are in the basket (2 × pomfret + 1 × prawns = 3). */
export function basketCount(lines: readonly CartLine[]): number {
  return payableLines(lines).reduce((sum, line) => sum + line.quantity, 0);
}

/** The line's price in rupees: the product's current effective price times the quantity, summed in paise. */
export function lineTotal(line: CartLine): number {
  return paiseToRupees(rupeesToPaise(effectivePrice(line.productId.price)) * line.quantity);
}

/**
 * The bill of the payable lines with the delivery charge, by the domain's priceBasket, as the
 * server will compute it (the server decides; this is what is shown and what checkout asks for).
 */
export function basketBill(lines: readonly CartLine[], deliveryChargePaise: Paise): Bill {
  return priceBasket(
    payableLines(lines).map((line) => ({ unitPricePaise: rupeesToPaise(effectivePrice(line.productId.price)), quantity: line.quantity })),
    deliveryChargePaise,
  );
}

/** Subtotal in paise: the basket panel and the cart bar show it before a pincode is known. */
export function basketSubtotalPaise(lines: readonly CartLine[]): number {
  return basketBill(lines, 0).subtotalPaise;
}
