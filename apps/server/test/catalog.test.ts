import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Product } from "@taaza/domain";
import { deals } from "../src/platform/database/schema.ts";
import { createTestContext, type TestContext } from "./support/test-app.ts";
import { bearer, buildProduct, signInAdmin, signUpCustomer } from "./support/factories.ts";
import { anyString, containing } from "./support/matchers.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const get = (url: string, headers = {}) => ctx.app.inject({ method: "GET", url, headers });
const names = (body: { name: string }[]) => body.map((p) => p.name).sort();

describe("GET /api/products", () => {
  it("speaks rupees with the spec's field names", async () => {
    const p = await buildProduct(ctx, { name: "Surmai Steaks", defaultPricePaise: 89950, salePricePaise: null, weightGrams: 500 });
    const res = await get("/api/products");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({
        _id: p.id,
        name: "Surmai Steaks",
        weight: 500,
        price: { default: 899.5, sale: null },
        inStock: true,
        isArchived: false,
      }),
    ]);
  });

  it("never lists archived products to the public, even when asked", async () => {
    await buildProduct(ctx, { name: "Fresh Rohu" });
    await buildProduct(ctx, { name: "Old Katla", isArchived: true });
    expect(names((await get("/api/products")).json())).toEqual(["Fresh Rohu"]);
    expect((await get("/api/products?includeArchived=true")).statusCode).toBe(401);
    const customer = await signUpCustomer(ctx.app);
    expect((await get("/api/products?includeArchived=true", bearer(customer))).statusCode).toBe(403);
  });

  it("lets an Admin ask for archived products too", async () => {
    await buildProduct(ctx, { name: "Fresh Rohu" });
    await buildProduct(ctx, { name: "Old Katla", isArchived: true });
    const admin = await signInAdmin(ctx);
    expect(names((await get("/api/products?includeArchived=true", bearer(admin))).json())).toEqual(["Fresh Rohu", "Old Katla"]);
  });

  it("searches names case-insensitively, treating % _ and quotes as plain text", async () => {
    await buildProduct(ctx, { name: "Tiger Prawns" });
    await buildProduct(ctx, { name: "100% Boneless Chicken" });
    await buildProduct(ctx, { name: "Chicken_Keema" });
    await buildProduct(ctx, { name: "Bangda 'Mackerel'" });
    await buildProduct(ctx, { name: "Archived Prawns", isArchived: true });
    const search = async (text: string) => names((await get(`/api/products?search=${encodeURIComponent(text)}`)).json());
    expect(await search("PRAWN")).toEqual(["Tiger Prawns"]);
    expect(await search("%")).toEqual(["100% Boneless Chicken"]);
    expect(await search("_")).toEqual(["Chicken_Keema"]);
    expect(await search("'mack")).toEqual(["Bangda 'Mackerel'"]);
    expect(await search("\\")).toEqual([]);
    // Long text is still just text (its words find what they find); only absurd lengths are refused.
    expect((await search("chicken ".repeat(60))).sort()).toEqual(["100% Boneless Chicken", "Chicken_Keema"]);
    expect(await search("xyzzy ".repeat(60))).toEqual([]);
    expect((await get(`/api/products?search=${"x".repeat(1001)}`)).statusCode).toBe(400);
  });

  it("answers a repeat read with 304 by ETag, and a changed catalog with a new ETag", async () => {
    const p = await buildProduct(ctx, { name: "Bombil" });
    const first = await get("/api/products");
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    expect(first.headers["cache-control"]).toContain("no-cache");
    const again = await get("/api/products", { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    await buildProduct(ctx, { name: "Bangda" });
    const changed = await get("/api/products", { "if-none-match": etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(names(changed.json())).toEqual(["Bangda", "Bombil"]);
    expect(p.id).toBeTruthy();
  });

  it("also answers on the trailing-slash path the spec uses", async () => {
    await buildProduct(ctx);
    expect((await get("/api/products/")).statusCode).toBe(200);
  });
});

describe("GET /api/products/{id}", () => {
  it("returns the product", async () => {
    const p = await buildProduct(ctx, { name: "Mud Crab" });
    const res = await get(`/api/products/${p.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<Product>().name).toBe("Mud Crab");
  });

  it("unknown id: 404 with an error; malformed id: 400; never 500", async () => {
    const unknown = await get("/api/products/6f1c2f7e-8a55-4c55-9a0e-7d2b5b1c0c11");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: "Product not found" });
    const malformed = await get("/api/products/'; drop table products;--");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ error: string }>().error).toBeTypeOf("string");
  });

  it("hides an archived product from the public but not from an Admin", async () => {
    const p = await buildProduct(ctx, { isArchived: true });
    expect((await get(`/api/products/${p.id}`)).statusCode).toBe(404);
    const admin = await signInAdmin(ctx);
    expect((await get(`/api/products/${p.id}`, bearer(admin))).statusCode).toBe(200);
  });
});

describe("deals of the day", () => {
  it("lists deals with their product, hiding those whose product is archived", async () => {
    const live = await buildProduct(ctx, { name: "Rawas Steaks" });
    const gone = await buildProduct(ctx, { name: "Archived Tuna", isArchived: true });
    await ctx.db.insert(deals).values([
      { productId: live.id, slot: 1 },
      { productId: gone.id, slot: 2 },
    ]);
    const res = await get("/api/ftds");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ _id: anyString, product: containing({ _id: live.id, name: "Rawas Steaks" }) }]);
  });
});

describe("categories, tags, pincodes, creatives", () => {
  it("list in the spec's shapes", async () => {
    await buildProduct(ctx, { category: "Crab", productTag: "Mud Crab" });
    expect((await get("/api/categories")).json()).toEqual([{ _id: anyString, name: "Crab" }]);
    expect((await get("/api/productTags")).json()).toEqual([{ _id: anyString, name: "Mud Crab" }]);
    expect((await get("/api/pincodes")).json()).toEqual([]);
    expect((await get("/api/creatives")).json()).toEqual({ data: [] });
  });
});
