import { describe, expect, it } from "vitest";
import {
  isSaleBelow,
  MAX_ALT_NAME_LENGTH,
  MAX_ALT_NAMES,
  MESSAGES,
  parseAltNames,
  PRODUCT_DETAIL_MESSAGES,
  pincodeBody,
  PRODUCT_TAX_MESSAGES,
  productQuickEditBody,
  rupees,
  validateProductForm,
  defaultProductNote,
  productFormProblems,
  type ProductFormInput,
} from "../src/index.ts";

const good: ProductFormInput = {
  name: "Silver Pomfret",
  defaultPrice: "800",
  salePrice: "699.50",
  weight: "500",
  description: "Whole, cleaned.",
  category: "SeaWater",
  productTag: "Pomfret",
  note: "Keep cold.",
  imageCount: 1,
};
const known = { categories: ["SeaWater"], productTags: ["Pomfret"] };
const problem = (patch: Partial<ProductFormInput>) => {
  const result = validateProductForm({ ...good, ...patch }, known);
  return result.ok ? null : result.message;
};

describe("the product form's rules", () => {
  it("answers the values in rupees and grams when every rule holds", () => {
    expect(validateProductForm(good, known)).toEqual({
      ok: true,
      value: {
        name: "Silver Pomfret",
        defaultPrice: 800,
        salePrice: 699.5,
        weight: 500,
        description: "Whole, cleaned.",
        category: "SeaWater",
        productTag: "Pomfret",
        note: "Keep cold.",
        hsnCode: "0302",
        gstRate: 0,
        netWeight: null,
        grossWeight: null,
        pieces: null,
        serves: null,
        altNames: [],
      },
    });
    expect(validateProductForm({ ...good, salePrice: "" }, known)).toMatchObject({ ok: true, value: { salePrice: null } });
    // The bill's HSN code and rate: blank means fresh fish, exempt; otherwise 4, 6 or 8 digits and 0 or 5.
    expect(validateProductForm({ ...good, hsnCode: " 030617 ", gstRate: "5" }, known)).toMatchObject({
      ok: true,
      value: { hsnCode: "030617", gstRate: 5 },
    });
    expect(validateProductForm({ ...good, hsnCode: "306" }, known)).toEqual({ ok: false, message: PRODUCT_TAX_MESSAGES.hsnCode });
    expect(validateProductForm({ ...good, gstRate: "18" }, known)).toEqual({ ok: false, message: PRODUCT_TAX_MESSAGES.gstRate });
  });

  it("reports the first broken rule in the spec's order", () => {
    const allBroken: ProductFormInput = {
      name: "",
      defaultPrice: "",
      salePrice: "x",
      weight: "",
      description: "",
      category: "",
      productTag: "",
      note: "",
      imageCount: 0,
    };
    const order = [
      ["name", MESSAGES.product.name, "Rohu"],
      ["defaultPrice", MESSAGES.product.defaultPrice, "300"],
      ["salePrice", MESSAGES.product.salePrice, "250"],
      ["weight", MESSAGES.product.weight, "750"],
      ["description", MESSAGES.product.description, "River fish"],
      ["category", MESSAGES.product.category, "SeaWater"],
      ["productTag", MESSAGES.product.productTag, "Pomfret"],
      ["note", MESSAGES.product.note, "Cold"],
      ["imageCount", MESSAGES.product.imageRequired, 1],
    ] as const;
    let input: ProductFormInput = allBroken;
    for (const [field, message, fix] of order) {
      const result = validateProductForm(input, known);
      expect(result, field).toEqual({ ok: false, message });
      input = { ...input, [field]: fix };
    }
    expect(validateProductForm(input, known).ok).toBe(true);
  });

  it("refuses prices and weights that are not plain amounts", () => {
    for (const bad of ["0", "-1", "abc", "0x1F", "1e3", " ", "12.345", 0, -5, Number.NaN, "200000"]) {
      expect(problem({ defaultPrice: bad }), String(bad)).toBe(MESSAGES.product.defaultPrice);
    }
    for (const bad of ["800", "900", "0", "cheap", 800.001])
      expect(problem({ salePrice: bad }), String(bad)).toBe(MESSAGES.product.salePrice);
    for (const bad of ["1.5", "0", "-3", "1e3", "half", 2.5]) expect(problem({ weight: bad }), String(bad)).toBe(MESSAGES.product.weight);
  });

  it("checks the category and tag against the known names when given", () => {
    expect(problem({ category: "Dinosaur" })).toBe(MESSAGES.product.category);
    expect(problem({ productTag: "Unicorn" })).toBe(MESSAGES.product.productTag);
    expect(validateProductForm({ ...good, category: "Anything" }).ok).toBe(true);
  });

  it("refuses more than three images first", () => {
    expect(problem({ imageCount: 4, name: "" })).toBe(MESSAGES.product.tooManyImages);
  });

  it("compares sale and default prices in paise", () => {
    expect(isSaleBelow(799.99, 800)).toBe(true);
    expect(isSaleBelow(800, 800)).toBe(false);
    expect(isSaleBelow(0, 800)).toBe(false);
    expect(rupees("19.5")).toBe(19.5);
    expect(rupees("19.555")).toBeNull();
  });

  it("accepts quick edits of flags and the sale price only", () => {
    expect(productQuickEditBody.parse({ isArchived: true, price: { sale: null }, name: "ignored" })).toEqual({
      isArchived: true,
      price: { sale: null },
    });
    expect(productQuickEditBody.safeParse({ price: { sale: "x" } }).error?.issues[0]?.message).toBe(MESSAGES.product.salePrice);
  });
});

describe("the admin pincode form", () => {
  it("takes six digits, a name, charges of 0 or more and an enabled flag by default", () => {
    expect(pincodeBody.parse({ pincode: " 400001 ", name: " Fort ", deliveryCharges: "29" })).toEqual({
      pincode: "400001",
      name: "Fort",
      deliveryCharges: 29,
      status: true,
    });
    expect(pincodeBody.safeParse({ pincode: "040001", name: "x", deliveryCharges: 0 }).error?.issues[0]?.message).toBe(
      MESSAGES.pincode.sixDigits,
    );
    expect(pincodeBody.safeParse({ pincode: "400001", name: "x", deliveryCharges: -1 }).error?.issues[0]?.message).toBe(
      MESSAGES.pincode.charges,
    );
    expect(pincodeBody.safeParse({ pincode: "400001", name: "", deliveryCharges: 0 }).error?.issues[0]?.message).toBe(
      MESSAGES.pincode.nameRequired,
    );
  });
});

describe("a product's other names", () => {
  it("splits the form's text at commas, trims, collapses spaces and drops repeats in any case", () => {
    expect(parseAltNames(" paplet,  पापलेट ,Paplet,, silver   pomfret ")).toEqual(["paplet", "पापलेट", "silver pomfret"]);
    expect(parseAltNames(["सरंगा", "saranga"])).toEqual(["सरंगा", "saranga"]);
    expect(parseAltNames("")).toEqual([]);
    expect(parseAltNames(undefined)).toEqual([]);
  });

  it("accepts Devanagari with its vowel signs, apostrophes, hyphens and full stops", () => {
    expect(parseAltNames("कोळंबी, झींगा, king-fish, o'pomfret, st. fish")).toEqual(["कोळंबी", "झींगा", "king-fish", "o'pomfret", "st. fish"]);
  });

  it("refuses too many, too long, and other signs", () => {
    expect(parseAltNames(Array.from({ length: MAX_ALT_NAMES + 1 }, (_, i) => `n${i}`).join(","))).toBeNull();
    expect(parseAltNames("x".repeat(MAX_ALT_NAME_LENGTH + 1))).toBeNull();
    for (const bad of ["a|b", "<script>", "50%", "-fish", "fish_fry", [1]]) expect(parseAltNames(bad), String(bad)).toBeNull();
  });

  it("are checked last in the product form, with their own message", () => {
    expect(validateProductForm({ ...good, altNames: "paplet, सरंगा" }, known)).toMatchObject({
      ok: true,
      value: { altNames: ["paplet", "सरंगा"] },
    });
    expect(validateProductForm({ ...good, altNames: "a|b" }, known)).toEqual({ ok: false, message: PRODUCT_DETAIL_MESSAGES.altNames });
  });
});

describe("every problem of a product form at once", () => {
  it("lists each broken rule in the spec's order, the first being validateProductForm's message", () => {
    const input = { ...good, name: " ", weight: "0", description: "", gstRate: "18", imageCount: 0 };
    const problems = productFormProblems(input, known);
    expect(problems).toEqual([
      MESSAGES.product.name,
      MESSAGES.product.weight,
      MESSAGES.product.description,
      PRODUCT_TAX_MESSAGES.gstRate,
      MESSAGES.product.imageRequired,
    ]);
    expect(validateProductForm(input, known)).toEqual({ ok: false, message: problems[0] });
    expect(productFormProblems(good, known)).toEqual([]);
  });

  it("does not blame the sale price for a default price that is itself wrong", () => {
    expect(productFormProblems({ ...good, defaultPrice: "" }, known)).toEqual([MESSAGES.product.defaultPrice]);
  });
});

describe("a new product's default note", () => {
  it("says the shop's delivery hours", () => {
    expect(defaultProductNote({ opensAt: 7 * 60, closesAt: 21 * 60 })).toBe("Fresh cuts are delivered between 7 AM and 9 PM.");
    expect(defaultProductNote({ opensAt: 11 * 60, closesAt: 19 * 60 })).toBe("Fresh cuts are delivered between 11 AM and 7 PM.");
    expect(defaultProductNote({ opensAt: 6 * 60 + 30, closesAt: 24 * 60 })).toBe("Fresh cuts are delivered between 6:30 AM and 12 AM.");
  });
});
