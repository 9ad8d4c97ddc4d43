import { describe, expect, it } from "vitest";
import {
  cartUpdateBody,
  DEFAULT_DELIVERY_HOURS,
  checkoutStartBody,
  deliverySlots,
  isSlotOffered,
  minutesUntilSlot,
  offeredSlots,
  slotAvailability,
  isBuyable,
  MESSAGES,
  paymentFieldsSchema,
  publicUserSchema,
  unavailableItemsMessage,
} from "../src/index.ts";

const productId = "6b1f3a52-8a53-4c64-9d51-0f5a2b6e7c11";
const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe("basket quantity", () => {
  it("accepts whole numbers up to 20, and zero or less (which removes the line)", () => {
    for (const quantity of [1, 20, 0, -3]) expect(cartUpdateBody.safeParse({ productId, quantity }).success).toBe(true);
  });

  it("refuses fractions, text and more than 20 with clear messages", () => {
    expect(firstError(cartUpdateBody.safeParse({ productId, quantity: 1.5 }))).toBe(MESSAGES.cart.wholeQuantity);
    expect(firstError(cartUpdateBody.safeParse({ productId, quantity: "2" }))).toBe(MESSAGES.cart.wholeQuantity);
    expect(firstError(cartUpdateBody.safeParse({ productId, quantity: 21 }))).toBe(MESSAGES.cart.tooMany);
  });

  it("accepts the spec's price and weight fields but does not keep them", () => {
    const parsed = cartUpdateBody.parse({ productId, quantity: 2, price: 1, weight: 500 });
    expect(parsed.quantity).toBe(2);
  });
});

describe("starting a checkout", () => {
  it("asks for a slot and an address with the spec's texts", () => {
    expect(firstError(checkoutStartBody.safeParse({ addressId: productId, day: "Today" }))).toBe(MESSAGES.order.selectSlot);
    expect(firstError(checkoutStartBody.safeParse({ day: "Today", slot: "90mins" }))).toBe(MESSAGES.order.addAddress);
    expect(firstError(checkoutStartBody.safeParse({ addressId: productId, day: "Yesterday", slot: "90mins" }))).toBe(
      MESSAGES.order.selectSlot,
    );
    expect(checkoutStartBody.safeParse({ addressId: productId, day: "Tomorrow", slot: "8AM-10AM", amount: 152300 }).success).toBe(true);
    expect(checkoutStartBody.safeParse({ addressId: productId, day: "Tomorrow", slot: "8AM-10AM", amount: 1523.5 }).success).toBe(false);
  });

  it("needs all three payment fields, answering the spec's verification message", () => {
    expect(firstError(paymentFieldsSchema.safeParse({ razorpay_order_id: "order_1", razorpay_payment_id: "pay_1" }))).toBe(
      MESSAGES.order.paymentVerifyFailed,
    );
  });

  it("names the unavailable items", () => {
    expect(unavailableItemsMessage(["Mud Crab", "Rohu"])).toBe(
      "Some items in your basket are unavailable: Mud Crab, Rohu. Please remove them to continue.",
    );
  });
});

describe("delivery slots as the API sends them", () => {
  it("gives both days with India dates and the slots open at that instant", () => {
    // 17:59 IST
    expect(deliverySlots(new Date("2026-11-23T12:29:00Z"), { hours: DEFAULT_DELIVERY_HOURS })).toMatchObject({
      now: "2026-11-23T12:29:00.000Z",
      days: [
        { day: "Today", date: "2026-11-23", slots: ["90mins", "6PM-8PM"] },
        { day: "Tomorrow", date: "2026-11-24", slots: ["8AM-10AM", "10AM-12PM", "12PM-2PM", "2PM-4PM", "4PM-6PM", "6PM-8PM"] },
      ],
    });
  });
});

describe("slot capacity and the same-day lead time", () => {
  // 10:00 IST on 2026-11-23.
  const tenAm = new Date("2026-11-23T04:30:00Z");

  it("a lead time stops a slot that starts within it, never express, and counts across midnight for tomorrow", () => {
    expect(minutesUntilSlot("Today", "12PM-2PM", tenAm)).toBe(120);
    expect(minutesUntilSlot("Tomorrow", "8AM-10AM", tenAm)).toBe(22 * 60);
    expect(minutesUntilSlot("Today", "90mins", tenAm)).toBeNull();
    expect(offeredSlots("Today", tenAm, 0, DEFAULT_DELIVERY_HOURS)).toEqual(["90mins", "12PM-2PM", "2PM-4PM", "4PM-6PM", "6PM-8PM"]);
    expect(offeredSlots("Today", tenAm, 120, DEFAULT_DELIVERY_HOURS)).toEqual(["90mins", "2PM-4PM", "4PM-6PM", "6PM-8PM"]);
    expect(offeredSlots("Today", tenAm, 119, DEFAULT_DELIVERY_HOURS)).toContain("12PM-2PM");
    expect(offeredSlots("Tomorrow", tenAm, 720, DEFAULT_DELIVERY_HOURS)).toHaveLength(6);
    expect(isSlotOffered("Today", "12PM-2PM", tenAm, 120, DEFAULT_DELIVERY_HOURS)).toBe(false);
  });

  it("a slot's availability: unlimited, places left, full, closed (date closed or capacity 0)", () => {
    expect(slotAvailability("8AM-10AM", { capacity: null, closed: false, taken: 40 })).toEqual({
      slot: "8AM-10AM",
      available: true,
      remaining: null,
      reason: null,
    });
    expect(slotAvailability("8AM-10AM", { capacity: 3, closed: false, taken: 2 })).toEqual({
      slot: "8AM-10AM",
      available: true,
      remaining: 1,
      reason: null,
    });
    expect(slotAvailability("8AM-10AM", { capacity: 3, closed: false, taken: 4 })).toEqual({
      slot: "8AM-10AM",
      available: false,
      remaining: 0,
      reason: "full",
    });
    expect(slotAvailability("8AM-10AM", { capacity: 0, closed: false, taken: 0 }).reason).toBe("closed");
    expect(slotAvailability("8AM-10AM", { capacity: null, closed: true, taken: 0 }).reason).toBe("closed");
  });

  it("the slot list keeps a full slot in `availability` but not in `slots`", () => {
    const slots = deliverySlots(tenAm, {
      hours: DEFAULT_DELIVERY_HOURS,
      loadOf: (date, slot) => ({ capacity: slot === "2PM-4PM" ? 1 : null, closed: false, taken: date === "2026-11-23" ? 1 : 0 }),
    });
    expect(slots.days[0]!.slots).not.toContain("2PM-4PM");
    expect(slots.days[0]!.availability.find((a) => a.slot === "2PM-4PM")).toEqual({
      slot: "2PM-4PM",
      available: false,
      remaining: 0,
      reason: "full",
    });
    expect(slots.days[1]!.slots).toContain("2PM-4PM");
  });
});

describe("buyable products and the user's basket shape", () => {
  it("only listed, in-stock products can be bought", () => {
    expect(isBuyable({ isArchived: false, inStock: true })).toBe(true);
    expect(isBuyable({ isArchived: true, inStock: true })).toBe(false);
    expect(isBuyable({ isArchived: false, inStock: false })).toBe(false);
  });

  it("a cart line must carry the whole product, not just its id", () => {
    const user = {
      _id: "u",
      userId: "TZABCDEF",
      username: "Asha",
      email: "asha@example.in",
      userType: "User",
      age: null,
      gender: null,
      hasPassword: true,
      hasGoogle: false,
      emailVerified: false,
      createdAt: "2026-11-23T00:00:00.000Z",
      addresses: [],
      cart: [{ _id: "l", quantity: 2, available: true, productId: { _id: productId } }],
    };
    expect(publicUserSchema.safeParse(user).success).toBe(false);
  });
});
