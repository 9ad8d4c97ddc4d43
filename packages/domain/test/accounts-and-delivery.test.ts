import { describe, expect, it } from "vitest";
import { ageFromBirthDate, imageSrcSet, isServiceable, loginBody, MESSAGES, pincodeText, signupBody } from "../src/index.ts";

describe("sign-up and login input", () => {
  it("normalises email case and spaces", () => {
    expect(loginBody.parse({ email: "  Asha@Example.IN ", password: "x" }).email).toBe("asha@example.in");
  });

  it("requires the spec's strong password on sign-up", () => {
    const result = signupBody.safeParse({ username: "A", email: "a@b.in", password: "password" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(MESSAGES.auth.passwordRule);
    expect(signupBody.safeParse({ username: "A", email: "a@b.in", password: "Fresh@Fish1" }).success).toBe(true);
  });
});

describe("age from a birth date", () => {
  it("counts whole years, not yet a year older before the birthday", () => {
    expect(ageFromBirthDate(new Date(1990, 5, 15), new Date(2026, 5, 14))).toBe(35);
    expect(ageFromBirthDate(new Date(1990, 5, 15), new Date(2026, 5, 15))).toBe(36);
  });
});

describe("pincodes", () => {
  it("accepts six digits not starting with 0, and nothing Number() would accept", () => {
    expect(pincodeText.safeParse("400001").success).toBe(true);
    for (const bad of ["040001", "40001", "4000011", "0x88B81", "4e5001", " 40000"]) {
      expect(pincodeText.safeParse(bad).success, bad).toBe(false);
    }
    expect(pincodeText.safeParse("12").error?.issues[0]?.message).toBe(MESSAGES.pincode.sixDigits);
  });

  it("is serviceable only when an enabled pincode matches", () => {
    const list = [
      { _id: "1", pincode: 400001, name: "Fort", deliveryCharges: 0, status: true },
      { _id: "2", pincode: 410206, name: "Panvel", deliveryCharges: 49, status: false },
    ];
    expect(isServiceable(" 400001 ", list)).toBe(true);
    expect(isServiceable("410206", list)).toBe(false);
    expect(isServiceable("400002", list)).toBe(false);
  });
});

describe("images", () => {
  it("builds a srcset for our WebP images only", () => {
    expect(imageSrcSet("abc.webp")).toBe("/uploads/abc.w240.webp 240w, /uploads/abc.w480.webp 480w, /uploads/abc.webp 960w");
    expect(imageSrcSet("default-image.jpg")).toBe("");
  });
});
