import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MESSAGES, type PublicUser, SERVER_MESSAGES } from "@taaza/domain";
import { cartLines } from "../src/platform/database/schema.ts";
import { createTestContext, type TestContext } from "./support/test-app.ts";
import { buildProduct, signInAdmin, signUpCustomer, setDefaultVariant } from "./support/factories.ts";
import { call, setCart } from "./support/buying.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const cartUrl = (userId: string) => `/api/users/${userId}/cart`;

describe("setting basket quantities", () => {
  it("creates a line with the product itself, sets its quantity, and deletes it at 0 or less", async () => {
    const asha = await signUpCustomer(ctx.app);
    const pomfret = await buildProduct(ctx, { name: "Silver Pomfret" });
    let user = await setCart(ctx, asha, pomfret.id, 1);
    expect(user.cart).toHaveLength(1);
    expect(user.cart[0]).toMatchObject({
      quantity: 1,
      available: true,
      productId: { _id: pomfret.id, name: "Silver Pomfret", price: { default: 800, sale: 699 } },
    });
    user = await setCart(ctx, asha, pomfret.id, 3);
    expect(user.cart).toMatchObject([{ quantity: 3 }]);
    user = await setCart(ctx, asha, pomfret.id, 0);
    expect(user.cart).toEqual([]);
    await setCart(ctx, asha, pomfret.id, 2);
    user = await setCart(ctx, asha, pomfret.id, -5);
    expect(user.cart).toEqual([]);
    expect(await ctx.db.select().from(cartLines)).toHaveLength(0);
  });

  it("ignores a price or weight sent by the browser: the basket is priced from the catalog", async () => {
    const asha = await signUpCustomer(ctx.app);
    const prawns = await buildProduct(ctx, { name: "Tiger Prawns", defaultPricePaise: 120000, salePricePaise: null, weightGrams: 250 });
    const res = await call(ctx, asha, "POST", cartUrl(asha.user._id), { productId: prawns.id, quantity: 2, price: 1, weight: 5000 });
    expect(res.statusCode).toBe(200);
    const line = res.json<PublicUser>().cart[0]!;
    expect(line.productId.price).toEqual({ default: 1200, sale: null });
    expect(line.productId.weight).toBe(250);
    const [stored] = await ctx.db.select().from(cartLines);
    expect(Object.keys(stored!)).not.toContain("price");
  });

  it("refuses fractional, non-numeric and over-the-cap quantities, and changes nothing", async () => {
    const asha = await signUpCustomer(ctx.app);
    const pomfret = await buildProduct(ctx);
    await setCart(ctx, asha, pomfret.id, 2);
    for (const [quantity, message] of [
      [1.5, MESSAGES.cart.wholeQuantity],
      [-0.5, MESSAGES.cart.wholeQuantity],
      ["3", MESSAGES.cart.wholeQuantity],
      [null, MESSAGES.cart.wholeQuantity],
      [21, MESSAGES.cart.tooMany],
      [1e9, MESSAGES.cart.tooMany],
    ] as const) {
      const res = await call(ctx, asha, "POST", cartUrl(asha.user._id), { productId: pomfret.id, quantity });
      expect(res.statusCode, String(quantity)).toBe(400);
      expect(res.json()).toMatchObject({ error: message });
    }
    const ok = await setCart(ctx, asha, pomfret.id, 20);
    expect(ok.cart[0]!.quantity).toBe(20);
  });

  it("answers 404 for an unknown product and 400 for a malformed id", async () => {
    const asha = await signUpCustomer(ctx.app);
    const unknown = await call(ctx, asha, "POST", cartUrl(asha.user._id), {
      productId: "6b1f3a52-8a53-4c64-9d51-0f5a2b6e7c11",
      quantity: 1,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: SERVER_MESSAGES.product.notFound });
    const malformed = await call(ctx, asha, "POST", cartUrl(asha.user._id), { productId: "x", quantity: 1 });
    expect(malformed.statusCode).toBe(400);
  });

  it("refuses to add or increase an archived or out-of-stock product, but lets it be reduced or removed", async () => {
    const asha = await signUpCustomer(ctx.app);
    const archived = await buildProduct(ctx, { name: "Old Stock", isArchived: true });
    const soldOut = await buildProduct(ctx, { name: "Sold Out Crab", inStock: false });
    for (const product of [archived, soldOut]) {
      const res = await call(ctx, asha, "POST", cartUrl(asha.user._id), { productId: product.id, quantity: 1 });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: SERVER_MESSAGES.cart.unavailable });
    }
    expect(await ctx.db.select().from(cartLines)).toHaveLength(0);

    const surmai = await buildProduct(ctx, { name: "Surmai" });
    await setCart(ctx, asha, surmai.id, 3);
    await setDefaultVariant(ctx, surmai.id, { inStock: false });
    const shown = (await call(ctx, asha, "GET", `/api/users/${asha.user._id}`)).json<PublicUser>();
    expect(shown.cart).toMatchObject([{ quantity: 3, available: false }]);
    const more = await call(ctx, asha, "POST", cartUrl(asha.user._id), { productId: surmai.id, quantity: 4 });
    expect(more.statusCode).toBe(400);
    expect((await setCart(ctx, asha, surmai.id, 2)).cart).toMatchObject([{ quantity: 2, available: false }]);
    expect((await setCart(ctx, asha, surmai.id, 0)).cart).toEqual([]);
  });

  it("answers the customer exactly as a fresh read would: a changed line keeps its place, a new one comes last", async () => {
    // The basket call writes the line and reads the customer back in one statement, whose reads
    // cannot see its own write: the answer must still be the basket after it.
    const asha = await signUpCustomer(ctx.app);
    const [a, b, c] = [
      await buildProduct(ctx, { name: "Pomfret" }),
      await buildProduct(ctx, { name: "Bombil" }),
      await buildProduct(ctx, { name: "Rohu" }),
    ];
    // GET /users/{id} also carries the basket's offers (issue 32), which the cart's answer does not.
    const fresh = async () => {
      const { coupon, discount, deliveryCharge, fullDeliveryCharge, addForFreeDelivery, freeDeliveryMinItemsTotal, ...user } = (
        await call(ctx, asha, "GET", `/api/users/${asha.user._id}`)
      ).json<PublicUser>();
      expect({ coupon, discount, deliveryCharge, fullDeliveryCharge, addForFreeDelivery, freeDeliveryMinItemsTotal }).toMatchObject({
        coupon: null,
      });
      return user;
    };
    const steps: [string, number][] = [
      [a.id, 1],
      [b.id, 2],
      [c.id, 1],
      [b.id, 5],
      [a.id, 3],
    ];
    for (const [productId, quantity] of steps) expect(await setCart(ctx, asha, productId, quantity)).toEqual(await fresh());
    expect((await fresh()).cart.map((l) => [l.productId.name, l.quantity])).toEqual([
      ["Pomfret", 3],
      ["Bombil", 5],
      ["Rohu", 1],
    ]);
  });

  it("keeps lines oldest first and loads the whole basket in a fixed number of queries", async () => {
    const asha = await signUpCustomer(ctx.app);
    const names = ["Pomfret", "Bombil", "Rohu", "Chicken Curry Cut", "Mutton Keema"];
    const made = [];
    for (const name of names) made.push(await buildProduct(ctx, { name }));
    for (const p of made) await setCart(ctx, asha, p.id, 1);
    let queries = 0;
    const original = ctx.db.select.bind(ctx.db);
    ctx.db.select = ((...args: Parameters<typeof original>) => {
      queries++;
      return original(...args);
    }) as typeof ctx.db.select;
    try {
      const user = (await call(ctx, asha, "GET", `/api/users/${asha.user._id}`)).json<PublicUser>();
      expect(user.cart.map((l) => l.productId.name)).toEqual(names);
    } finally {
      ctx.db.select = original;
    }
    // The session, the user, the addresses and the basket with its products.
    expect(queries).toBeLessThanOrEqual(4);
  });
});

describe("removing lines and emptying the basket", () => {
  it("removes one line by id, and 404s for a line that is not the caller's", async () => {
    const asha = await signUpCustomer(ctx.app);
    const ravi = await signUpCustomer(ctx.app);
    const a = await buildProduct(ctx, { name: "A" });
    const b = await buildProduct(ctx, { name: "B" });
    await setCart(ctx, asha, a.id, 1);
    const user = await setCart(ctx, asha, b.id, 2);
    const raviLine = (await setCart(ctx, ravi, a.id, 1)).cart[0]!._id;

    const notHers = await call(ctx, asha, "DELETE", `${cartUrl(asha.user._id)}/${raviLine}`);
    expect(notHers.statusCode).toBe(404);
    expect(notHers.json()).toMatchObject({ error: SERVER_MESSAGES.cart.lineNotFound });

    const res = await call(ctx, asha, "DELETE", `${cartUrl(asha.user._id)}/${user.cart[0]!._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<PublicUser>().cart).toMatchObject([{ quantity: 2, productId: { name: "B" } }]);

    const emptied = await call(ctx, asha, "DELETE", cartUrl(asha.user._id));
    expect(emptied.statusCode).toBe(200);
    expect(emptied.json<PublicUser>().cart).toEqual([]);
    // Ravi's basket is untouched.
    expect(await ctx.db.select().from(cartLines)).toHaveLength(1);
  });
});

describe("who may touch a basket", () => {
  it("another customer gets 403 on every basket call, and nothing changes", async () => {
    const asha = await signUpCustomer(ctx.app);
    const mallory = await signUpCustomer(ctx.app);
    const p = await buildProduct(ctx);
    const line = (await setCart(ctx, asha, p.id, 2)).cart[0]!._id;
    for (const [method, url, payload] of [
      ["POST", cartUrl(asha.user._id), { productId: p.id, quantity: 9 }],
      ["DELETE", `${cartUrl(asha.user._id)}/${line}`, undefined],
      ["DELETE", cartUrl(asha.user._id), undefined],
    ] as const) {
      const res = await call(ctx, mallory, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toMatchObject({ error: SERVER_MESSAGES.auth.forbidden });
    }
    expect(await ctx.db.select().from(cartLines)).toMatchObject([{ quantity: 2 }]);
  });

  it("a visitor gets 401 and an Admin has no basket", async () => {
    const p = await buildProduct(ctx);
    const asha = await signUpCustomer(ctx.app);
    const visitor = await call(ctx, null, "POST", cartUrl(asha.user._id), { productId: p.id, quantity: 1 });
    expect(visitor.statusCode).toBe(401);
    const admin = await signInAdmin(ctx);
    const own = await call(ctx, admin, "POST", cartUrl(admin.user._id), { productId: p.id, quantity: 1 });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ error: SERVER_MESSAGES.cart.adminNoBasket });
    const forCustomer = await call(ctx, admin, "POST", cartUrl(asha.user._id), { productId: p.id, quantity: 1 });
    expect(forCustomer.statusCode).toBe(403);
    expect(await ctx.db.select().from(cartLines)).toHaveLength(0);
  });

  it("an Admin may read a customer's basket; another customer may not", async () => {
    const asha = await signUpCustomer(ctx.app);
    const p = await buildProduct(ctx);
    await setCart(ctx, asha, p.id, 2);
    const admin = await signInAdmin(ctx);
    const read = await call(ctx, admin, "GET", `/api/users/${asha.user._id}`);
    expect(read.json<PublicUser>().cart).toMatchObject([{ quantity: 2 }]);
    const mallory = await signUpCustomer(ctx.app);
    expect((await call(ctx, mallory, "GET", `/api/users/${asha.user._id}`)).statusCode).toBe(403);
  });
});
