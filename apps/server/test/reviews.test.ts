import { UPLOAD_MESSAGES, type ProductReviews, type Review } from "@taaza/domain";
import { existsSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Session } from "@taaza/domain";
import { reviews } from "../src/platform/database/schema.ts";
import { bearer, buildCustomer, buildOrder, buildProduct, signInAdmin, signUpCustomer } from "./support/factories.ts";
import { multipartBody, samplePhoto } from "./support/sample-images.ts";
import { createTestContext, type TestContext } from "./support/test-app.ts";
import { anyString } from "./support/matchers.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  // Uploads live in a folder, not the database: empty it too, so each test sees only its own files.
  rmSync(ctx.uploadDir, { recursive: true, force: true });
});

type Upload = { field: string; filename: string; type: string; bytes: Buffer };
const photo = async (filename = "photo.jpg"): Promise<Upload> => ({
  field: "reviewImages",
  filename,
  type: "image/jpeg",
  bytes: await samplePhoto(400, 300),
});

function post(productId: string, fields: Record<string, string>, files: Upload[] = [], session?: Session) {
  const body = multipartBody(fields, files);
  return ctx.app.inject({
    method: "POST",
    url: `/api/reviews/createreview/${productId}`,
    payload: body.payload,
    headers: { ...body.headers, ...(session ? bearer(session) : {}) },
  });
}

const getReviews = (productId: string, query = "") =>
  ctx.app.inject({ method: "GET", url: `/api/reviews/getproductreview/${productId}${query}` });
const storedFiles = () => (existsSync(ctx.uploadDir) ? readdirSync(ctx.uploadDir) : []);
const reviewRows = () => ctx.db.select().from(reviews);

describe("POST /api/reviews/createreview/{productId}", () => {
  it("without a token: 401 and nothing stored", async () => {
    const p = await buildProduct(ctx);
    const res = await post(p.id, { review: "Very fresh", rating: "5" });
    expect(res.statusCode).toBe(401);
    expect(res.json<{ error: string }>().error).toBeTypeOf("string");
    expect(await reviewRows()).toEqual([]);
  });

  it("a customer posts text and a rating: 201 with their own username, whatever the form claims", async () => {
    const p = await buildProduct(ctx);
    const customer = await signUpCustomer(ctx.app, { username: "Meera Joshi" });
    const res = await post(p.id, { review: "Cleaned well, <b>very</b> fresh", rating: "4", username: "Admin Team" }, [], customer);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      _id: anyString,
      username: "Meera Joshi",
      rating: 4,
      review: "Cleaned well, <b>very</b> fresh",
      media: [],
      createdAt: anyString,
      verifiedPurchase: false,
    });
    const [row] = await reviewRows();
    expect(row).toMatchObject({
      username: "Meera Joshi",
      userId: customer.user._id,
      productId: p.id,
      review: "Cleaned well, <b>very</b> fresh",
    });
  });

  it("a photo with no text is a review too; the photo is stored as WebP and named in media", async () => {
    const p = await buildProduct(ctx);
    const customer = await signUpCustomer(ctx.app);
    const res = await post(p.id, { review: "", rating: "5" }, [await photo()], customer);
    expect(res.statusCode).toBe(201);
    const [media] = res.json<Review>().media;
    expect(media).toMatch(/^[0-9a-f-]{36}\.webp$/);
    expect(existsSync(path.join(ctx.uploadDir, media!))).toBe(true);
  });

  it("refuses a rating outside 1..5 or not a whole number, storing nothing", async () => {
    const p = await buildProduct(ctx);
    const customer = await signUpCustomer(ctx.app);
    for (const rating of ["0", "6", "4.5", "-1", "five", ""]) {
      const res = await post(p.id, { review: "Good", rating }, [await photo()], customer);
      expect(res.statusCode, rating).toBe(400);
      expect(res.json(), rating).toMatchObject({ error: "Please choose a rating from 1 to 5" });
    }
    expect(await reviewRows()).toEqual([]);
    expect(storedFiles()).toEqual([]);
  });

  it("refuses a review with neither text nor a photo", async () => {
    const p = await buildProduct(ctx);
    const customer = await signUpCustomer(ctx.app);
    const res = await post(p.id, { review: "   ", rating: "3" }, [], customer);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: "Write a review or add a photo" });
  });

  it("refuses a text file named photo.jpg, leaving no files and no review", async () => {
    const p = await buildProduct(ctx);
    const customer = await signUpCustomer(ctx.app);
    const fake: Upload = {
      field: "reviewImages",
      filename: "photo.jpg",
      type: "image/jpeg",
      bytes: Buffer.from("just some text, not a picture"),
    };
    const res = await post(p.id, { review: "Nice", rating: "5" }, [await photo("real.jpg"), fake], customer);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: UPLOAD_MESSAGES.notAnImage });
    expect(await reviewRows()).toEqual([]);
    expect(storedFiles()).toEqual([]);
  });

  it("takes three photos but refuses four", async () => {
    const p = await buildProduct(ctx);
    const customer = await signUpCustomer(ctx.app);
    const three = await post(p.id, { review: "Three", rating: "5" }, [await photo(), await photo(), await photo()], customer);
    expect(three.statusCode).toBe(201);
    expect(three.json<Review>().media).toHaveLength(3);
    const filesAfterThree = storedFiles().length;
    const four = await post(p.id, { review: "Four", rating: "5" }, [await photo(), await photo(), await photo(), await photo()], customer);
    expect(four.statusCode).toBe(400);
    expect(four.json()).toMatchObject({ error: "You can upload up to 3 images" });
    expect(await reviewRows()).toHaveLength(1);
    expect(storedFiles()).toHaveLength(filesAfterThree);
  });

  it("refuses text over 2000 characters", async () => {
    const p = await buildProduct(ctx);
    const customer = await signUpCustomer(ctx.app);
    expect((await post(p.id, { review: "a".repeat(2000), rating: "5" }, [], customer)).statusCode).toBe(201);
    const res = await post(p.id, { review: "a".repeat(2001), rating: "5" }, [], customer);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: "A review can be at most 2000 characters" });
  });

  it("an Admin may not post reviews: 403", async () => {
    const p = await buildProduct(ctx);
    const admin = await signInAdmin(ctx);
    const res = await post(p.id, { review: "Best fish", rating: "5" }, [], admin);
    expect(res.statusCode).toBe(403);
    expect(await reviewRows()).toEqual([]);
  });

  it("an unknown or archived product: 404; a malformed id: 400", async () => {
    const customer = await signUpCustomer(ctx.app);
    const archived = await buildProduct(ctx, { isArchived: true });
    expect((await post("6f1c2f7e-8a55-4c55-9a0e-7d2b5b1c0c11", { review: "x", rating: "5" }, [], customer)).statusCode).toBe(404);
    expect((await post(archived.id, { review: "x", rating: "5" }, [], customer)).statusCode).toBe(404);
    expect((await post("not-a-uuid", { review: "x", rating: "5" }, [], customer)).statusCode).toBe(400);
    expect(await reviewRows()).toEqual([]);
  });

  it("a form that is not multipart: 400", async () => {
    const p = await buildProduct(ctx);
    const customer = await signUpCustomer(ctx.app);
    const res = await ctx.app.inject({
      method: "POST",
      url: `/api/reviews/createreview/${p.id}`,
      payload: { review: "x", rating: 5 },
      headers: bearer(customer),
    });
    expect(res.statusCode).toBe(400);
  });
});

describe("one review per customer and product", () => {
  it("posting again replaces the customer's review (200): three 1-star posts count once, and the old photos go", async () => {
    const p = await buildProduct(ctx);
    const customer = await signUpCustomer(ctx.app);
    const first = await post(p.id, { review: "First", rating: "1" }, [await photo()], customer);
    expect(first.statusCode).toBe(201);
    const oldPhoto = first.json<Review>().media[0]!;
    for (const rating of ["1", "1"]) expect((await post(p.id, { review: "Again", rating }, [], customer)).statusCode).toBe(200);
    const edited = await post(p.id, { review: "Changed my mind", rating: "4" }, [], customer);
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ _id: first.json<Review>()._id, rating: 4, review: "Changed my mind", media: [] });
    expect(await reviewRows()).toHaveLength(1);
    const list = (await getReviews(p.id)).json<ProductReviews>();
    expect(list).toMatchObject({ count: 1, average: 4 });
    expect(storedFiles().some((name) => name.startsWith(oldPhoto.replace(".webp", "")))).toBe(false);
  });

  it("the database holds the rule: a second row for the same customer and product is refused", async () => {
    const p = await buildProduct(ctx);
    const poster = await buildCustomer(ctx);
    await ctx.db.insert(reviews).values({ productId: p.id, userId: poster.id, username: "A", rating: 5 });
    await expect(ctx.db.insert(reviews).values({ productId: p.id, userId: poster.id, username: "A", rating: 1 })).rejects.toThrow();
  });

  it("two posts at the same moment still leave one review", async () => {
    const p = await buildProduct(ctx);
    const customer = await signUpCustomer(ctx.app);
    const answers = await Promise.all([
      post(p.id, { review: "a", rating: "5" }, [], customer),
      post(p.id, { review: "b", rating: "1" }, [], customer),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 201]);
    expect(await reviewRows()).toHaveLength(1);
  });
});

describe("Verified purchase", () => {
  it("is marked only when the poster has a Delivered order holding the product", async () => {
    const p = await buildProduct(ctx);
    const other = await buildProduct(ctx, { name: "Rohu" });
    const buyer = await signUpCustomer(ctx.app, { username: "Buyer" });
    const pending = await signUpCustomer(ctx.app, { username: "Pending" });
    const elsewhere = await signUpCustomer(ctx.app, { username: "Elsewhere" });
    await buildOrder(ctx, { userId: buyer.user._id, items: [{ productId: p.id, quantity: 1 }], status: "Delivered" });
    await buildOrder(ctx, { userId: pending.user._id, items: [{ productId: p.id, quantity: 1 }], status: "Pending" });
    await buildOrder(ctx, { userId: elsewhere.user._id, items: [{ productId: other.id, quantity: 1 }], status: "Delivered" });
    const posted = await post(p.id, { review: "Bought it", rating: "5" }, [], buyer);
    expect(posted.json<Review>().verifiedPurchase).toBe(true);
    await post(p.id, { review: "Waiting", rating: "4" }, [], pending);
    await post(p.id, { review: "Never bought", rating: "3" }, [], elsewhere);
    const list = (await getReviews(p.id)).json<ProductReviews>().reviews.reviews;
    expect(Object.fromEntries(list.map((r) => [r.username, r.verifiedPurchase]))).toEqual({
      Buyer: true,
      Pending: false,
      Elsewhere: false,
    });
  });
});

describe("review posting limit", () => {
  it("answers 429 once a client posts more than REVIEW_RATE_LIMIT reviews a minute", async () => {
    const limited = await createTestContext({ REVIEW_RATE_LIMIT: "2" });
    try {
      const p = await buildProduct(limited);
      const customer = await signUpCustomer(limited.app);
      const send = () => {
        const body = multipartBody({ review: "x", rating: "5" }, []);
        return limited.app.inject({
          method: "POST",
          url: `/api/reviews/createreview/${p.id}`,
          payload: body.payload,
          headers: { ...body.headers, ...bearer(customer) },
        });
      };
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(200);
      const blocked = await send();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json<{ error: string }>().error).toBeTypeOf("string");
    } finally {
      await limited.close();
    }
  }, 120_000);
});

describe("GET /api/reviews/getproductreview/{productId}", () => {
  it("without ?page returns at most the first 50, best rated first; count covers all", async () => {
    const p = await buildProduct(ctx);
    const posters = await Promise.all(Array.from({ length: 55 }, () => buildCustomer(ctx)));
    await ctx.db
      .insert(reviews)
      .values(posters.map((poster, i) => ({ productId: p.id, userId: poster.id, username: "A", rating: i < 5 ? 1 : 5, review: `r${i}` })));
    const body = (await getReviews(p.id)).json<ProductReviews>();
    expect(body.reviews.reviews).toHaveLength(50);
    expect(body.reviews.reviews.every((r) => r.rating === 5)).toBe(true);
    expect(body.count).toBe(55);
  });

  it("lists best rated first then newest, with the product, the count and the average to one decimal", async () => {
    const p = await buildProduct(ctx, { name: "Silver Pomfret" });
    const [a, b, c] = [
      await buildCustomer(ctx, { username: "Ravi" }),
      await buildCustomer(ctx, { username: "Ravi" }),
      await buildCustomer(ctx, { username: "Ravi" }),
    ];
    const at = (minute: number) => new Date(Date.parse("2026-03-01T10:00:00Z") + minute * 60_000);
    await ctx.db.insert(reviews).values([
      { productId: p.id, userId: a.id, username: "Ravi", rating: 3, review: "ok", createdAt: at(1) },
      { productId: p.id, userId: b.id, username: "Ravi", rating: 5, review: "older five", createdAt: at(2) },
      { productId: p.id, userId: c.id, username: "Ravi", rating: 5, review: "newer five", createdAt: at(3) },
    ]);
    const res = await getReviews(p.id);
    expect(res.statusCode).toBe(200);
    const body = res.json<ProductReviews>();
    expect(body.reviews.productId).toEqual({ _id: p.id, name: "Silver Pomfret" });
    expect(body.reviews.reviews.map((r) => r.review)).toEqual(["newer five", "older five", "ok"]);
    expect(body.count).toBe(3);
    expect(body.average).toBe(4.3);
    expect(body.reviews.reviews[0]).toEqual({
      _id: anyString,
      username: "Ravi",
      rating: 5,
      review: "newer five",
      media: [],
      createdAt: at(3).toISOString(),
      verifiedPurchase: false,
    });
  });

  it("pages by five with ?page, the average and count still covering all reviews", async () => {
    const p = await buildProduct(ctx);
    const posters = await Promise.all(Array.from({ length: 7 }, () => buildCustomer(ctx)));
    await ctx.db
      .insert(reviews)
      .values(posters.map((poster, i) => ({ productId: p.id, userId: poster.id, username: "A", rating: (i % 5) + 1, review: `r${i}` })));
    const second = (await getReviews(p.id, "?page=2")).json<ProductReviews>();
    expect(second.reviews.reviews).toHaveLength(2);
    expect(second.count).toBe(7);
    expect(second.average).toBe(2.6); // 18 / 7
    expect((await getReviews(p.id, "?page=0")).statusCode).toBe(400);
  });

  it("no reviews: an empty list, average 0; unknown or archived product: 404", async () => {
    const p = await buildProduct(ctx);
    expect((await getReviews(p.id)).json()).toMatchObject({ reviews: { reviews: [] }, average: 0, count: 0 });
    expect((await getReviews("6f1c2f7e-8a55-4c55-9a0e-7d2b5b1c0c11")).statusCode).toBe(404);
    const archived = await buildProduct(ctx, { isArchived: true });
    expect((await getReviews(archived.id)).statusCode).toBe(404);
    // Staff opening an archived product to edit or restore it still see its reviews.
    const admin = await signInAdmin(ctx);
    const asAdmin = await ctx.app.inject({ method: "GET", url: `/api/reviews/getproductreview/${archived.id}`, headers: bearer(admin) });
    expect(asAdmin.statusCode).toBe(200);
  });

  it("a new review changes the ETag; the same list revalidates with 304", async () => {
    const p = await buildProduct(ctx);
    const first = await getReviews(p.id);
    const again = await ctx.app.inject({
      method: "GET",
      url: `/api/reviews/getproductreview/${p.id}`,
      headers: { "if-none-match": first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    const customer = await signUpCustomer(ctx.app);
    await post(p.id, { review: "Fresh", rating: "5" }, [], customer);
    const changed = await ctx.app.inject({
      method: "GET",
      url: `/api/reviews/getproductreview/${p.id}`,
      headers: { "if-none-match": first.headers.etag as string },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<ProductReviews>().count).toBe(1);
    const [row] = await ctx.db.select().from(reviews).where(eq(reviews.productId, p.id));
    expect(row?.rating).toBe(5);
  });
});
