import { existsSync, readdirSync } from "node:fs";
import { count } from "drizzle-orm";
import { MESSAGES } from "@taaza/domain";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { categories, creatives, deals, orders, pincodes, products, productTags } from "../src/db/schema.ts";
import { bearer, buildOrder, buildProduct, signInAdmin, signUpCustomer } from "./support/factories.ts";
import { multipartBody, samplePhoto } from "./support/sample-images.ts";
import { createTestContext, type TestContext } from "./support/test-app.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

type Call = { method: "GET" | "POST" | "PUT" | "DELETE"; url: string; payload?: unknown; headers?: Record<string, string> };

/** Every admin route, once with a body an Admin would send and once with nonsense. */
async function adminCalls(): Promise<{ name: string; calls: Call[] }[]> {
  const customer = await signUpCustomer(ctx.app);
  const product = await buildProduct(ctx);
  const another = await buildProduct(ctx, { name: "Surmai" });
  const order = await buildOrder(ctx, { userId: customer.user._id, items: [{ productId: product.id, quantity: 1 }] });
  const [pin] = await ctx.db.insert(pincodes).values({ pincode: "400001", name: "Fort", deliveryChargesPaise: 0 }).returning();
  const [deal] = await ctx.db.insert(deals).values({ slot: 1, productId: product.id }).returning();
  const [creative] = await ctx.db.insert(creatives).values({ tag: "desktop", position: 1, media: "banner.webp" }).returning();
  const photo = await samplePhoto(300, 200);
  const productForm = multipartBody(
    { name: "Rohu", price: JSON.stringify({ default: 300, sale: null }), weight: "500", description: "River fish", category: "SeaWater", productTag: "Pomfret", note: "Fresh" },
    [{ field: "productImages", filename: "rohu.jpg", type: "image/jpeg", bytes: photo }],
  );
  const creativeForm = multipartBody({ tag: "desktop" }, [{ field: "media", filename: "b.jpg", type: "image/jpeg", bytes: photo }]);
  const junk = { nonsense: true };
  return [
    { name: "POST /products", calls: [{ method: "POST", url: "/api/products", ...productForm }, { method: "POST", url: "/api/products", payload: junk }] },
    {
      name: "PUT /products/:id (multipart)",
      calls: [{ method: "PUT", url: `/api/products/${product.id}`, ...productForm }, { method: "PUT", url: `/api/products/not-an-id`, ...productForm }],
    },
    {
      name: "PUT /products/:id (JSON)",
      calls: [
        { method: "PUT", url: `/api/products/${product.id}`, payload: { bestseller: true, price: { sale: 1 } } },
        { method: "PUT", url: `/api/products/${product.id}`, payload: { price: "free" } },
      ],
    },
    { name: "GET /admin/products", calls: [{ method: "GET", url: "/api/admin/products" }, { method: "GET", url: "/api/admin/products?page=-1&archived=maybe" }] },
    { name: "POST /categories", calls: [{ method: "POST", url: "/api/categories", payload: { name: "Lobster" } }, { method: "POST", url: "/api/categories", payload: junk }] },
    { name: "POST /productTags", calls: [{ method: "POST", url: "/api/productTags", payload: { name: "Rohu" } }, { method: "POST", url: "/api/productTags", payload: junk }] },
    { name: "POST /ftds", calls: [{ method: "POST", url: "/api/ftds", payload: { product: another.id } }, { method: "POST", url: "/api/ftds", payload: junk }] },
    { name: "DELETE /ftds/:id", calls: [{ method: "DELETE", url: `/api/ftds/${deal!.id}` }, { method: "DELETE", url: "/api/ftds/nope" }] },
    { name: "POST /creatives", calls: [{ method: "POST", url: "/api/creatives", ...creativeForm }, { method: "POST", url: "/api/creatives", payload: junk }] },
    { name: "DELETE /creatives/:id", calls: [{ method: "DELETE", url: `/api/creatives/${creative!.id}` }, { method: "DELETE", url: "/api/creatives/nope" }] },
    {
      name: "POST /pincodes",
      calls: [
        { method: "POST", url: "/api/pincodes", payload: { pincode: "400002", name: "Kalbadevi", deliveryCharges: 20, status: true } },
        { method: "POST", url: "/api/pincodes", payload: { pincode: "12" } },
      ],
    },
    {
      name: "PUT /pincodes/:id",
      calls: [
        { method: "PUT", url: `/api/pincodes/${pin!.id}`, payload: { pincode: "400001", name: "Free", deliveryCharges: 0, status: false } },
        { method: "PUT", url: `/api/pincodes/${pin!.id}`, payload: junk },
      ],
    },
    { name: "GET /admin/orders", calls: [{ method: "GET", url: "/api/admin/orders" }, { method: "GET", url: "/api/admin/orders?status=Lost" }] },
    {
      name: "PUT /orders/:orderId/:userId",
      calls: [
        { method: "PUT", url: `/api/orders/${order.id}/${customer.user._id}`, payload: { status: "Canceled" } },
        { method: "PUT", url: `/api/orders/${order.id}/x`, payload: junk },
      ],
    },
    { name: "GET /admin/stats", calls: [{ method: "GET", url: "/api/admin/stats" }] },
    { name: "GET /admin/customers", calls: [{ method: "GET", url: "/api/admin/customers" }, { method: "GET", url: "/api/admin/customers?page=0" }] },
    { name: "GET /users", calls: [{ method: "GET", url: "/api/users" }] },
  ];
}

async function snapshot() {
  const counted = async (table: typeof products | typeof categories | typeof productTags | typeof deals | typeof creatives | typeof pincodes) =>
    (await ctx.db.select({ n: count() }).from(table))[0]!.n;
  return {
    products: await ctx.db.select().from(products),
    categories: await counted(categories),
    tags: await counted(productTags),
    deals: await counted(deals),
    creatives: await counted(creatives),
    pincodes: await ctx.db.select().from(pincodes),
    orders: await ctx.db.select({ status: orders.status }).from(orders),
    files: existsSync(ctx.uploadDir) ? readdirSync(ctx.uploadDir) : [],
  };
}

const ROUTES = [
  "POST /products",
  "PUT /products/:id (multipart)",
  "PUT /products/:id (JSON)",
  "GET /admin/products",
  "POST /categories",
  "POST /productTags",
  "POST /ftds",
  "DELETE /ftds/:id",
  "POST /creatives",
  "DELETE /creatives/:id",
  "POST /pincodes",
  "PUT /pincodes/:id",
  "GET /admin/orders",
  "PUT /orders/:orderId/:userId",
  "GET /admin/stats",
  "GET /admin/customers",
  "GET /users",
];

async function callsOf(name: string): Promise<Call[]> {
  const route = (await adminCalls()).find((r) => r.name === name);
  if (!route) throw new Error(`no calls for ${name}`);
  return route.calls;
}

describe("every admin route refuses visitors (401) and customers (403), whatever the body says", () => {
  it("covers every admin route", async () => {
    expect((await adminCalls()).map((r) => r.name)).toEqual(ROUTES);
  });

  it.each(ROUTES)("%s: 401 without a token, 403 for a User, nothing changed", async (name) => {
    const calls = await callsOf(name);
    const customer = await signUpCustomer(ctx.app);
    const before = await snapshot();
    for (const call of calls) {
      const anonymous = await ctx.app.inject({ ...call, headers: { ...call.headers } } as never);
      expect(anonymous.statusCode, "without a token").toBe(401);
      expect(anonymous.json()).toEqual({ error: MESSAGES.auth.notSignedIn });

      const asUser = await ctx.app.inject({ ...call, headers: { ...call.headers, ...bearer(customer) } } as never);
      expect(asUser.statusCode, "as a User").toBe(403);
      expect(asUser.json()).toEqual({ error: MESSAGES.auth.forbidden });

      const unknownToken = await ctx.app.inject({ ...call, headers: { ...call.headers, authorization: "Bearer not-a-real-token" } } as never);
      expect(unknownToken.statusCode, "with an unknown token").toBe(401);
    }
    expect(await snapshot()).toEqual(before);
  });

  it.each(ROUTES)("%s: an Admin gets through with the same call", async (name) => {
    const [call] = await callsOf(name);
    const admin = await signInAdmin(ctx);
    const response = await ctx.app.inject({ ...call!, headers: { ...call!.headers, ...bearer(admin) } } as never);
    expect(response.statusCode, response.body).toBeLessThan(300);
  });
});
