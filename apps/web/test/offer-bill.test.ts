import { describe, expect, it } from "vitest";
import { withOffers } from "../src/features/checkout/offer-bill.ts";

const bill = { subtotalPaise: 50_000, deliveryChargePaise: 4_900, taxesPaise: 0, totalPaise: 54_900 };

describe("the checkout's bill with offers", () => {
  it("waives the delivery charge at exactly the threshold and keeps the full charge to strike through", () => {
    expect(withOffers(bill, { freeDeliveryMinItemsTotal: 500, coupon: null, discount: 0 })).toMatchObject({
      deliveryChargePaise: 0,
      fullDeliveryChargePaise: 4_900,
      addForFreePaise: null,
      totalPaise: 50_000,
    });
  });

  it("says how much more makes delivery free one paisa under it", () => {
    expect(withOffers(bill, { freeDeliveryMinItemsTotal: 500.01, coupon: null, discount: 0 })).toMatchObject({
      deliveryChargePaise: 4_900,
      addForFreePaise: 1,
      totalPaise: 54_900,
    });
  });

  it("takes off the code's discount the server answered, and nothing for a refused code", () => {
    expect(withOffers(bill, { coupon: { code: "SAVE10", refusal: null }, discount: 50, freeDeliveryMinItemsTotal: null })).toMatchObject({
      discountPaise: 5_000,
      couponCode: "SAVE10",
      totalPaise: 49_900,
    });
    expect(
      withOffers(bill, { coupon: { code: "OLD1", refusal: "This code has expired" }, discount: 0, freeDeliveryMinItemsTotal: null }),
    ).toMatchObject({ discountPaise: 0, couponCode: null, totalPaise: 54_900 });
  });
});
