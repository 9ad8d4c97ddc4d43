import { existsSync, readdirSync, rmSync } from "node:fs";
import { eq } from "drizzle-orm";
import {
  BANNER_MESSAGES,
  MESSAGES,
  ORDER_FILTER_MESSAGES,
  PRODUCT_DETAIL_MESSAGES,
  SERVER_MESSAGES,
  type AdminStats,
  type Creative,
  type Order,
  type Product,
  type Session,
} from "@taaza/domain";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { categories, creatives, deals, orders, products, productTags } from "../src/platform/database/schema.ts";
import { bearer, buildOrder, buildProduct, signInAdmin, signUpCustomer } from "./support/factories.ts";
import { multipartBody, samplePhoto } from "./support/sample-images.ts";
import { createTestContext, type TestContext } from "./support/test-app.ts";

// Issue 15, points 6, 9, 11 and 12: what staff fill in and what they run the day with.
let ctx: TestContext;
let admin: Session;
let photo: Buffer;
beforeAll(async () => {
  ctx = await createTestContext();
  photo = await samplePhoto(800, 300);
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  ctx.setNow(undefined);
  rmSync(ctx.uploadDir, { recursive: true, force: true });
  admin = await signInAdmin(ctx);
});

type File = { field: string; filename: string; type: string; bytes: Buffer };
function sendForm(method: "POST" | "PUT", url: string, fields: Record<string, string>, files: File[], session: Session | null = admin) {
  const body = multipartBody(fields, files);
  return ctx.app.inject({ method, url, payload: body.payload, headers: { ...body.headers, ...(session ? bearer(session) : {}) } });
}
const storedFiles = () => (existsSync(ctx.uploadDir) ? readdirSync(ctx.uploadDir) : []);

describe("product details: net and gross weight, pieces, serves", () => {
  beforeEach(async () => {
    await ctx.db.insert(categories).values({ name: "SeaWater" });
    await ctx.db.insert(productTags).values({ name: "Pomfret" });
  });
  const fields = (details: Record<string, string> = {}): Record<string, string> => ({
    name: "Silver Pomfret",
    price: JSON.stringify({ default: 800, sale: 699 }),
    weight: "500",
    description: "Whole silver pomfret, cleaned and gutted.",
    category: "SeaWater",
    productTag: "Pomfret",
    note: "Deliveries between 11 AM and 7 PM.",
    ...details,
  });
  const image = (): File => ({ field: "productImages", filename: "fish.jpg", type: "image/jpeg", bytes: photo });

  it("stores the details staff fill in, shows them to everyone, and clears them when emptied", async () => {
    const created = await sendForm("POST", "/api/products", fields({ netWeight: "500", grossWeight: "650", pieces: "3", serves: "2" }), [
      image(),
    ]);
    expect(created.statusCode, created.body).toBe(201);
    const product = created.json<Product>();
    expect(product).toMatchObject({ weight: 500, netWeight: 500, grossWeight: 650, pieces: 3, serves: 2 });
    const seen = (await ctx.app.inject({ method: "GET", url: `/api/products/${product._id}` })).json<Product>();
    expect(seen).toMatchObject({ netWeight: 500, grossWeight: 650, pieces: 3, serves: 2 });

    const edited = await sendForm(
      "PUT",
      `/api/products/${product._id}`,
      fields({ netWeight: "480", grossWeight: "", pieces: " ", serves: "3" }),
      [],
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ netWeight: 480, grossWeight: null, pieces: null, serves: 3 });
    const [row] = await ctx.db.select().from(products).where(eq(products.id, product._id));
    expect(row).toMatchObject({ netWeightGrams: 480, grossWeightGrams: null, pieces: null, serves: 3 });
  });

  it("leaves them empty when not given (the spec's form has no such fields)", async () => {
    const created = await sendForm("POST", "/api/products", fields(), [image()]);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ netWeight: null, grossWeight: null, pieces: null, serves: null });
  });

  it("refuses a net weight above the gross weight, fractions, zero and text, saving nothing", async () => {
    const refused: [Record<string, string>, string][] = [
      [{ netWeight: "700", grossWeight: "650" }, PRODUCT_DETAIL_MESSAGES.netAboveGross],
      [{ netWeight: "499.5" }, PRODUCT_DETAIL_MESSAGES.netWeight],
      [{ grossWeight: "0" }, PRODUCT_DETAIL_MESSAGES.grossWeight],
      [{ grossWeight: "1e3" }, PRODUCT_DETAIL_MESSAGES.grossWeight],
      [{ pieces: "2.5" }, PRODUCT_DETAIL_MESSAGES.pieces],
      [{ pieces: "-1" }, PRODUCT_DETAIL_MESSAGES.pieces],
      [{ serves: "many" }, PRODUCT_DETAIL_MESSAGES.serves],
      [{ serves: "500" }, PRODUCT_DETAIL_MESSAGES.serves],
    ];
    for (const [details, message] of refused) {
      const response = await sendForm("POST", "/api/products", fields(details), [image()]);
      expect(response.statusCode, JSON.stringify(details)).toBe(400);
      expect(response.json()).toMatchObject({ error: message });
    }
    expect(await ctx.db.select().from(products)).toEqual([]);
    expect(storedFiles()).toEqual([]);
  });

  it("keeps the spec's first message when a spec field is also wrong", async () => {
    const response = await sendForm("POST", "/api/products", fields({ name: "", netWeight: "900", grossWeight: "100" }), [image()]);
    expect(response.json()).toMatchObject({ error: MESSAGES.product.name });
  });

  it("has the database refuse a net weight above the gross weight, whatever writes it", async () => {
    await expect(buildProduct(ctx, { netWeightGrams: 600, grossWeightGrams: 500 })).rejects.toThrow();
  });
});

describe("banner links and alt text", () => {
  const upload = (fields: Record<string, string>, session: Session | null = admin) =>
    sendForm(
      "POST",
      "/api/creatives",
      { tag: "desktop", ...fields },
      [{ field: "media", filename: "banner.jpg", type: "image/jpeg", bytes: photo }],
      session,
    );
  const setDetails = (id: string, payload: unknown, session: Session | null = admin) =>
    ctx.app.inject({ method: "PUT", url: `/api/creatives/${id}`, payload: payload as object, headers: session ? bearer(session) : {} });

  it("stores the alt text and link staff give, and lists them for the home page", async () => {
    const response = await upload({ alt: "  Fresh catch in 90 minutes. Shop seafood ", link: "/category/SeaWater" });
    expect(response.statusCode, response.body).toBe(201);
    const creative = response.json<{ data: { image: Creative } }>().data.image;
    expect(creative).toMatchObject({ tag: "desktop", alt: "Fresh catch in 90 minutes. Shop seafood", link: "/category/SeaWater" });
    expect((await ctx.app.inject({ method: "GET", url: "/api/creatives" })).json()).toEqual({ data: [creative] });
  });

  it("takes the spec's upload (media and tag only) as a banner with no link", async () => {
    const response = await upload({});
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<{ data: { image: Creative } }>().data.image).toMatchObject({ alt: "", link: null });
  });

  it("refuses links to other sites or not starting with /, before storing the image", async () => {
    for (const link of [
      "//evil.example/x",
      "/\\evil.example",
      "https://evil.example",
      "category/SeaWater",
      "javascript:alert(1)",
      "/category/Sea Water",
    ]) {
      const response = await upload({ alt: "Offer", link });
      expect(response.statusCode, link).toBe(400);
      expect(response.json()).toMatchObject({ error: BANNER_MESSAGES.link });
    }
    const tooLong = await upload({ alt: "x".repeat(201) });
    expect(tooLong.json()).toMatchObject({ error: BANNER_MESSAGES.altTooLong });
    expect(await ctx.db.select().from(creatives)).toEqual([]);
    expect(storedFiles()).toEqual([]);
  });

  it("lets staff change the alt text and link later; the link is checked there too", async () => {
    const creative = (await upload({ alt: "Old words" })).json<{ data: { image: Creative } }>().data.image;
    const changed = await setDetails(creative._id, { alt: "Tiger prawns, cleaned. Order prawns", link: "/category/Prawns" });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ data: { ...creative, alt: "Tiger prawns, cleaned. Order prawns", link: "/category/Prawns" } });

    const offSite = await setDetails(creative._id, { alt: "Offer", link: "//evil.example" });
    expect(offSite.statusCode).toBe(400);
    expect(offSite.json()).toMatchObject({ error: BANNER_MESSAGES.link });
    const noAlt = await setDetails(creative._id, { alt: "  ", link: null });
    expect(noAlt.statusCode).toBe(400);
    expect(noAlt.json()).toMatchObject({ error: BANNER_MESSAGES.altRequired });
    const cleared = await setDetails(creative._id, { alt: "Offer", link: "" });
    expect(cleared.json()).toMatchObject({ data: { link: null } });

    const missing = await setDetails("6f1c7a52-0c59-4b4a-9d4c-2b7f2ad5f0a1", { alt: "Offer", link: null });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: SERVER_MESSAGES.creative.notFound });
  });

  it("lets only staff change a banner (401 visitor, 403 customer), and the database holds the link rule", async () => {
    const creative = (await upload({ alt: "Offer", link: "/" })).json<{ data: { image: Creative } }>().data.image;
    const customer = await signUpCustomer(ctx.app);
    expect((await setDetails(creative._id, { alt: "Hacked", link: "/x" }, null)).statusCode).toBe(401);
    expect((await setDetails(creative._id, { alt: "Hacked", link: "/x" }, customer)).statusCode).toBe(403);
    expect((await upload({ alt: "Mine" }, customer)).statusCode).toBe(403);
    const [row] = await ctx.db.select().from(creatives).where(eq(creatives.id, creative._id));
    expect(row).toMatchObject({ alt: "Offer", link: "/" });
    await expect(ctx.db.update(creatives).set({ link: "//evil.example" }).where(eq(creatives.id, creative._id))).rejects.toThrow();
  });
});

describe("orders by delivery date and slot", () => {
  const list = async (query: string) => {
    const response = await ctx.app.inject({ method: "GET", url: `/api/admin/orders${query}`, headers: bearer(admin) });
    return response;
  };
  const billIds = async (query: string) => {
    const response = await list(query);
    expect(response.statusCode, response.body).toBe(200);
    return response
      .json<{ data: Order[] }>()
      .data.map((o) => o.billId)
      .sort();
  };

  it("filters by today and tomorrow in India time, by a date, and by slot, on the server's clock", async () => {
    // 23 Nov 2026, 20:00 UTC is already 24 Nov, 01:30 in India.
    ctx.setNow(new Date("2026-11-23T20:00:00Z"));
    const customer = await signUpCustomer(ctx.app);
    const product = await buildProduct(ctx);
    const place = async (billId: string, deliveryDate: string, slot: string) => {
      const order = await buildOrder(ctx, { userId: customer.user._id, items: [{ productId: product.id, quantity: 1 }], billId });
      await ctx.db.update(orders).set({ deliveryDate, slot }).where(eq(orders.id, order.id));
    };
    await place("#11TDAY", "2026-11-24", "90mins");
    await place("#12TDAY", "2026-11-24", "8AM-10AM");
    await place("#13TMRW", "2026-11-25", "8AM-10AM");
    await place("#14PAST", "2026-11-23", "8AM-10AM");

    expect(await billIds("?date=today")).toEqual(["#11TDAY", "#12TDAY"]);
    expect(await billIds("?date=tomorrow")).toEqual(["#13TMRW"]);
    expect(await billIds("?date=2026-11-23")).toEqual(["#14PAST"]);
    expect(await billIds("?slot=8AM-10AM")).toEqual(["#12TDAY", "#13TMRW", "#14PAST"]);
    expect(await billIds("?date=today&slot=90mins")).toEqual(["#11TDAY"]);
    expect(await billIds("?date=today&slot=90mins&status=Delivered")).toEqual([]);
    const page = (await list("?date=today")).json<{ total: number }>();
    expect(page.total).toBe(2);
  });

  it("refuses a date that is not a date and a slot that does not exist", async () => {
    for (const date of ["2026-02-30", "24-11-2026", "yesterday", "2026-11-24T00:00"]) {
      const response = await list(`?date=${encodeURIComponent(date)}`);
      expect(response.statusCode, date).toBe(400);
      expect(response.json()).toMatchObject({ error: ORDER_FILTER_MESSAGES.date });
    }
    const slot = await list("?slot=9AM-11AM");
    expect(slot.statusCode).toBe(400);
    expect(slot.json()).toMatchObject({ error: ORDER_FILTER_MESSAGES.slot });
  });
});

describe("today's figures on the dashboard", () => {
  it("counts orders and revenue placed today (India's day) and today's deliveries by slot, leaving out cancelled ones", async () => {
    // 24 Nov 2026, 10:00 in India.
    ctx.setNow(new Date("2026-11-24T04:30:00Z"));
    const customer = await signUpCustomer(ctx.app);
    const product = await buildProduct(ctx, { defaultPricePaise: 50000, salePricePaise: null });
    const place = async (placedAt: string, deliveryDate: string, slot: string, status: "Pending" | "Canceled" = "Pending") => {
      const order = await buildOrder(ctx, {
        userId: customer.user._id,
        items: [{ productId: product.id, quantity: 1 }],
        status,
        deliveryChargePaise: 3000,
      });
      await ctx.db
        .update(orders)
        .set({ createdAt: new Date(placedAt), deliveryDate, slot })
        .where(eq(orders.id, order.id));
    };
    // Placed at 00:10 India time on the 24th (still the 23rd in UTC): counts as today.
    await place("2026-11-23T18:40:00Z", "2026-11-24", "8AM-10AM");
    await place("2026-11-24T03:00:00Z", "2026-11-24", "90mins");
    await place("2026-11-24T03:30:00Z", "2026-11-24", "12PM-2PM", "Canceled");
    // Placed at 23:50 India time on the 23rd: yesterday, but delivered today.
    await place("2026-11-23T18:20:00Z", "2026-11-24", "8AM-10AM");
    await place("2026-11-24T04:00:00Z", "2026-11-25", "8AM-10AM");

    const response = await ctx.app.inject({ method: "GET", url: "/api/admin/stats", headers: bearer(admin) });
    expect(response.statusCode, response.body).toBe(200);
    const stats = response.json<AdminStats>();
    expect(stats).toMatchObject({ orders: 5, revenue: 4 * 530 });
    expect(stats.today).toMatchObject({ date: "2026-11-24", orders: 4, revenue: 3 * 530 });
    const slots = Object.fromEntries(stats.today.deliveries.map((d) => [d.slot, d.orders]));
    expect(slots).toEqual({ "90mins": 1, "8AM-10AM": 2, "10AM-12PM": 0, "12PM-2PM": 0, "2PM-4PM": 0, "4PM-6PM": 0, "6PM-8PM": 0 });
    expect(stats.today.deliveries.find((d) => d.slot === "8AM-10AM")?.revenue).toBe(1060);
  });

  it("starts a new day at midnight India time", async () => {
    const customer = await signUpCustomer(ctx.app);
    const product = await buildProduct(ctx);
    const order = await buildOrder(ctx, { userId: customer.user._id, items: [{ productId: product.id, quantity: 1 }] });
    await ctx.db
      .update(orders)
      .set({ createdAt: new Date("2026-11-24T18:00:00Z") })
      .where(eq(orders.id, order.id));
    ctx.setNow(new Date("2026-11-24T18:29:59Z"));
    const before = (await ctx.app.inject({ method: "GET", url: "/api/admin/stats", headers: bearer(admin) })).json<AdminStats>();
    expect(before.today).toMatchObject({ date: "2026-11-24", orders: 1 });
    ctx.setNow(new Date("2026-11-24T18:30:00Z"));
    const after = (await ctx.app.inject({ method: "GET", url: "/api/admin/stats", headers: bearer(admin) })).json<AdminStats>();
    expect(after.today).toMatchObject({ date: "2026-11-25", orders: 0, revenue: 0 });
  });
});

describe("in-stock switch (quick pricing)", () => {
  const setStock = (id: string, inStock: unknown, session: Session | null = admin) =>
    ctx.app.inject({ method: "PUT", url: `/api/products/${id}`, payload: { inStock } as object, headers: session ? bearer(session) : {} });

  it("marks a product sold out and back in stock; sold out it leaves the deals and cannot be bought", async () => {
    const product = await buildProduct(ctx, { name: "Rawas" });
    await ctx.db.insert(deals).values({ productId: product.id, slot: 1 });
    const soldOut = await setStock(product.id, false);
    expect(soldOut.statusCode, soldOut.body).toBe(200);
    expect(soldOut.json()).toMatchObject({ _id: product.id, inStock: false });
    expect(await ctx.db.select().from(deals)).toEqual([]);

    const customer = await signUpCustomer(ctx.app);
    const add = await ctx.app.inject({
      method: "POST",
      url: `/api/users/${customer.user._id}/cart`,
      payload: { productId: product.id, quantity: 1 },
      headers: bearer(customer),
    });
    expect(add.statusCode).toBe(400);
    expect(add.json()).toMatchObject({ error: SERVER_MESSAGES.cart.unavailable });

    expect((await setStock(product.id, true)).json()).toMatchObject({ inStock: true });
    const [row] = await ctx.db.select().from(products).where(eq(products.id, product.id));
    expect(row?.inStock).toBe(true);
  });

  it("is staff's alone: 401 for a visitor, 403 for a customer, nothing changed", async () => {
    const product = await buildProduct(ctx);
    const customer = await signUpCustomer(ctx.app);
    const visitor = await setStock(product.id, false, null);
    expect(visitor.statusCode).toBe(401);
    const asCustomer = await setStock(product.id, false, customer);
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json()).toMatchObject({ error: SERVER_MESSAGES.auth.forbidden });
    const [row] = await ctx.db.select().from(products).where(eq(products.id, product.id));
    expect(row?.inStock).toBe(true);
  });

  it("refuses a value that is not true or false", async () => {
    const product = await buildProduct(ctx);
    const response = await setStock(product.id, "no");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: "inStock must be true or false" });
  });
});
