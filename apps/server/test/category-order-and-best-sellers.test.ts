import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Product } from "@taaza/domain";
import { createTestContext, type TestContext } from "./support/test-app.ts";
import { buildCustomer, buildOrder, buildProduct, buildVariant, signUpCustomer } from "./support/factories.ts";
import { addAddress, buildPincode, MORNING_IST, placeOrder, setCart } from "./support/buying.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  // Monday 23 November 2026, 10:00 in Mumbai.
  ctx.setNow(MORNING_IST);
});

const get = (url: string) => ctx.app.inject({ method: "GET", url });
const namesOf = (body: Product[]) => body.map((p) => p.name);
const DAY = 24 * 60 * 60 * 1000;

describe("GET /api/products?category=&sort=&prep= (the category page's order and preparation filter)", () => {
  async function buildCategory() {
    const day = (n: number) => new Date(Date.UTC(2026, 10, n));
    // The price customers pay is the sale price when there is one.
    const rohu = await buildProduct(ctx, {
      name: "Rohu",
      category: "FreshWater",
      defaultPricePaise: 40000,
      salePricePaise: null,
      createdAt: day(1),
    });
    const katla = await buildProduct(ctx, {
      name: "Katla",
      category: "FreshWater",
      defaultPricePaise: 90000,
      salePricePaise: 25000,
      createdAt: day(2),
    });
    const basa = await buildProduct(ctx, {
      name: "Basa",
      category: "FreshWater",
      defaultPricePaise: 60000,
      salePricePaise: null,
      createdAt: day(3),
    });
    await buildProduct(ctx, { name: "Pomfret elsewhere", category: "SeaWater", defaultPricePaise: 10000, salePricePaise: null });
    await buildProduct(ctx, { name: "Archived boneless", category: "FreshWater", isArchived: true });
    await buildVariant(ctx, rohu.id, { label: "Boneless · 500 g", preparation: "Boneless", weightGrams: 500 });
    await buildVariant(ctx, katla.id, { label: "Curry cut · 1 kg", preparation: "Curry cut", weightGrams: 1000 });
    await buildVariant(ctx, basa.id, { label: "Boneless fillet · 500 g", preparation: "boneless", weightGrams: 500 });
    return { rohu, katla, basa };
  }

  it("sorts by the price customers pay both ways, and newest first by default or for relevance", async () => {
    await buildCategory();
    const list = async (query: string) => {
      const res = await get(`/api/products?category=FreshWater${query}`);
      expect(res.statusCode).toBe(200);
      return namesOf(res.json());
    };
    expect(await list("")).toEqual(["Basa", "Katla", "Rohu"]);
    expect(await list("&sort=relevance")).toEqual(["Basa", "Katla", "Rohu"]);
    expect(await list("&sort=price_asc")).toEqual(["Katla", "Rohu", "Basa"]);
    expect(await list("&sort=price_desc")).toEqual(["Basa", "Rohu", "Katla"]);
  });

  it("keeps only products with a variant of the preparation, in any case, and pages keep the order and the filter", async () => {
    await buildCategory();
    const boneless = await get("/api/products?category=FreshWater&prep=boneless&sort=price_asc&page=1&limit=1");
    expect(boneless.statusCode).toBe(200);
    expect(namesOf(boneless.json())).toEqual(["Rohu"]);
    expect(boneless.headers["x-total-count"]).toBe("2");
    const second = await get("/api/products?category=FreshWater&prep=BONELESS&sort=price_asc&page=2&limit=1");
    expect(namesOf(second.json())).toEqual(["Basa"]);
    expect(namesOf((await get("/api/products?category=FreshWater&prep=Curry%20cut")).json())).toEqual(["Katla"]);
    expect((await get("/api/products?category=FreshWater&prep=smoked")).json()).toEqual([]);
  });

  it("offers the category's preparations, each once, without Standard, archived products left out", async () => {
    await buildCategory();
    const res = await get("/api/products/preparations?category=FreshWater");
    expect(res.statusCode).toBe(200);
    // "Boneless" and "boneless" are one preparation.
    expect(res.json()).toEqual(["Boneless", "Curry cut"]);
    expect((await get("/api/products/preparations?category=SeaWater")).json()).toEqual([]);
  });

  it("sorts by popularity: grams sold in paid orders of the last 14 days, cancelled orders not counted", async () => {
    const { rohu, katla, basa } = await buildCategory();
    const customer = await buildCustomer(ctx);
    // Katla: 2 x 500 g = 1 kg; Basa: 3 x 500 g = 1.5 kg, though one order of it was cancelled.
    await buildOrder(ctx, { userId: customer.id, items: [{ productId: katla.id, quantity: 2 }] });
    await buildOrder(ctx, { userId: customer.id, items: [{ productId: basa.id, quantity: 3 }] });
    await buildOrder(ctx, { userId: customer.id, items: [{ productId: rohu.id, quantity: 9 }], status: "Canceled" });
    const res = await get("/api/products?category=FreshWater&sort=popularity");
    expect(res.statusCode).toBe(200);
    expect(namesOf(res.json())).toEqual(["Basa", "Katla", "Rohu"]);
  });

  it("refuses an unknown sort with 400 naming the sorts, like the list's other query checks", async () => {
    const res = await get("/api/products?category=FreshWater&sort=cheapest");
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toMatch(/relevance.*price_asc.*price_desc.*popularity/);
  });
});

describe("GET /api/products/best-sellers (what sells, staff's picks pinned)", () => {
  it("ranks products by grams of paid orders in the last 14 India days, flagged ones first, unordered ones left off", async () => {
    await buildProduct(ctx, { name: "Pinned pomfret", bestseller: true, weightGrams: 500 });
    const prawns = await buildProduct(ctx, { name: "Prawns", weightGrams: 250 });
    const chicken = await buildProduct(ctx, { name: "Chicken", weightGrams: 1000 });
    const mutton = await buildProduct(ctx, { name: "Mutton", weightGrams: 500 });
    const old = await buildProduct(ctx, { name: "Sold long ago", weightGrams: 1000 });
    await buildProduct(ctx, { name: "Never ordered", weightGrams: 1000 });
    const soldOut = await buildProduct(ctx, { name: "Sold out", weightGrams: 1000, inStock: false });
    const customer = await buildCustomer(ctx);

    // Today's window starts at 00:00 India time on 10 November (23 November less 13 days).
    const windowStart = new Date("2026-11-09T18:30:00Z");
    await buildOrder(ctx, { userId: customer.id, items: [{ productId: prawns.id, quantity: 2 }], createdAt: windowStart });
    await buildOrder(ctx, {
      userId: customer.id,
      items: [{ productId: old.id, quantity: 9 }],
      createdAt: new Date(windowStart.getTime() - 1),
    });
    await buildOrder(ctx, { userId: customer.id, items: [{ productId: soldOut.id, quantity: 9 }] });
    await buildOrder(ctx, { userId: customer.id, items: [{ productId: mutton.id, quantity: 9 }], status: "Canceled" });

    // One paid order through the shop itself: 3 x 1 kg of chicken.
    await buildPincode(ctx);
    const session = await signUpCustomer(ctx.app);
    await addAddress(ctx, session);
    await setCart(ctx, session, chicken.id, 3);
    await placeOrder(ctx, session);

    const res = await get("/api/products/best-sellers");
    expect(res.statusCode).toBe(200);
    // Chicken 3 kg, then prawns 500 g; the pinned product leads whatever it sold.
    expect(namesOf(res.json())).toEqual(["Pinned pomfret", "Chicken", "Prawns"]);

    // Fifteen days on, those sales have left the window: only the staff's pick stays.
    ctx.setNow(new Date(MORNING_IST.getTime() + 15 * DAY));
    expect(namesOf((await get("/api/products/best-sellers")).json())).toEqual(["Pinned pomfret"]);
  });
});
