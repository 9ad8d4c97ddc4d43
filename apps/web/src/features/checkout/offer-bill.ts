import { deliveryStanding, rupeesToPaise, type Bill, type Paise, type PublicUser } from "@taaza/domain";

/** The bill with the shop's offers as the server will charge it (issue 32). */
export interface OfferBill extends Bill {
  /** The address's charge before free delivery: shown struck through when it is waived. */
  fullDeliveryChargePaise: Paise;
  discountPaise: Paise;
  couponCode: string | null;
  /** How much more in items makes delivery free; null when it is free or there is no such offer. */
  addForFreePaise: Paise | null;
}

/**
 * The basket's bill with free delivery (the shop's threshold, judged by the domain's rule for
 * the address chosen) and the code's discount the server answered in GET /users/{id}. The server
 * computes both again when the payment starts and refuses a different amount.
 */
export function withOffers(bill: Bill, offers: Pick<PublicUser, "discount" | "coupon" | "freeDeliveryMinItemsTotal">): OfferBill {
  const min = offers.freeDeliveryMinItemsTotal ?? null;
  const delivery = deliveryStanding(bill.subtotalPaise, bill.deliveryChargePaise, min === null ? null : rupeesToPaise(min));
  const applies = offers.coupon != null && offers.coupon.refusal === null;
  const discountPaise = applies ? rupeesToPaise(offers.discount ?? 0) : 0;
  return {
    ...bill,
    deliveryChargePaise: delivery.chargePaise,
    fullDeliveryChargePaise: bill.deliveryChargePaise,
    discountPaise,
    couponCode: applies ? offers.coupon!.code : null,
    addForFreePaise: delivery.addForFreePaise,
    totalPaise: bill.subtotalPaise + delivery.chargePaise - discountPaise,
  };
}
