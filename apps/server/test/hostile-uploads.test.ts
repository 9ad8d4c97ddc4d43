import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { UPLOAD_MESSAGES, type Session } from "@taaza/domain";
import { creatives, products, reviews } from "../src/platform/database/schema.ts";
import { bearer, buildProduct, signInAdmin, signUpCustomer } from "./support/factories.ts";
import { multipartBody, samplePhoto } from "./support/sample-images.ts";
import { createTestContext, type TestContext } from "./support/test-app.ts";

/**
 * Pins the upload defences on every route that takes images: the bytes are sniffed, decoded
 * under a pixel limit (sharp's limitInputPixels) and re-encoded as WebP, so nothing a client
 * sends is ever served back as it was sent.
 */
let ctx: TestContext;
let admin: Session;
let customer: Session;
const hostile: Record<string, Buffer> = {};

beforeAll(async () => {
  ctx = await createTestContext();
  // 8000 x 6000 = 48 megapixels of one colour: about 100 kB of PNG that would decode to 144 MB.
  hostile.pixelBomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: "#fff" } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  // Within the pixel limit, but taller than any WebP can be.
  hostile.tooTall = await sharp({ create: { width: 200, height: 20000, channels: 3, background: "#fff" } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  hostile.svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.cookie)</script></svg>');
  hostile.html = Buffer.from("<!doctype html><html><body><script>alert(1)</script></body></html>");
  // A valid GIF whose trailing bytes are an HTML page: a browser sniffing it could run the script.
  const gif = await sharp({ create: { width: 40, height: 40, channels: 3, background: "#f00" } })
    .gif()
    .toBuffer();
  hostile.gifPolyglot = Buffer.concat([gif, Buffer.from("<html><script>alert('polyglot')</script></html>")]);
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  rmSync(ctx.uploadDir, { recursive: true, force: true });
  admin = await signInAdmin(ctx);
  customer = await signUpCustomer(ctx.app);
});

type Upload = { field: string; filename: string; type: string; bytes: Buffer };
const storedFiles = () => (existsSync(ctx.uploadDir) ? readdirSync(ctx.uploadDir) : []);

const productFields = {
  name: "Rohu",
  price: JSON.stringify({ default: 300, sale: null }),
  weight: "500",
  description: "River fish",
  category: "SeaWater",
  productTag: "Pomfret",
  note: "Fresh",
};

/** Each route that takes an image, sending one file. */
const routes: Record<string, (file: Upload) => Promise<{ statusCode: number; body: string }>> = {
  "POST /api/products": async (file) => {
    const body = multipartBody(productFields, [{ ...file, field: "productImages" }]);
    await buildProduct(ctx); // the category and tag exist
    return ctx.app.inject({ method: "POST", url: "/api/products", payload: body.payload, headers: { ...body.headers, ...bearer(admin) } });
  },
  "PUT /api/products/:id": async (file) => {
    const p = await buildProduct(ctx);
    const body = multipartBody({ ...productFields, existingImages: "[]" }, [{ ...file, field: "productImages" }]);
    return ctx.app.inject({
      method: "PUT",
      url: `/api/products/${p.id}`,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(admin) },
    });
  },
  "POST /api/creatives": async (file) => {
    const body = multipartBody({ tag: "desktop" }, [{ ...file, field: "media" }]);
    return ctx.app.inject({ method: "POST", url: "/api/creatives", payload: body.payload, headers: { ...body.headers, ...bearer(admin) } });
  },
  "POST /api/reviews/createreview/:productId": async (file) => {
    const p = await buildProduct(ctx);
    const body = multipartBody({ review: "Nice", rating: "5" }, [{ ...file, field: "reviewImages" }]);
    return ctx.app.inject({
      method: "POST",
      url: `/api/reviews/createreview/${p.id}`,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(customer) },
    });
  },
};

const refusedUploads: [string, () => Upload][] = [
  ["a decompression (pixel) bomb", () => ({ field: "", filename: "bomb.png", type: "image/png", bytes: hostile.pixelBomb! })],
  ["an image too tall to encode", () => ({ field: "", filename: "tall.png", type: "image/png", bytes: hostile.tooTall! })],
  ["an SVG with script", () => ({ field: "", filename: "logo.svg", type: "image/svg+xml", bytes: hostile.svg! })],
  ["an HTML page named .jpg", () => ({ field: "", filename: "photo.jpg", type: "image/jpeg", bytes: hostile.html! })],
];

describe.each(Object.keys(routes))("%s", (route) => {
  for (const [what, make] of refusedUploads) {
    it(`refuses ${what} with 400, stores nothing and writes no row`, async () => {
      const res = await routes[route]!(make());
      expect(res.statusCode, res.body).toBe(400);
      expect(JSON.parse(res.body)).toMatchObject({ error: UPLOAD_MESSAGES.notAnImage });
      expect(storedFiles()).toEqual([]);
      expect(await ctx.db.select().from(reviews)).toEqual([]);
      expect(await ctx.db.select().from(creatives)).toEqual([]);
      expect((await ctx.db.select().from(products)).every((p) => p.name !== "Rohu")).toBe(true);
    });
  }

  it("re-encodes an HTML/GIF polyglot as WebP: the stored bytes hold no markup", async () => {
    const res = await routes[route]!({ field: "", filename: "cat.gif", type: "image/gif", bytes: hostile.gifPolyglot! });
    expect(res.statusCode, res.body).toBeLessThan(300);
    const files = storedFiles();
    expect(files.length).toBeGreaterThan(0);
    for (const name of files) {
      expect(name).toMatch(/\.webp$/);
      const bytes = readFileSync(path.join(ctx.uploadDir, name));
      expect(bytes.subarray(8, 12).toString()).toBe("WEBP");
      expect(bytes.includes(Buffer.from("<script"))).toBe(false);
    }
  });
});

describe("served uploads", () => {
  it("only image names are served: any other file in the store is 404, never its bytes", async () => {
    await ctx.platform.images.put("notes.txt", Buffer.from("private notes"));
    await ctx.platform.images.put("page.html", Buffer.from("<script>alert(1)</script>"));
    for (const name of ["notes.txt", "page.html", "noextension"]) {
      const res = await ctx.app.inject({ method: "GET", url: `/uploads/${name}` });
      expect(res.statusCode, name).toBe(404);
      expect(res.body).not.toContain("private notes");
      expect(res.body).not.toContain("<script>");
    }
  });

  it("are WebP with nosniff and a closed CSP, so no browser runs them", async () => {
    const res = await routes["POST /api/creatives"]!({
      field: "",
      filename: "a.jpg",
      type: "image/jpeg",
      bytes: await samplePhoto(300, 200),
    });
    const name = storedFiles().find((file) => !/\.w\d+\.webp$/.test(file))!;
    expect(res.statusCode).toBe(201);
    const served = await ctx.app.inject({ method: "GET", url: `/uploads/${name}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
