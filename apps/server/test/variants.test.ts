import { eq } from "drizzle-orm";
import { MESSAGES, type Order, type Product, type PublicUser, type Session, SERVER_MESSAGES } from "@taaza/domain";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cartLines, categories, orderItems, productTags, productVariants } from "../src/platform/database/schema.ts";
import { addAddress, buildPincode, call, MORNING_IST, placeOrder, startCheckout } from "./support/buying.ts";
import { bearer, buildProduct, buildVariant, signInAdmin, signUpCustomer, variantsOf } from "./support/factories.ts";
import { multipartBody, samplePhoto } from "./support/sample-images.ts";
import { orderConfirmedEmail } from "../src/modules/messages/email-templates.tsx";
import { seedDemoCatalog } from "../src/seed/seed-demo-catalog.ts";
import { anyString } from "./support/matchers.ts";
import { createTestContext, type TestContext } from "./support/test-app.ts";

let ctx: TestContext;
let photo: Buffer;
beforeAll(async () => {
  ctx = await createTestContext();
  photo = await samplePhoto(320, 240);
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  ctx.setNow(MORNING_IST);
});

const LETTERHEAD = {
  name: "Taaza",
  address: "Mumbai",
  phone: "9820000000",
  email: "shop@example.in",
  publicUrl: "https://shop.example.in",
};
const cartUrl = (s: Session) => `/api/users/${s.user._id}/cart`;

/** Surmai sold whole-cleaned 500 g (default, ₹699 on sale) and as steaks 1 kg (₹1,399 on sale). */
async function surmaiInTwoCuts() {
  const product = await buildProduct(ctx, { name: "Surmai", weightGrams: 500, defaultPricePaise: 80000, salePricePaise: 69900 });
  const steaks = await buildVariant(ctx, product.id, { label: "Steaks · 1 kg", preparation: "Steaks", weightGrams: 1000 });
  const [whole] = await variantsOf(ctx, product.id);
  return { product, whole: whole!, steaks };
}

describe("a product's variants", () => {
  it("a product without explicit variants has one default variant its weight, price and stock mirror", async () => {
    const product = await buildProduct(ctx, { weightGrams: 1000, defaultPricePaise: 120000, salePricePaise: null });
    const shown: Product = (await call(ctx, null, "GET", `/api/products/${product.id}`)).json();
    expect(shown.variants).toEqual([
      {
        _id: anyString,
        label: "1 kg",
        preparation: "Standard",
        weight: 1000,
        netWeight: null,
        grossWeight: null,
        pieces: null,
        serves: null,
        price: { default: 1200, sale: null },
        inStock: true,
      },
    ]);
    expect({ weight: shown.weight, price: shown.price, inStock: shown.inStock }).toEqual({
      weight: shown.variants[0]!.weight,
      price: shown.variants[0]!.price,
      inStock: shown.variants[0]!.inStock,
    });
  });

  it("lists show every product's variants, default first", async () => {
    const { product, steaks } = await surmaiInTwoCuts();
    const list: Product[] = (await call(ctx, null, "GET", "/api/products")).json();
    expect(list.find((p) => p._id === product.id)?.variants.map((v) => v.label)).toEqual(["500 g", steaks.label]);
  });
});

describe("the demo catalog", () => {
  it("sells Surmai as steaks or whole-cleaned and chicken in cuts and packs; each default mirrors its product", async () => {
    await seedDemoCatalog(ctx.db, ctx.platform.images);
    const list: Product[] = (await call(ctx, null, "GET", "/api/products")).json();
    const named = (name: string) => list.find((p) => p.name === name)!;
    expect(named("Surmai (King Fish) Steaks").variants.map((v) => v.label)).toEqual([
      "Steaks · 500 g",
      "Steaks · 1 kg",
      "Whole cleaned · 1 kg",
    ]);
    expect(new Set(named("Chicken Curry Cut (Skinless)").variants.map((v) => v.preparation))).toEqual(
      new Set(["Curry cut, skin off", "Curry cut, skin on", "Boneless", "Whole, skin off"]),
    );
    for (const product of list) {
      const [first] = product.variants;
      expect({ name: product.name, weight: first?.weight, price: first?.price, inStock: first?.inStock, pieces: first?.pieces }).toEqual({
        name: product.name,
        weight: product.weight,
        price: product.price,
        inStock: product.inStock,
        pieces: product.pieces,
      });
    }
    // Seeding draws every demo photo first: seconds of CPU on a shared machine.
  }, 120_000);
});

describe("POST /api/users/{id}/cart with a variant", () => {
  it("without variantId the line is the default variant; with it, that variant, priced from it", async () => {
    const { product, whole, steaks } = await surmaiInTwoCuts();
    const asha = await signUpCustomer(ctx.app);
    const first = await call(ctx, asha, "POST", cartUrl(asha), { productId: product.id, quantity: 1 });
    expect(first.statusCode).toBe(200);
    expect(first.json<PublicUser>().cart.map((l) => l.variant._id)).toEqual([whole.id]);

    const both = await call(ctx, asha, "POST", cartUrl(asha), { productId: product.id, variantId: steaks._id, quantity: 2, price: 1 });
    expect(both.statusCode).toBe(200);
    const cart = both.json<PublicUser>().cart;
    expect(cart.map((l) => [l.variant.label, l.quantity, l.variant.price.sale])).toEqual([
      ["500 g", 1, 699],
      ["Steaks · 1 kg", 2, 1399],
    ]);
    expect(await ctx.db.select().from(cartLines)).toHaveLength(2);
  });

  it("the same variant again sets its line's quantity, and 0 removes only that variant's line", async () => {
    const { product, steaks } = await surmaiInTwoCuts();
    const asha = await signUpCustomer(ctx.app);
    await call(ctx, asha, "POST", cartUrl(asha), { productId: product.id, quantity: 1 });
    await call(ctx, asha, "POST", cartUrl(asha), { productId: product.id, variantId: steaks._id, quantity: 1 });
    await call(ctx, asha, "POST", cartUrl(asha), { productId: product.id, variantId: steaks._id, quantity: 3 });
    const removed = await call(ctx, asha, "POST", cartUrl(asha), { productId: product.id, quantity: 0 });
    expect(removed.json<PublicUser>().cart.map((l) => [l.variant._id, l.quantity])).toEqual([[steaks._id, 3]]);
  });

  it("an unknown variant is 404 and another product's variant 400, with a clear message and nothing written", async () => {
    const { product } = await surmaiInTwoCuts();
    const other = await buildProduct(ctx, { name: "Rohu" });
    const asha = await signUpCustomer(ctx.app);
    const unknown = await call(ctx, asha, "POST", cartUrl(asha), {
      productId: product.id,
      variantId: "00000000-0000-4000-8000-000000000000",
      quantity: 1,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: SERVER_MESSAGES.cart.variantNotFound });
    const wrong = await call(ctx, asha, "POST", cartUrl(asha), { productId: product.id, variantId: other.variants[0]!._id, quantity: 1 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: SERVER_MESSAGES.cart.variantOfOtherProduct });
    expect(await ctx.db.select().from(cartLines)).toHaveLength(0);
  });

  it("a variant out of stock cannot be added, while the product's other variant can", async () => {
    const { product, steaks } = await surmaiInTwoCuts();
    await ctx.db.update(productVariants).set({ inStock: false }).where(eq(productVariants.id, steaks._id));
    const asha = await signUpCustomer(ctx.app);
    const refused = await call(ctx, asha, "POST", cartUrl(asha), { productId: product.id, variantId: steaks._id, quantity: 1 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: SERVER_MESSAGES.cart.unavailable });
    expect((await call(ctx, asha, "POST", cartUrl(asha), { productId: product.id, quantity: 1 })).statusCode).toBe(200);
  });
});

describe("buying variants", () => {
  it("the checkout prices each line from its variant, and each order line has its own _id and its variant", async () => {
    const { product, whole, steaks } = await surmaiInTwoCuts();
    await buildPincode(ctx, { deliveryChargesPaise: 4900 });
    const asha = await signUpCustomer(ctx.app);
    await addAddress(ctx, asha);
    await call(ctx, asha, "POST", cartUrl(asha), { productId: product.id, quantity: 1 });
    await call(ctx, asha, "POST", cartUrl(asha), { productId: product.id, variantId: steaks._id, quantity: 2 });
    const checkout = await startCheckout(ctx, asha);
    expect(checkout.order.amount).toBe(69900 + 2 * 139900 + 4900);

    const order: Order = await placeOrderFrom(asha);
    expect(order.products.map((l) => ({ variant: l.variant, quantity: l.quantity, price: l.price, weight: l.product.weight }))).toEqual([
      { variant: { _id: whole.id, label: "500 g" }, quantity: 1, price: 699, weight: 500 },
      { variant: { _id: steaks._id, label: "Steaks · 1 kg" }, quantity: 2, price: 1399, weight: 1000 },
    ]);
    const stored = await ctx.db.select().from(orderItems).orderBy(orderItems.position);
    expect(order.products.map((l) => l._id)).toEqual(stored.map((i) => i.id));

    // The packers' sheet and the confirmation email name the cut sold.
    const admin = await signInAdmin(ctx);
    const sheet = (await call(ctx, admin, "GET", `/api/admin/dispatch?date=${order.time.day}&slot=8AM-10AM`)).json<{
      data: { packing: { label: string }[] };
    }>().data;
    expect(sheet.packing.map((p) => p.label).sort()).toEqual(["Surmai (Steaks · 1 kg) 1 kg x 2", "Surmai 500 g x 1"]);
    expect(orderConfirmedEmail(LETTERHEAD, "en", order).text).toContain("- Surmai (Steaks · 1 kg) x 2: ₹2,798");

    const read = (await call(ctx, asha, "GET", `/api/orders/${order._id}`)).json<{ data: Order }>().data;
    expect(read.products.map((l) => [l._id, l.variant.label])).toEqual(order.products.map((l) => [l._id, l.variant.label]));
  });
});

async function placeOrderFrom(session: Session): Promise<Order> {
  return placeOrder(ctx, session);
}

describe("staff edit variants", () => {
  let admin: Session;
  beforeEach(async () => {
    admin = await signInAdmin(ctx);
    await ctx.db.insert(categories).values({ name: "SeaWater" });
    await ctx.db.insert(productTags).values({ name: "Surmai" });
  });

  const fields = (variants: unknown[]) => ({
    name: "Surmai",
    price: JSON.stringify({ default: 1, sale: null }),
    weight: "1",
    description: "King fish from the morning auction.",
    category: "SeaWater",
    productTag: "Surmai",
    note: "Keep refrigerated.",
    variants: JSON.stringify(variants),
  });
  const send = (method: "POST" | "PUT", url: string, f: Record<string, string>, withImage: boolean) => {
    const body = multipartBody(f, withImage ? [{ field: "productImages", filename: "f.jpg", type: "image/jpeg", bytes: photo }] : []);
    return ctx.app.inject({ method, url, payload: body.payload, headers: { ...body.headers, ...bearer(admin) } });
  };
  const steaks = { label: "", preparation: "Steaks", weight: 500, pieces: 6, serves: 3, price: { default: 900, sale: 849 }, inStock: true };
  const whole = {
    label: "Whole, cleaned · 1 kg",
    preparation: "Whole cleaned",
    weight: 1000,
    grossWeight: 1200,
    netWeight: 900,
    price: { default: 1500, sale: null },
  };

  it("adds a product with a grid of variants; the product mirrors the first", async () => {
    const res = await send("POST", "/api/products", fields([steaks, whole]), true);
    expect(res.statusCode).toBe(201);
    const product: Product = res.json();
    expect(product.variants.map((v) => [v.label, v.preparation, v.weight, v.price, v.pieces, v.grossWeight])).toEqual([
      ["Steaks · 500 g", "Steaks", 500, { default: 900, sale: 849 }, 6, null],
      ["Whole, cleaned · 1 kg", "Whole cleaned", 1000, { default: 1500, sale: null }, null, 1200],
    ]);
    expect({ weight: product.weight, price: product.price, pieces: product.pieces }).toEqual({
      weight: 500,
      price: { default: 900, sale: 849 },
      pieces: 6,
    });
  });

  it("reorders, removes and adds variants in one edit, keeping the ids it names", async () => {
    const created: Product = (await send("POST", "/api/products", fields([steaks, whole]), true)).json();
    const [s, w] = created.variants;
    const curry = { preparation: "Curry cut", weight: 500, price: { default: 700, sale: null } };
    const res = await send(
      "PUT",
      `/api/products/${created._id}`,
      fields([{ ...whole, _id: w!._id, price: { default: 1400, sale: 1300 } }, curry]),
      false,
    );
    expect(res.statusCode).toBe(200);
    const edited: Product = res.json();
    expect(edited.variants.map((v) => [v._id === w!._id, v.label, v.price.sale])).toEqual([
      [true, "Whole, cleaned · 1 kg", 1300],
      [false, "Curry cut · 500 g", null],
    ]);
    expect(edited.variants.some((v) => v._id === s!._id)).toBe(false);
    expect({ weight: edited.weight, price: edited.price }).toEqual({ weight: 1000, price: { default: 1400, sale: 1300 } });
  });

  it("refuses a bad row with its number, and a variant of another product, changing nothing", async () => {
    const created: Product = (await send("POST", "/api/products", fields([steaks]), true)).json();
    const bad = await send(
      "PUT",
      `/api/products/${created._id}`,
      fields([steaks, { ...whole, price: { default: 1500, sale: 1600 } }]),
      false,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: `Variant 2: ${MESSAGES.product.salePrice}` });
    const other = await buildProduct(ctx, { name: "Rohu" });
    const foreign = await send("PUT", `/api/products/${created._id}`, fields([{ ...steaks, _id: other.variants[0]!._id }]), false);
    expect(foreign.statusCode).toBe(400);
    expect((await variantsOf(ctx, created._id)).map((v) => v.id)).toEqual(created.variants.map((v) => v._id));
  });

  it("quick pricing sets each variant's sale price, checked against its own default", async () => {
    const created: Product = (await send("POST", "/api/products", fields([steaks, whole]), true)).json();
    const [s, w] = created.variants;
    const quick = (payload: unknown) =>
      ctx.app.inject({ method: "PUT", url: `/api/products/${created._id}`, payload: payload as object, headers: bearer(admin) });
    const tooHigh = await quick({ variants: [{ _id: s!._id, sale: 950 }] });
    expect(tooHigh.statusCode).toBe(400);
    const res = await quick({
      variants: [
        { _id: s!._id, sale: null },
        { _id: w!._id, sale: 1350 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const priced: Product = res.json();
    expect(priced.variants.map((v) => v.price.sale)).toEqual([null, 1350]);
    expect(priced.price).toEqual({ default: 900, sale: null });
  });

  it("search and price bands follow the default variant's price, also after a reorder", async () => {
    const small = { preparation: "Steaks", weight: 250, price: { default: 280, sale: null } };
    const big = { preparation: "Steaks", weight: 1000, price: { default: 900, sale: null } };
    const created: Product = (await send("POST", "/api/products", fields([small, big]), true)).json();
    const inBand = async (band: string) =>
      (await call(ctx, null, "GET", `/api/products?category=${band}`)).json<Product[]>().some((p) => p._id === created._id);
    expect([await inBand("price1"), await inBand("price3")]).toEqual([true, false]);
    const [s, b] = created.variants;
    await send(
      "PUT",
      `/api/products/${created._id}`,
      fields([
        { ...big, _id: b!._id },
        { ...small, _id: s!._id },
      ]),
      false,
    );
    expect([await inBand("price1"), await inBand("price3")]).toEqual([false, true]);
    const found = (await call(ctx, null, "GET", "/api/products?search=surmai")).json<Product[]>();
    expect(found.find((p) => p._id === created._id)?.price).toEqual({ default: 900, sale: null });
  });

  it("a customer cannot edit variants", async () => {
    const asha = await signUpCustomer(ctx.app);
    const product = await buildProduct(ctx);
    const res = await ctx.app.inject({
      method: "PUT",
      url: `/api/products/${product.id}`,
      payload: { variants: [{ _id: product.variants[0]!._id, sale: 1 }] },
      headers: bearer(asha),
    });
    expect(res.statusCode).toBe(403);
  });
});
