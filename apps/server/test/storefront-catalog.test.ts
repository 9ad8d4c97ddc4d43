import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { BEST_SELLERS_SHELF_SIZE } from "@taaza/domain";
import { deals, pincodes } from "../src/platform/database/schema.ts";
import { createTestContext, type TestContext } from "./support/test-app.ts";
import { buildProduct } from "./support/factories.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const get = (url: string, headers = {}) => ctx.app.inject({ method: "GET", url, headers });
const names = (body: { name: string }[]) => body.map((p) => p.name).sort();

/** Products at the band edges, with the price customers pay given as [default, sale] in paise. */
async function buildBandEdges() {
  const prices: [string, number, number | null][] = [
    ["At 300", 30000, null],
    ["At 300.01", 30001, null],
    ["Sale to 300", 45000, 30000],
    ["At 500", 50000, null],
    ["At 500.01", 50001, null],
    ["Sale to 500", 90000, 50000],
    ["Sale to 500.01", 90000, 50001],
    ["Cheap", 9900, null],
  ];
  for (const [name, defaultPricePaise, salePricePaise] of prices) {
    await buildProduct(ctx, { name, defaultPricePaise, salePricePaise });
  }
  await buildProduct(ctx, { name: "Archived at 100", defaultPricePaise: 10000, salePricePaise: null, isArchived: true });
  await buildProduct(ctx, { name: "Archived at 900", defaultPricePaise: 90000, salePricePaise: null, isArchived: true });
}

describe("GET /api/products?category=price1|price2|price3 (price bands on the price customers pay)", () => {
  it("price1 is at most ₹300, price2 at most ₹500, price3 above ₹500, sale price first, never archived", async () => {
    await buildBandEdges();
    const band = async (name: string) => names((await get(`/api/products?category=${name}`)).json());
    expect(await band("price1")).toEqual(["At 300", "Cheap", "Sale to 300"]);
    expect(await band("price2")).toEqual(["At 300", "At 300.01", "At 500", "Cheap", "Sale to 300", "Sale to 500"]);
    expect(await band("price3")).toEqual(["At 500.01", "Sale to 500.01"]);
  });

  it("a category name filters by category; an unknown category is an empty list, not an error", async () => {
    await buildProduct(ctx, { name: "Mud Crab", category: "Crab", productTag: "Mud Crab" });
    await buildProduct(ctx, { name: "Rohu", category: "FreshWater", productTag: "Rohu" });
    await buildProduct(ctx, { name: "Old Crab", category: "Crab", productTag: "Mud Crab", isArchived: true });
    expect(names((await get("/api/products?category=Crab")).json())).toEqual(["Mud Crab"]);
    const unknown = await get("/api/products?category=Dinosaur");
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual([]);
  });
});

describe("GET /api/products with page and limit", () => {
  it("returns one page, newest first, and the total in X-Total-Count; the body stays a plain array", async () => {
    const base = Date.parse("2026-01-01T00:00:00Z");
    for (let i = 1; i <= 23; i++) {
      await buildProduct(ctx, { name: `Fish ${String(i).padStart(2, "0")}`, createdAt: new Date(base + i * 60_000) });
    }
    await buildProduct(ctx, { name: "Archived", isArchived: true, createdAt: new Date(base + 99 * 60_000) });

    const first = await get("/api/products?category=SeaWater&page=1");
    expect(first.statusCode).toBe(200);
    expect(first.headers["x-total-count"]).toBe("23");
    const firstPage = first.json<{ name: string }[]>();
    expect(firstPage).toHaveLength(20);
    expect(firstPage[0]!.name).toBe("Fish 23");

    const second = await get("/api/products?category=SeaWater&page=2");
    expect(second.headers["x-total-count"]).toBe("23");
    expect(second.json<{ name: string }[]>().map((p) => p.name)).toEqual(["Fish 03", "Fish 02", "Fish 01"]);

    const small = await get("/api/products?page=3&limit=5");
    expect(small.json<{ name: string }[]>().map((p) => p.name)).toEqual(["Fish 13", "Fish 12", "Fish 11", "Fish 10", "Fish 09"]);
    expect(small.headers["x-total-count"]).toBe("23");

    const beyond = await get("/api/products?page=9");
    expect(beyond.json()).toEqual([]);
    expect(beyond.headers["x-total-count"]).toBe("23");

    // Without page or limit the whole list comes back, with no count header.
    const all = await get("/api/products");
    expect(all.json()).toHaveLength(23);
    expect(all.headers["x-total-count"]).toBeUndefined();
  });

  it("pages a price band", async () => {
    await buildBandEdges();
    const page = await get("/api/products?category=price2&page=2&limit=4");
    expect(page.headers["x-total-count"]).toBe("6");
    expect(page.json()).toHaveLength(2);
  });

  it("refuses nonsense paging with 400 and a message", async () => {
    for (const query of ["page=0", "page=-1", "page=abc", "limit=0", "limit=101", "page=1.5"]) {
      const res = await get(`/api/products?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json<{ error: string }>().error, query).toBeTypeOf("string");
    }
  });

  it("answers a repeat page read with 304, keeping the count header", async () => {
    await buildProduct(ctx, { name: "Bangda" });
    const first = await get("/api/products?page=1&limit=5");
    const again = await get("/api/products?page=1&limit=5", { "if-none-match": first.headers.etag });
    expect(again.statusCode).toBe(304);
    // The count belongs to this page's cached answer, not to another page with the same data version.
    const other = await get("/api/products?category=price3&page=1");
    expect(other.headers.etag).not.toBe(first.headers.etag);
  });
});

describe("search is plain text over non-archived names", () => {
  it("treats % _ quotes and backslashes as letters and matches case-insensitively", async () => {
    await buildProduct(ctx, { name: "Tiger Prawns" });
    await buildProduct(ctx, { name: "50% Off Basa" });
    await buildProduct(ctx, { name: "Basa_Fillet" });
    await buildProduct(ctx, { name: `Rawas "Indian Salmon"` });
    await buildProduct(ctx, { name: "Archived 50% Prawns", isArchived: true });
    const search = async (text: string) => {
      const res = await get(`/api/products?search=${encodeURIComponent(text)}`);
      expect(res.statusCode).toBe(200);
      return names(res.json());
    };
    expect(await search("tiger")).toEqual(["Tiger Prawns"]);
    expect(await search("%")).toEqual(["50% Off Basa"]);
    expect(await search("0%")).toEqual(["50% Off Basa"]);
    expect(await search("a_f")).toEqual(["Basa_Fillet"]);
    expect(await search("_")).toEqual(["Basa_Fillet"]);
    expect(await search(`"indian`)).toEqual([`Rawas "Indian Salmon"`]);
    expect(await search("' or 1=1 --")).toEqual([]);
    expect(await search("   ")).toHaveLength(4);
    expect(await search("x".repeat(1000))).toEqual([]);
  });
});

describe("ETag on the storefront's small lists", () => {
  it("pincodes, banners and deals revalidate with 304 until they change", async () => {
    await ctx.db.insert(pincodes).values({ pincode: "400001", name: "Fort", deliveryChargesPaise: 0, status: true });
    for (const url of ["/api/pincodes", "/api/creatives", "/api/ftds", "/api/categories", "/api/productTags"]) {
      const first = await get(url);
      expect(first.statusCode, url).toBe(200);
      expect(first.headers["cache-control"], url).toBe("public, no-cache");
      const again = await get(url, { "if-none-match": first.headers.etag });
      expect(again.statusCode, url).toBe(304);
      // A 304's headers update the stored copy: the type and its security headers go with it.
      expect(again.headers["content-type"], url).toBe("application/json; charset=utf-8");
      expect(again.headers["content-security-policy"], url).toBe(first.headers["content-security-policy"]);
    }
    const before = (await get("/api/ftds")).headers.etag;
    const p = await buildProduct(ctx, { name: "Surmai" });
    await ctx.db.insert(deals).values({ productId: p.id, slot: 1 });
    const after = await get("/api/ftds", { "if-none-match": before });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toHaveLength(1);
  });
});

describe("GET /api/products/best-sellers (the home page's shelf)", () => {
  it("holds the in-stock best sellers customers can see, newest first, at most BEST_SELLERS_SHELF_SIZE", async () => {
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    for (let n = 1; n <= BEST_SELLERS_SHELF_SIZE + 2; n++)
      await buildProduct(ctx, { name: `Best ${n}`, bestseller: true, createdAt: day(n) });
    await buildProduct(ctx, { name: "Sold out best", bestseller: true, inStock: false, createdAt: day(20) });
    await buildProduct(ctx, { name: "Archived best", bestseller: true, isArchived: true, createdAt: day(21) });
    await buildProduct(ctx, { name: "Ordinary", bestseller: false, createdAt: day(22) });

    const res = await get("/api/products/best-sellers");
    expect(res.statusCode).toBe(200);
    const shelf = res.json<{ name: string; bestseller: boolean; inStock: boolean }[]>();
    // Newest first: days 12 down to 3; the two oldest do not fit.
    expect(shelf.map((p) => p.name)).toEqual(
      Array.from({ length: BEST_SELLERS_SHELF_SIZE }, (_, i) => `Best ${BEST_SELLERS_SHELF_SIZE + 2 - i}`),
    );

    // Cached per catalog version like the other lists: a repeat read is a 304.
    const again = await get("/api/products/best-sellers", { "if-none-match": res.headers.etag });
    expect(again.statusCode).toBe(304);
  });
});
