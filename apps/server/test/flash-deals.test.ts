import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_IMAGE, FLASH_DEAL_MESSAGES, nextIndiaMidnight, type AdminFlashDeal, type FlashDeals } from "@taaza/domain";
import { renewDemoFlashDeal, seedDemoCatalog } from "../src/seed/seed-demo-catalog.ts";
import { createTestContext, type TestContext } from "./support/test-app.ts";
import { buildProduct, signInAdmin, signUpCustomer, setDefaultVariant } from "./support/factories.ts";
import { call } from "./support/buying.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  ctx.setNow(undefined);
  await ctx.reset();
});

const NOW = new Date("2026-11-23T10:00:00Z"); // 15:30 IST
const IN_AN_HOUR = "2026-11-23T11:00:00.000Z";

describe("flash deals", () => {
  it("when no deal is running, then GET /api/flash-deals has no products and no end", async () => {
    await buildProduct(ctx);
    expect((await call(ctx, null, "GET", "/api/flash-deals")).json()).toEqual({ endsAt: null, products: [] });
  });

  it("when staff put a discounted product on a deal, then shoppers see it with its real end until it passes", async () => {
    ctx.setNow(NOW);
    const admin = await signInAdmin(ctx);
    const pomfret = await buildProduct(ctx, { name: "Silver Pomfret", salePricePaise: 69900 });
    const res = await call(ctx, admin, "PUT", `/api/products/${pomfret.id}/flash-deal`, { endsAt: "2026-11-23T16:30:00+05:30" });
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminFlashDeal[]>()).toEqual([expect.objectContaining({ endsAt: IN_AN_HOUR })]);

    const deals = (await call(ctx, null, "GET", "/api/flash-deals")).json<FlashDeals>();
    expect(deals.endsAt).toBe(IN_AN_HOUR);
    expect(deals.products.map((p) => p.name)).toEqual(["Silver Pomfret"]);

    ctx.setNow(new Date(IN_AN_HOUR));
    expect((await call(ctx, null, "GET", "/api/flash-deals")).json()).toEqual({ endsAt: null, products: [] });
  });

  it("when a product has no discount, is sold out, or the end is past, then 400 and nothing changes", async () => {
    ctx.setNow(NOW);
    const admin = await signInAdmin(ctx);
    const full = await buildProduct(ctx, { name: "Full Price", salePricePaise: null });
    const soldOut = await buildProduct(ctx, { name: "Sold Out", inStock: false });
    const fine = await buildProduct(ctx, { name: "Fine" });
    for (const [id, body, message] of [
      [full.id, { endsAt: IN_AN_HOUR }, FLASH_DEAL_MESSAGES.notEligible],
      [soldOut.id, { endsAt: IN_AN_HOUR }, FLASH_DEAL_MESSAGES.notEligible],
      [fine.id, { endsAt: "2026-11-23T09:00:00Z" }, FLASH_DEAL_MESSAGES.inFuture],
      [fine.id, { endsAt: "tomorrow" }, FLASH_DEAL_MESSAGES.endsAt],
    ] as const) {
      const res = await call(ctx, admin, "PUT", `/api/products/${id}/flash-deal`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: message });
    }
    expect((await call(ctx, admin, "GET", "/api/admin/flash-deals")).json()).toEqual([]);
  });

  it("when a deal product sells out, then it leaves the home page but staff still see it; null takes it off", async () => {
    ctx.setNow(NOW);
    const admin = await signInAdmin(ctx);
    const fish = await buildProduct(ctx);
    await call(ctx, admin, "PUT", `/api/products/${fish.id}/flash-deal`, { endsAt: IN_AN_HOUR });
    await setDefaultVariant(ctx, fish.id, { inStock: false });
    expect((await call(ctx, null, "GET", "/api/flash-deals")).json<FlashDeals>().products).toEqual([]);
    expect((await call(ctx, admin, "GET", "/api/admin/flash-deals")).json<AdminFlashDeal[]>()).toHaveLength(1);
    const off = await call(ctx, admin, "PUT", `/api/products/${fish.id}/flash-deal`, { endsAt: null });
    expect(off.json()).toEqual([]);
  });

  it("when a customer or visitor tries to set a deal, then 403 or 401 and nothing changes", async () => {
    ctx.setNow(NOW);
    const fish = await buildProduct(ctx);
    const customer = await signUpCustomer(ctx.app);
    expect((await call(ctx, customer, "PUT", `/api/products/${fish.id}/flash-deal`, { endsAt: IN_AN_HOUR })).statusCode).toBe(403);
    expect((await call(ctx, null, "PUT", `/api/products/${fish.id}/flash-deal`, { endsAt: IN_AN_HOUR })).statusCode).toBe(401);
    expect((await call(ctx, customer, "GET", "/api/admin/flash-deals")).statusCode).toBe(403);
    expect((await call(ctx, null, "GET", "/api/flash-deals")).json<FlashDeals>().products).toEqual([]);
  });

  it("when the demo shop starts, then its deal runs until the next midnight IST, renewed only when none runs", async () => {
    // The demo's images go through the shop's image store (the bucket, when there is one), never
    // straight to a folder, so every process serves them.
    const stored: string[] = [];
    const images = {
      ...ctx.platform.images,
      put: (name: string, bytes: Buffer) => (stored.push(name), ctx.platform.images.put(name, bytes)),
    };
    await seedDemoCatalog(ctx.db, images);
    expect(stored).toEqual(expect.arrayContaining(["demo-bangda-whole.webp", "demo-bangda-whole.w480.webp", DEFAULT_IMAGE]));
    const served = await ctx.app.inject({ method: "GET", url: "/uploads/demo-bangda-whole.webp" });
    expect(served.headers["cache-control"]).toContain("immutable");
    // A second start finds them stored and draws nothing.
    stored.length = 0;
    await seedDemoCatalog(ctx.db, images);
    expect(stored).toEqual([]);
    await renewDemoFlashDeal(ctx.db, NOW);
    ctx.setNow(NOW);
    const deals = (await call(ctx, null, "GET", "/api/flash-deals")).json<FlashDeals>();
    expect(deals.endsAt).toBe("2026-11-23T18:30:00.000Z");
    expect(deals.endsAt).toBe(nextIndiaMidnight(NOW).toISOString());
    expect(deals.products.length).toBeGreaterThan(0);
    expect(deals.products.every((p) => p.price.sale !== null && p.inStock)).toBe(true);

    const nextDay = new Date("2026-11-24T10:00:00Z");
    await renewDemoFlashDeal(ctx.db, nextDay);
    ctx.setNow(nextDay);
    expect((await call(ctx, null, "GET", "/api/flash-deals")).json<FlashDeals>().endsAt).toBe("2026-11-24T18:30:00.000Z");
    // Seeding the whole demo catalog encodes every demo image with sharp: seconds on a quiet
    // machine, far more when CI shares two cores with the other test files.
  }, 180_000);
});
