import { existsSync, readdirSync, rmSync } from "node:fs";
import {
  IMAGE_WIDTHS,
  imageVariant,
  MESSAGES,
  UPLOAD_MESSAGES,
  type Creative,
  type Deal,
  type Session,
  SERVER_MESSAGES,
} from "@taaza/domain";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { creatives, deals } from "../src/platform/database/schema.ts";
import { bearer, buildProduct, signInAdmin } from "./support/factories.ts";
import { multipartBody, samplePhoto } from "./support/sample-images.ts";
import { createTestContext, type TestContext } from "./support/test-app.ts";
import { BANNER_KEYS, bannerScene } from "../src/seed/art/scenes.ts";
import { demoCreatives } from "../src/seed/demo-catalog.ts";
import { anyString, matching } from "./support/matchers.ts";

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
  rmSync(ctx.uploadDir, { recursive: true, force: true });
  admin = await signInAdmin(ctx);
});

const storedFiles = () => (existsSync(ctx.uploadDir) ? readdirSync(ctx.uploadDir).sort() : []);
const filesOf = (names: string[]) => names.flatMap((name) => IMAGE_WIDTHS.map((w) => imageVariant(name, w))).sort();

describe("deals of the day", () => {
  const addDeal = (product: string) => ctx.app.inject({ method: "POST", url: "/api/ftds", payload: { product }, headers: bearer(admin) });

  it("adds an in-stock product as a deal and removes it again", async () => {
    const product = await buildProduct(ctx, { name: "Surmai" });
    const added = await addDeal(product.id);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ _id: anyString, product: { _id: product.id, name: "Surmai" } });
    const listed = (await ctx.app.inject({ method: "GET", url: "/api/ftds" })).json<Deal[]>();
    expect(listed.map((d) => d._id)).toEqual([added.json<Deal>()._id]);

    const removed = await ctx.app.inject({ method: "DELETE", url: `/api/ftds/${added.json<Deal>()._id}`, headers: bearer(admin) });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: SERVER_MESSAGES.deal.removed });
    expect((await ctx.app.inject({ method: "GET", url: "/api/ftds" })).json()).toEqual([]);
    const again = await ctx.app.inject({ method: "DELETE", url: `/api/ftds/${added.json<Deal>()._id}`, headers: bearer(admin) });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ error: SERVER_MESSAGES.deal.notFound });
  });

  it("refuses archived and out-of-stock products, unknown products, and a product twice", async () => {
    const archived = await buildProduct(ctx, { isArchived: true });
    const soldOut = await buildProduct(ctx, { inStock: false });
    for (const product of [archived, soldOut]) {
      const response = await addDeal(product.id);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: SERVER_MESSAGES.deal.notEligible });
    }
    const unknown = await addDeal("6f1c7a52-0c59-4b4a-9d4c-2b7f2ad5f0a1");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: SERVER_MESSAGES.product.notFound });
    const badId = await addDeal("pomfret");
    expect(badId.statusCode).toBe(400);

    const fresh = await buildProduct(ctx);
    expect((await addDeal(fresh.id)).statusCode).toBe(201);
    const twice = await addDeal(fresh.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ error: SERVER_MESSAGES.deal.duplicate });
    expect(await ctx.db.select().from(deals)).toHaveLength(1);
  });

  it("refuses a fifth deal with the spec's message, and takes a freed slot again", async () => {
    const products = await Promise.all(Array.from({ length: 5 }, (_, i) => buildProduct(ctx, { name: `Fish ${i}` })));
    const ids: string[] = [];
    for (const product of products.slice(0, 4)) ids.push((await addDeal(product.id)).json<Deal>()._id);
    const fifth = await addDeal(products[4]!.id);
    expect(fifth.statusCode).toBe(409);
    expect(fifth.json()).toMatchObject({ error: MESSAGES.deal.limit });

    await ctx.app.inject({ method: "DELETE", url: `/api/ftds/${ids[1]}`, headers: bearer(admin) });
    expect((await addDeal(products[4]!.id)).statusCode).toBe(201);
    expect((await ctx.db.select({ slot: deals.slot }).from(deals)).map((d) => d.slot).sort()).toEqual([1, 2, 3, 4]);
  });

  it("leaves exactly four deals when six admins add one at the same moment", async () => {
    const existing = await Promise.all([buildProduct(ctx, { name: "A" }), buildProduct(ctx, { name: "B" })]);
    for (const product of existing) expect((await addDeal(product.id)).statusCode).toBe(201);
    const racing = await Promise.all(Array.from({ length: 6 }, (_, i) => buildProduct(ctx, { name: `Racer ${i}` })));

    const responses = await Promise.all(racing.map((product) => addDeal(product.id)));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 201, 409, 409, 409, 409]);
    for (const refused of responses.filter((r) => r.statusCode === 409))
      expect(refused.json()).toMatchObject({ error: MESSAGES.deal.limit });
    const rows = await ctx.db.select().from(deals);
    expect(rows).toHaveLength(4);
    expect(rows.map((d) => d.slot).sort()).toEqual([1, 2, 3, 4]);
  });

  it("keeps one deal when the same product is added twice at the same moment", async () => {
    const product = await buildProduct(ctx);
    const responses = await Promise.all([addDeal(product.id), addDeal(product.id), addDeal(product.id)]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    for (const refused of responses.filter((r) => r.statusCode === 409))
      expect(refused.json()).toMatchObject({ error: SERVER_MESSAGES.deal.duplicate });
    expect(await ctx.db.select().from(deals)).toHaveLength(1);
  });
});

describe("creatives (banner images)", () => {
  function addCreative(
    tag: string | undefined,
    file: { bytes: Buffer; filename?: string } | null = { bytes: photo },
    fields: Record<string, string> = {},
  ) {
    const body = multipartBody(
      { ...(tag === undefined ? {} : { tag }), ...fields },
      file ? [{ field: "media", filename: file.filename ?? "banner.jpg", type: "image/jpeg", bytes: file.bytes }] : [],
    );
    return ctx.app.inject({ method: "POST", url: "/api/creatives", payload: body.payload, headers: { ...body.headers, ...bearer(admin) } });
  }

  it("adds an image to a group as WebP (response data.image) and deletes it with its files", async () => {
    const response = await addCreative("mobile");
    expect(response.statusCode, response.body).toBe(201);
    const creative = response.json<{ data: { image: Creative } }>().data.image;
    expect(creative).toEqual({
      _id: anyString,
      tag: "mobile",
      media: matching(/^[0-9a-f-]{36}\.webp$/),
      alt: "",
      link: null,
      language: null,
    });
    expect(storedFiles()).toEqual(filesOf([creative.media]));
    expect((await ctx.app.inject({ method: "GET", url: "/api/creatives" })).json()).toEqual({ data: [creative] });

    const deleted = await ctx.app.inject({ method: "DELETE", url: `/api/creatives/${creative._id}`, headers: bearer(admin) });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: MESSAGES.creative.deleted });
    expect(storedFiles()).toEqual([]);
    expect((await ctx.app.inject({ method: "GET", url: "/api/creatives" })).json()).toEqual({ data: [] });
    const again = await ctx.app.inject({ method: "DELETE", url: `/api/creatives/${creative._id}`, headers: bearer(admin) });
    expect(again.statusCode).toBe(404);
  });

  it("refuses a fifth image in a group, while the other group still has room", async () => {
    const media: string[] = [];
    for (let i = 0; i < 4; i++) media.push((await addCreative("desktop")).json<{ data: { image: Creative } }>().data.image.media);
    const fifth = await addCreative("desktop");
    expect(fifth.statusCode).toBe(409);
    expect(fifth.json()).toMatchObject({ error: SERVER_MESSAGES.creative.groupFull });
    expect(storedFiles()).toEqual(filesOf(media));
    expect((await addCreative("mobile")).statusCode).toBe(201);
  });

  it("keeps four when six uploads race for one group, with no orphan files", async () => {
    const responses = await Promise.all(Array.from({ length: 6 }, () => addCreative("desktop")));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 201, 409, 409]);
    const rows = await ctx.db.select().from(creatives);
    expect(rows.map((r) => r.position).sort()).toEqual([1, 2, 3, 4]);
    expect(storedFiles()).toEqual(filesOf(rows.map((r) => r.media)));
  });

  it("refuses a text file named .jpg, a missing file and a missing or unknown group", async () => {
    const fake = await addCreative("desktop", { bytes: Buffer.from("hello, I am text"), filename: "banner.jpg" });
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toMatchObject({ error: UPLOAD_MESSAGES.notAnImage });
    const noFile = await addCreative("desktop", null);
    expect(noFile.json()).toMatchObject({ error: SERVER_MESSAGES.creative.fileRequired });
    const two = multipartBody(
      { tag: "desktop" },
      [1, 2].map(() => ({ field: "media", filename: "b.jpg", type: "image/jpeg", bytes: photo })),
    );
    const twoFiles = await ctx.app.inject({
      method: "POST",
      url: "/api/creatives",
      payload: two.payload,
      headers: { ...two.headers, ...bearer(admin) },
    });
    expect(twoFiles.statusCode).toBe(400);
    expect(twoFiles.json()).toMatchObject({ error: SERVER_MESSAGES.creative.oneFile });
    for (const tag of [undefined, "tablet"]) {
      const response = await addCreative(tag);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: MESSAGES.creative.badTag });
    }
    expect(await ctx.db.select().from(creatives)).toEqual([]);
    expect(storedFiles()).toEqual([]);
  });

  it("keeps a banner for one language in a group of its own, four places each, and lists it with its language", async () => {
    for (let i = 0; i < 4; i++) expect((await addCreative("mobile")).statusCode).toBe(201);
    // The every-language group is full; Marathi's has its own four places.
    expect((await addCreative("mobile")).statusCode).toBe(409);
    const marathi = await addCreative("mobile", { bytes: photo }, { language: "mr", alt: "ताजी मासळी" });
    expect(marathi.statusCode, marathi.body).toBe(201);
    expect(marathi.json<{ data: { image: Creative } }>().data.image).toMatchObject({ tag: "mobile", language: "mr", alt: "ताजी मासळी" });
    for (let i = 0; i < 3; i++) expect((await addCreative("mobile", { bytes: photo }, { language: "mr" })).statusCode).toBe(201);
    const fifthMarathi = await addCreative("mobile", { bytes: photo }, { language: "mr" });
    expect(fifthMarathi.statusCode).toBe(409);
    expect(fifthMarathi.json()).toMatchObject({ error: SERVER_MESSAGES.creative.groupFull });
    expect((await addCreative("mobile", { bytes: photo }, { language: "hi" })).statusCode).toBe(201);

    const rows = await ctx.db.select().from(creatives);
    expect(rows.filter((r) => r.language === null)).toHaveLength(4);
    expect(
      rows
        .filter((r) => r.language === "mr")
        .map((r) => r.position)
        .sort(),
    ).toEqual([1, 2, 3, 4]);
    expect(rows.filter((r) => r.language === "hi").map((r) => r.position)).toEqual([1]);
    const listed = (await ctx.app.inject({ method: "GET", url: "/api/creatives" })).json<{ data: Creative[] }>().data;
    expect(listed.map((c) => c.language ?? null)).toEqual([null, null, null, null, "hi", "mr", "mr", "mr", "mr"]);
  });

  it("refuses an unknown language and stores nothing", async () => {
    const response = await addCreative("desktop", { bytes: photo }, { language: "fr" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: MESSAGES.creative.badLanguage, code: anyString });
    expect(await ctx.db.select().from(creatives)).toEqual([]);
    expect(storedFiles()).toEqual([]);
  });
});

describe("the demo banners", () => {
  it("promise no delivery time, in their painted words or their alt text: express is not offered every hour", () => {
    for (const { tag, media, alt } of demoCreatives) {
      const key = BANNER_KEYS.find((k) => media === `banner-${k}-${tag}.webp`)!;
      const painted = bannerScene(key, tag)
        .layers.map((layer) => layer.body)
        .join("");
      expect(painted).toContain("<tspan");
      expect(`${painted} ${alt}`).not.toMatch(/\b90\s*min|minutes/i);
    }
  });
});
