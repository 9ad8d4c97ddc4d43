import { existsSync, readdirSync, rmSync } from "node:fs";
import { eq } from "drizzle-orm";
import type { Pincode, Product, PublicUser, Session } from "@taaza/domain";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cartLines, deals, pincodes, products } from "../src/platform/database/schema.ts";
import { bearer, buildProduct, buildVariant, signInAdmin, signUpCustomer } from "./support/factories.ts";
import { multipartBody, samplePhoto } from "./support/sample-images.ts";
import { createTestContext, type TestContext } from "./support/test-app.ts";

/**
 * The API as another client uses it: from another origin allowed by CORS_ORIGINS, sending the
 * request shapes of spec section 7 verbatim (docs/spec.md), and what each call leaves behind.
 */
const PARTNER = "https://partner.example.in";
let ctx: TestContext;
let admin: Session;
let photo: Buffer;

beforeAll(async () => {
  ctx = await createTestContext({ CORS_ORIGINS: PARTNER });
  photo = await samplePhoto(640, 480);
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  rmSync(ctx.uploadDir, { recursive: true, force: true });
  admin = await signInAdmin(ctx);
});

type Upload = { field: string; filename: string; type: string; bytes: Buffer };
const file = (field: string, filename = "fish.jpg"): Upload => ({ field, filename, type: "image/jpeg", bytes: photo });
const storedFiles = () => (existsSync(ctx.uploadDir) ? readdirSync(ctx.uploadDir) : []);

function multipart(method: "POST" | "PUT", url: string, fields: Record<string, string>, files: Upload[], session: Session) {
  const body = multipartBody(fields, files);
  return ctx.app.inject({ method, url, payload: body.payload, headers: { ...body.headers, ...bearer(session), origin: PARTNER } });
}

const preflight = (url: string, method: string, origin = PARTNER) =>
  ctx.app.inject({
    method: "OPTIONS",
    url,
    headers: { origin, "access-control-request-method": method, "access-control-request-headers": "authorization,content-type" },
  });

/** The spec's add product call: every field, the images as files. */
async function addProduct(imageCount: number): Promise<Product> {
  await ctx.app.inject({ method: "POST", url: "/api/categories", headers: bearer(admin), payload: { name: "SeaWater" } });
  await ctx.app.inject({ method: "POST", url: "/api/productTags", headers: bearer(admin), payload: { name: "Pomfret" } });
  const images = Array.from({ length: imageCount }, (_, i) => file("productImages", `fish-${i}.jpg`));
  const response = await multipart("POST", "/api/products", specProductFields(), images, admin);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Product>();
}

const specProductFields = (): Record<string, string> => ({
  name: "Silver Pomfret",
  price: JSON.stringify({ default: 800, sale: 699 }),
  weight: "500",
  description: "Whole silver pomfret, cleaned and gutted.",
  category: "SeaWater",
  productTag: "Pomfret",
  note: "Deliveries between 11 AM and 7 PM.",
  inStock: "true",
});

describe("another origin allowed by CORS_ORIGINS", () => {
  it("may preflight every method the API uses, PUT and DELETE included, and then call it", async () => {
    for (const method of ["PUT", "DELETE", "POST"]) {
      const answer = await preflight("/api/pincodes/00000000-0000-4000-8000-000000000000", method);
      expect(answer.statusCode).toBe(204);
      expect(answer.headers["access-control-allow-origin"]).toBe(PARTNER);
      expect(String(answer.headers["access-control-allow-methods"]).split(/,\s*/)).toContain(method);
    }
    const [pin] = await ctx.db
      .insert(pincodes)
      .values({ pincode: "400050", name: "Bandra West, Mumbai", deliveryChargesPaise: 1900 })
      .returning();
    const edit = await ctx.app.inject({
      method: "PUT",
      url: `/api/pincodes/${pin!.id}`,
      headers: { ...bearer(admin), origin: PARTNER },
      payload: { pincode: "400050", name: "Bandra, Mumbai", deliveryCharges: 29, status: true },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.headers["access-control-allow-origin"]).toBe(PARTNER);
    const [stored] = await ctx.db.select().from(pincodes).where(eq(pincodes.id, pin!.id));
    expect(stored).toMatchObject({ name: "Bandra, Mumbai", deliveryChargesPaise: 2900 });
  });

  it("an origin that is not configured gets no CORS answer at all", async () => {
    const answer = await preflight("/api/pincodes/00000000-0000-4000-8000-000000000000", "DELETE", "https://evil.example");
    expect(answer.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("embeds the product images (cross-origin), while JSON answers stay same-origin", async () => {
    const product = await addProduct(1);
    const image = await ctx.app.inject({ method: "GET", url: `/uploads/${product.images[0]}`, headers: { origin: PARTNER } });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toMatch(/^image\//);
    expect(image.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    const json = await ctx.app.inject({ method: "GET", url: `/api/products/${product._id}`, headers: { origin: PARTNER } });
    expect(json.headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(json.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});

describe("spec section 7's request shapes", () => {
  it("GET /api/pincodes answers each pincode as a number; POST and PUT take text or a number", async () => {
    const asText = await ctx.app.inject({
      method: "POST",
      url: "/api/pincodes",
      headers: bearer(admin),
      payload: { pincode: "400016", name: "Mahim, Mumbai", deliveryCharges: 19, status: true },
    });
    expect(asText.statusCode).toBe(201);
    expect(asText.json<Pincode>().pincode).toBe(400016);
    const asNumber = await ctx.app.inject({
      method: "POST",
      url: "/api/pincodes",
      headers: bearer(admin),
      payload: { pincode: 411001, name: "Pune", deliveryCharges: 49, status: true },
    });
    expect(asNumber.statusCode).toBe(201);
    const list = (await ctx.app.inject({ method: "GET", url: "/api/pincodes" })).json<Pincode[]>();
    expect(list.map((p) => p.pincode)).toEqual([400016, 411001]);
    // What a client does with it: compare the number it stores with what the customer typed.
    expect(list.some((p) => p.pincode === Number("400016"))).toBe(true);
    expect((await ctx.db.select({ pincode: pincodes.pincode }).from(pincodes)).map((p) => p.pincode).sort()).toEqual(["400016", "411001"]);
    for (const bad of [40001, 4000160, "040001", 400016.5, "4e5"]) {
      const answer = await ctx.app.inject({
        method: "POST",
        url: "/api/pincodes",
        headers: bearer(admin),
        payload: { pincode: bad, name: "Nowhere", deliveryCharges: 0, status: true },
      });
      expect(answer.statusCode, String(bad)).toBe(400);
      expect(answer.json()).toMatchObject({ error: "Please enter a valid 6-digit pincode." });
    }
  });

  it("an address may carry the pincode as the number GET /api/pincodes answered", async () => {
    await ctx.db.insert(pincodes).values({ pincode: "400050", name: "Bandra West, Mumbai", deliveryChargesPaise: 1900 });
    const customer = await signUpCustomer(ctx.app);
    const served = (await ctx.app.inject({ method: "GET", url: "/api/pincodes" })).json<Pincode[]>()[0]!;
    const added = await ctx.app.inject({
      method: "POST",
      url: `/api/users/${customer.user._id}/address`,
      headers: bearer(customer),
      payload: {
        firstName: "Meena",
        lastName: "Joshi",
        address: "5 Hill Road",
        landmark: "Opposite the church",
        state: "Maharashtra",
        city: "Mumbai",
        pincode: served.pincode,
        phoneNo: "9820012345",
        tag: "home1",
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json<PublicUser>().addresses[0]).toMatchObject({ pincode: "400050" });
  });

  it("PUT /api/products/{id} re-sending the product's images as files keeps the same number of images", async () => {
    for (const count of [1, 2, 3]) {
      const product = await addProduct(count);
      const resent = Array.from({ length: count }, (_, i) => file("productImages", product.images[i]));
      const edit = await multipart(
        "PUT",
        `/api/products/${product._id}`,
        { ...specProductFields(), name: "Big Pomfret", bestseller: "true" },
        resent,
        admin,
      );
      expect(edit.statusCode, edit.body).toBe(200);
      const edited = edit.json<Product>();
      expect(edited.images).toHaveLength(count);
      expect(edited).toMatchObject({ name: "Big Pomfret", bestseller: true });
      const [row] = await ctx.db.select().from(products).where(eq(products.id, product._id));
      expect(row!.images).toEqual(edited.images);
      // The re-sent files are the new set; the old files are removed.
      for (const old of product.images) {
        expect(edited.images).not.toContain(old);
        expect(storedFiles()).not.toContain(old);
      }
      for (const image of edited.images) expect(storedFiles()).toContain(image);
    }
  });

  it("a multipart edit carrying only some fields changes only those (quick pricing sends only price)", async () => {
    const product = await addProduct(2);
    const edit = await multipart("PUT", `/api/products/${product._id}`, { price: JSON.stringify({ default: 900, sale: 749 }) }, [], admin);
    expect(edit.statusCode, edit.body).toBe(200);
    const [row] = await ctx.db.select().from(products).where(eq(products.id, product._id));
    expect(row).toMatchObject({
      name: "Silver Pomfret",
      weightGrams: 500,
      defaultPricePaise: 90000,
      salePricePaise: 74900,
      description: "Whole silver pomfret, cleaned and gutted.",
      images: product.images,
    });
    // A field that is sent is still checked: an empty name is refused and nothing changes.
    const bad = await multipart("PUT", `/api/products/${product._id}`, { name: "" }, [], admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: "Please enter a valid product name" });
    const [after] = await ctx.db.select().from(products).where(eq(products.id, product._id));
    expect(after!.name).toBe("Silver Pomfret");
  });

  it("DELETE with Content-Type: application/json and no body is an empty body", async () => {
    const product = await buildProduct(ctx);
    const added = await ctx.app.inject({ method: "POST", url: "/api/ftds", headers: bearer(admin), payload: { product: product.id } });
    expect(added.statusCode).toBe(201);
    const removed = await ctx.app.inject({
      method: "DELETE",
      url: `/api/ftds/${added.json<{ _id: string }>()._id}`,
      headers: { ...bearer(admin), "content-type": "application/json", origin: PARTNER },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await ctx.db.select().from(deals)).toEqual([]);
    // A body that is there and broken is still refused.
    const broken = await ctx.app.inject({
      method: "POST",
      url: "/api/ftds",
      headers: { ...bearer(admin), "content-type": "application/json" },
      payload: "{not json",
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ error: "The request body is not valid JSON" });
  });

  it("review photos sent under the field `review`, beside the text, are stored with the review", async () => {
    const product = await buildProduct(ctx);
    const customer = await signUpCustomer(ctx.app);
    const posted = await multipart(
      "POST",
      `/api/reviews/createreview/${product.id}`,
      { username: customer.user.username, review: "Very fresh, cleaned well", rating: "5" },
      [file("review", "one.jpg"), file("review", "two.jpg")],
      customer,
    );
    expect(posted.statusCode, posted.body).toBe(201);
    const read = await ctx.app.inject({ method: "GET", url: `/api/reviews/getproductreview/${product.id}` });
    const [review] = read.json<{ reviews: { reviews: { review: string; media: string[] }[] } }>().reviews.reviews;
    expect(read.json()).toMatchObject({ reviews: { reviews: [{ review: "Very fresh, cleaned well" }] } });
    expect(review!.media).toHaveLength(2);
  });

  it("DELETE /api/users/{id}/cart/{id} takes the line's id or, as the original client sends, its product's id", async () => {
    const [fish, prawns] = [await buildProduct(ctx), await buildProduct(ctx, { name: "Tiger Prawns" })];
    const customer = await signUpCustomer(ctx.app);
    for (const product of [fish, prawns]) {
      const added = await ctx.app.inject({
        method: "POST",
        url: `/api/users/${customer.user._id}/cart`,
        headers: bearer(customer),
        payload: { productId: product.id, quantity: 2, weight: 500, price: 1 },
      });
      expect(added.statusCode, added.body).toBe(200);
    }
    const byProduct = await ctx.app.inject({
      method: "DELETE",
      url: `/api/users/${customer.user._id}/cart/${fish.id}`,
      headers: { ...bearer(customer), "content-type": "application/json" },
    });
    expect(byProduct.statusCode, byProduct.body).toBe(200);
    expect(byProduct.json<PublicUser>().cart.map((line) => line.productId._id)).toEqual([prawns.id]);
    const [line] = await ctx.db.select().from(cartLines);
    const byLine = await ctx.app.inject({
      method: "DELETE",
      url: `/api/users/${customer.user._id}/cart/${line!.id}`,
      headers: bearer(customer),
    });
    expect(byLine.statusCode).toBe(200);
    expect(await ctx.db.select().from(cartLines)).toEqual([]);
    // A product in two cuts is two lines; its product id removes both.
    const steaks = await buildVariant(ctx, fish.id);
    for (const variantId of [undefined, steaks._id]) {
      const added = await ctx.app.inject({
        method: "POST",
        url: `/api/users/${customer.user._id}/cart`,
        headers: bearer(customer),
        payload: { productId: fish.id, ...(variantId ? { variantId } : {}), quantity: 1 },
      });
      expect(added.statusCode, added.body).toBe(200);
    }
    expect(await ctx.db.select().from(cartLines)).toHaveLength(2);
    const both = await ctx.app.inject({
      method: "DELETE",
      url: `/api/users/${customer.user._id}/cart/${fish.id}`,
      headers: bearer(customer),
    });
    expect(both.statusCode).toBe(200);
    expect(await ctx.db.select().from(cartLines)).toEqual([]);
    // Someone else's product id or line id removes nothing of theirs: 404.
    const again = await ctx.app.inject({
      method: "DELETE",
      url: `/api/users/${customer.user._id}/cart/${fish.id}`,
      headers: bearer(customer),
    });
    expect(again.statusCode).toBe(404);
  });
});
