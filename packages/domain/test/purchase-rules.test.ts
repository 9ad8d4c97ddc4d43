import { describe, expect, it } from "vitest";
import {
  addressAddBody,
  addressEditBody,
  availableSlots,
  BILL_ID_PATTERN,
  DEFAULT_DELIVERY_HOURS,
  customerOrderStatus,
  deliveryDate,
  indiaTime,
  isSlotAvailable,
  MESSAGES,
  newBillId,
  priceBasket,
} from "../src/index.ts";

// 17:59 and 18:00 in India are 12:29 and 12:30 UTC.
const at = (iso: string) => new Date(iso);

describe("delivery slots (India time)", () => {
  it("reads India's wall clock from any instant", () => {
    expect(indiaTime(at("2026-11-22T18:45:00Z"))).toEqual({ date: "2026-11-23", hour: 0, minute: 15 });
  });

  it("offers 90mins today only before 18:00 IST", () => {
    expect(availableSlots("Today", at("2026-11-22T12:29:00Z"), DEFAULT_DELIVERY_HOURS)).toContain("90mins");
    expect(availableSlots("Today", at("2026-11-22T12:30:00Z"), DEFAULT_DELIVERY_HOURS)).not.toContain("90mins");
    expect(availableSlots("Tomorrow", at("2026-11-22T03:00:00Z"), DEFAULT_DELIVERY_HOURS)).not.toContain("90mins");
  });

  it("hides a slot for today once its start hour has begun", () => {
    // 10:00 IST
    expect(availableSlots("Today", at("2026-11-22T04:30:00Z"), DEFAULT_DELIVERY_HOURS)).toEqual([
      "90mins",
      "12PM-2PM",
      "2PM-4PM",
      "4PM-6PM",
      "6PM-8PM",
    ]);
    // 18:00 IST: nothing left today
    expect(availableSlots("Today", at("2026-11-22T12:30:00Z"), DEFAULT_DELIVERY_HOURS)).toEqual([]);
    expect(availableSlots("Tomorrow", at("2026-11-22T12:30:00Z"), DEFAULT_DELIVERY_HOURS)).toHaveLength(6);
    expect(isSlotAvailable("Today", "6PM-8PM", at("2026-11-22T12:29:00Z"), DEFAULT_DELIVERY_HOURS)).toBe(true);
    expect(isSlotAvailable("Today", "6PM-8PM", at("2026-11-22T12:30:00Z"), DEFAULT_DELIVERY_HOURS)).toBe(false);
    expect(isSlotAvailable("Today", "nonsense", at("2026-11-22T03:00:00Z"), DEFAULT_DELIVERY_HOURS)).toBe(false);
  });

  it("turns Today and Tomorrow into India dates, across the UTC midnight", () => {
    expect(deliveryDate("Today", at("2026-11-22T20:00:00Z"))).toBe("2026-11-23");
    expect(deliveryDate("Tomorrow", at("2026-12-31T20:00:00Z"))).toBe("2027-01-02");
  });
});

describe("bill ids", () => {
  it("are a hash, two different digits and letters, six characters", () => {
    let seed = 1;
    const random = (n: number) => (seed = (seed * 48271) % 2147483647) % n;
    for (let i = 0; i < 500; i++) {
      const id = newBillId(random);
      expect(id).toMatch(BILL_ID_PATTERN);
      expect(id).toHaveLength(6);
      expect(id[1]).not.toBe(id[2]);
    }
  });
});

describe("basket totals", () => {
  it("adds effective price × quantity and the delivery charge, taxes 0", () => {
    expect(
      priceBasket(
        [
          { unitPricePaise: 44900, quantity: 2 },
          { unitPricePaise: 19950, quantity: 1 },
        ],
        2900,
      ),
    ).toEqual({
      subtotalPaise: 109750,
      deliveryChargePaise: 2900,
      taxesPaise: 0,
      totalPaise: 112650,
    });
  });

  it("shows customers Cancelled, Delivered or the delivery time", () => {
    expect(customerOrderStatus("Canceled", "Today, 8AM-10AM")).toBe("Cancelled");
    expect(customerOrderStatus("Delivered", "x")).toBe("Delivered");
    expect(customerOrderStatus("Pending", "Today, 8AM-10AM")).toBe("Today, 8AM-10AM");
  });
});

describe("addresses", () => {
  const good = {
    firstName: "Asha",
    lastName: "Patil",
    address: "12 Marine Drive",
    landmark: "Near Oval",
    state: "Goa",
    city: "Mumbai",
    pincode: "400001",
    phoneNo: "9820012345",
    tag: "home1",
  };
  const firstError = (schema: typeof addressAddBody, value: object) => schema.safeParse(value).error?.issues[0]?.message;

  it("requires every field with the spec's message", () => {
    expect(firstError(addressEditBody, { ...good, landmark: " " })).toBe("Please fill out the landmark");
    expect(firstError(addressEditBody, { ...good, phoneNo: undefined })).toBe("Please fill out the phone number");
  });

  it("on add, names are letters only and the phone is exactly 10 digits", () => {
    expect(addressAddBody.safeParse(good).success).toBe(true);
    expect(firstError(addressAddBody, { ...good, firstName: "Asha1" })).toBe(MESSAGES.address.firstNameLetters);
    expect(firstError(addressAddBody, { ...good, lastName: "P@til" })).toBe(MESSAGES.address.lastNameLetters);
    // Marathi letters carry vowel signs and viramas (Unicode marks): still letters. Digits are not.
    expect(addressAddBody.safeParse({ ...good, firstName: "अमोल", lastName: "पाटील" }).success).toBe(true);
    expect(addressAddBody.safeParse({ ...good, firstName: "लक्ष्मी", lastName: "क्षीरसागर" }).success).toBe(true);
    expect(firstError(addressAddBody, { ...good, firstName: "अमोल१" })).toBe(MESSAGES.address.firstNameLetters);
    expect(firstError(addressAddBody, { ...good, lastName: "\u093Eपाटील" })).toBe(MESSAGES.address.lastNameLetters);
    expect(firstError(addressAddBody, { ...good, phoneNo: "98200123" })).toBe(MESSAGES.address.phoneDigits);
  });

  it("on edit, there is no letter or phone-format check", () => {
    expect(addressEditBody.safeParse({ ...good, firstName: "Asha1", phoneNo: "123" }).success).toBe(true);
  });
});
