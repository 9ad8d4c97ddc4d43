import { existsSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { count, eq, sql } from "drizzle-orm";
import {
  imageVariant,
  IMAGE_WIDTHS,
  MAX_ALT_NAME_LENGTH,
  MAX_ALT_NAMES,
  MESSAGES,
  PRODUCT_DETAIL_MESSAGES,
  type Category,
  type Product,
  UPLOAD_MESSAGES,
  type Session,
  SERVER_MESSAGES,
} from "@taaza/domain";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { categories, deals, products, productTags } from "../src/platform/database/schema.ts";
import { bearer, buildOrder, buildProduct, signInAdmin, signUpCustomer } from "./support/factories.ts";
import { multipartBody, samplePhoto } from "./support/sample-images.ts";
import { createTestContext, type TestContext } from "./support/test-app.ts";
import { anyString } from "./support/matchers.ts";

let ctx: TestContext;
let admin: Session;
let photo: Buffer;
beforeAll(async () => {
  ctx = await createTestContext();
  photo = await samplePhoto(640, 480);
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  rmSync(ctx.uploadDir, { recursive: true, force: true });
  admin = await signInAdmin(ctx);
  await ctx.db.insert(categories).values([{ name: "SeaWater" }, { name: "FreshWater" }]);
  await ctx.db.insert(productTags).values([{ name: "Pomfret" }, { name: "Rohu" }]);
});

const goodFields = (): Record<string, string> => ({
  name: "Silver Pomfret",
  price: JSON.stringify({ default: 800, sale: 699 }),
  weight: "500",
  description: "Whole silver pomfret, cleaned and gutted.",
  category: "SeaWater",
  productTag: "Pomfret",
  note: "Deliveries between 11 AM and 7 PM.",
});

type File = { field: string; filename: string; type: string; bytes: Buffer };
const image = (bytes = photo, filename = "fish.jpg"): File => ({ field: "productImages", filename, type: "image/jpeg", bytes });

function sendProduct(method: "POST" | "PUT", url: string, fields: Record<string, string>, files: File[]) {
  const body = multipartBody(fields, files);
  return ctx.app.inject({ method, url, payload: body.payload, headers: { ...body.headers, ...bearer(admin) } });
}
const createProduct = (fields: Record<string, string>, files: File[] = [image()]) => sendProduct("POST", "/api/products", fields, files);
const editProduct = (id: string, fields: Record<string, string>, files: File[] = []) =>
  sendProduct("PUT", `/api/products/${id}`, fields, files);
const quickEdit = (id: string, payload: unknown) =>
  ctx.app.inject({ method: "PUT", url: `/api/products/${id}`, payload: payload as object, headers: bearer(admin) });

const storedFiles = () => (existsSync(ctx.uploadDir) ? readdirSync(ctx.uploadDir).sort() : []);
const filesOf = (name: string) => IMAGE_WIDTHS.map((w) => imageVariant(name, w)).sort();
const onDisk = (name: string) => filesOf(name).every((f) => existsSync(path.join(ctx.uploadDir, f)));
const productCount = async () => (await ctx.db.select({ n: count() }).from(products))[0]!.n;

describe("other names (search)", () => {
  it("takes them comma-separated, trimmed and without repeats, returns them, and search finds the product by them", async () => {
    const response = await createProduct({ ...goodFields(), altNames: " paplet, पापलेट ,Paplet,,  सरंगा  " });
    expect(response.statusCode, response.body).toBe(201);
    const product = response.json<Product>();
    expect(product.altNames).toEqual(["paplet", "पापलेट", "सरंगा"]);
    const found = await ctx.app.inject({ method: "GET", url: `/api/products?search=${encodeURIComponent("सरंगा")}` });
    expect(found.json<Product[]>().map((p) => p.name)).toEqual(["Silver Pomfret"]);
    const none = await createProduct({ ...goodFields(), name: "Rohu" });
    expect(none.json<Product>().altNames).toEqual([]);
  });

  it("refuses too many, too long, or names with other signs", async () => {
    const tooMany = Array.from({ length: MAX_ALT_NAMES + 1 }, (_, i) => `name ${i}`).join(", ");
    for (const altNames of [tooMany, "x".repeat(MAX_ALT_NAME_LENGTH + 1), "paplet | pomfret", "<b>paplet</b>", "-paplet"]) {
      const response = await createProduct({ ...goodFields(), altNames });
      expect(response.statusCode, altNames).toBe(400);
      expect(response.json()).toMatchObject({ error: PRODUCT_DETAIL_MESSAGES.altNames });
    }
    expect(await productCount()).toBe(0);
  });

  it("an edit changes them, and an edit that does not send them keeps them", async () => {
    const product = (await createProduct({ ...goodFields(), altNames: "paplet" })).json<Product>();
    const kept = await editProduct(product._id, { ...goodFields(), name: "Big Pomfret" });
    expect(kept.json<Product>().altNames).toEqual(["paplet"]);
    const changed = await editProduct(product._id, { ...goodFields(), altNames: "सरंगा, saranga" });
    expect(changed.json<Product>().altNames).toEqual(["सरंगा", "saranga"]);
    const cleared = await editProduct(product._id, { ...goodFields(), altNames: "" });
    expect(cleared.json<Product>().altNames).toEqual([]);
  });
});

describe("Marathi and Hindi words", () => {
  const marathi = { name: " सुरमई ", description: "ताजी सुरमई, साफ करून.", note: "" };
  const hindi = { name: "सुरमई मछली", note: "सुबह 8 से रात 10 बजे तक डिलीवरी।" };

  it("stores them trimmed without blanks, returns them, and search finds the product by its Marathi and Hindi names", async () => {
    const response = await createProduct({ ...goodFields(), name: "Seer Fish", translations: JSON.stringify({ mr: marathi, hi: hindi }) });
    expect(response.statusCode, response.body).toBe(201);
    const product = response.json<Product>();
    const expected = { mr: { name: "सुरमई", description: "ताजी सुरमई, साफ करून." }, hi: hindi };
    expect(product.translations).toEqual(expected);
    const [row] = await ctx.db.select().from(products).where(eq(products.id, product._id));
    expect(row!.translations).toEqual(expected);
    for (const text of ["सुरमई", "surmai", "मछली"]) {
      const found = await ctx.app.inject({ method: "GET", url: `/api/products?search=${encodeURIComponent(text)}` });
      expect(
        found.json<Product[]>().map((p) => p.name),
        text,
      ).toEqual(["Seer Fish"]);
    }
    const listed = await ctx.app.inject({ method: "GET", url: `/api/products/${product._id}` });
    expect(listed.json<Product>().translations).toEqual(expected);
  });

  it("a product without them answers an empty object", async () => {
    const product = (await createProduct(goodFields())).json<Product>();
    expect(product.translations).toEqual({});
  });

  it("refuses another language, other fields or too long a text, and stores nothing", async () => {
    for (const translations of [
      JSON.stringify({ ta: { name: "x" } }),
      JSON.stringify({ mr: { title: "x" } }),
      JSON.stringify({ mr: { name: "x".repeat(121) } }),
      JSON.stringify({ hi: { name: 5 } }),
      "{not json",
    ]) {
      const response = await createProduct({ ...goodFields(), translations });
      expect(response.statusCode, translations).toBe(400);
      expect(response.json()).toMatchObject({ error: PRODUCT_DETAIL_MESSAGES.translations });
    }
    expect(await productCount()).toBe(0);
  });

  it("an edit changes them, one that does not send them keeps them, and an empty one removes them", async () => {
    const product = (await createProduct({ ...goodFields(), translations: JSON.stringify({ mr: marathi }) })).json<Product>();
    const kept = await editProduct(product._id, { ...goodFields(), name: "Big Pomfret" });
    expect(kept.json<Product>().translations).toEqual({ mr: { name: "सुरमई", description: "ताजी सुरमई, साफ करून." } });
    const changed = await editProduct(product._id, { ...goodFields(), translations: JSON.stringify({ hi: { name: "पापलेट" } }) });
    expect(changed.json<Product>().translations).toEqual({ hi: { name: "पापलेट" } });
    const searched = await ctx.app.inject({ method: "GET", url: `/api/products?search=${encodeURIComponent("पापलेट")}` });
    expect(searched.json<Product[]>().map((p) => p._id)).toEqual([product._id]);
    const cleared = await editProduct(product._id, { ...goodFields(), translations: JSON.stringify({ hi: { name: " " } }) });
    expect(cleared.json<Product>().translations).toEqual({});
    const [row] = await ctx.db.select().from(products).where(eq(products.id, product._id));
    expect(row!.translations).toEqual({});
  });
});

describe("POST /api/products", () => {
  it("adds a product with its images stored as WebP under fresh names, in stock and not a bestseller by default", async () => {
    const response = await createProduct(goodFields(), [image(), image()]);
    expect(response.statusCode, response.body).toBe(201);
    const product: Product = response.json();
    expect(product).toMatchObject({
      name: "Silver Pomfret",
      price: { default: 800, sale: 699 },
      weight: 500,
      category: "SeaWater",
      productTag: "Pomfret",
      inStock: true,
      bestseller: false,
      isArchived: false,
    });
    expect(product.images).toHaveLength(2);
    expect(product.images[0]).toMatch(/^[0-9a-f-]{36}\.webp$/);
    expect(storedFiles()).toEqual([...filesOf(product.images[0]!), ...filesOf(product.images[1]!)].sort());
    const shop = await ctx.app.inject({ method: "GET", url: `/api/products/${product._id}` });
    expect(shop.json()).toMatchObject({ name: "Silver Pomfret", images: product.images });
  });

  it("takes the flags, a missing or null sale price, and trims the texts", async () => {
    const response = await createProduct({
      ...goodFields(),
      name: "  Rohu  ",
      price: JSON.stringify({ default: 320 }),
      inStock: "false",
      bestseller: "true",
    });
    expect(response.json()).toMatchObject({ name: "Rohu", price: { default: 320, sale: null }, inStock: false, bestseller: true });
    const nullSale = await createProduct({ ...goodFields(), price: JSON.stringify({ default: 320, sale: null }) });
    expect(nullSale.json<Product>().price).toEqual({ default: 320, sale: null });
  });

  it("checks the fields in the spec's order, one message at a time", async () => {
    // Each step fixes the field the previous step complained about.
    const steps: [Record<string, string>, string][] = [
      [{}, MESSAGES.product.name],
      [{ name: "Rohu" }, MESSAGES.product.defaultPrice],
      [{ price: JSON.stringify({ default: 300, sale: 300 }) }, MESSAGES.product.salePrice],
      [{ price: JSON.stringify({ default: 300, sale: 250 }) }, MESSAGES.product.weight],
      [{ weight: "750" }, MESSAGES.product.description],
      [{ description: "River fish" }, MESSAGES.product.category],
      [{ category: "FreshWater" }, MESSAGES.product.productTag],
      [{ productTag: "Rohu" }, MESSAGES.product.note],
      [{ note: "Keep cold" }, MESSAGES.product.imageRequired],
    ];
    let fields: Record<string, string> = {};
    for (const [fix, message] of steps) {
      fields = { ...fields, ...fix };
      const response = await createProduct(fields, []);
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toMatchObject({ error: message });
    }
    expect((await createProduct(fields)).statusCode).toBe(201);
  });

  it.each([
    ["price is not JSON", { price: "800" }, MESSAGES.product.defaultPrice],
    ["default price is text", { price: JSON.stringify({ default: "abc" }) }, MESSAGES.product.defaultPrice],
    ["default price is 0", { price: JSON.stringify({ default: 0 }) }, MESSAGES.product.defaultPrice],
    ["default price is negative", { price: JSON.stringify({ default: -5 }) }, MESSAGES.product.defaultPrice],
    ["default price is hex text", { price: JSON.stringify({ default: "0x1F4" }) }, MESSAGES.product.defaultPrice],
    ["sale price is text", { price: JSON.stringify({ default: 800, sale: "cheap" }) }, MESSAGES.product.salePrice],
    ["sale price is above the default", { price: JSON.stringify({ default: 800, sale: 900 }) }, MESSAGES.product.salePrice],
    ["sale price is 0", { price: JSON.stringify({ default: 800, sale: 0 }) }, MESSAGES.product.salePrice],
    ["weight is a fraction", { weight: "1.5" }, MESSAGES.product.weight],
    ["weight is 0", { weight: "0" }, MESSAGES.product.weight],
    ["weight is text", { weight: "half a kilo" }, MESSAGES.product.weight],
    ["description is blank", { description: "   " }, MESSAGES.product.description],
    ["category does not exist", { category: "Dinosaur" }, MESSAGES.product.category],
    ["product tag does not exist", { productTag: "Unicorn" }, MESSAGES.product.productTag],
    ["note is empty", { note: "" }, MESSAGES.product.note],
    ["a flag is not true or false", { inStock: "yes" }, "inStock must be true or false"],
  ])("refuses when the %s, saving nothing", async (_case, patch, message) => {
    const response = await createProduct({ ...goodFields(), ...patch });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: message });
    expect(await productCount()).toBe(0);
    expect(storedFiles()).toEqual([]);
  });

  it("refuses a fourth image with the spec's message", async () => {
    const response = await createProduct(goodFields(), [image(), image(), image(), image()]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: MESSAGES.product.tooManyImages });
    expect(await productCount()).toBe(0);
    expect(storedFiles()).toEqual([]);
  });

  it("judges images by their bytes: a text file named .jpg is refused and no file stays behind", async () => {
    const fake = image(Buffer.from("just some text pretending to be a photo"), "photo.jpg");
    const response = await createProduct(goodFields(), [image(), fake]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: UPLOAD_MESSAGES.notAnImage });
    expect(await productCount()).toBe(0);
    expect(storedFiles()).toEqual([]);
  });

  it("refuses a file over 5 MB with 413", async () => {
    const huge = Buffer.concat([photo, Buffer.alloc(5 * 1024 * 1024)]);
    const response = await createProduct(goodFields(), [image(huge)]);
    expect(response.statusCode).toBe(413);
    expect(await productCount()).toBe(0);
    expect(storedFiles()).toEqual([]);
  });

  it("leaves no files and no product when the database refuses the product after the images were stored", async () => {
    // The category vanishes between the check and the write, as if another admin had removed it.
    await ctx.db.execute(sql`create or replace function drop_category_first() returns trigger language plpgsql as $$
      begin delete from categories where name = new.category; return new; end $$`);
    await ctx.db.execute(
      sql`create trigger drop_category_first before insert on products for each row execute function drop_category_first()`,
    );
    try {
      const response = await createProduct(goodFields(), [image(), image()]);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ error: MESSAGES.product.category });
    } finally {
      await ctx.db.execute(sql`drop trigger drop_category_first on products`);
    }
    expect(await productCount()).toBe(0);
    expect(storedFiles()).toEqual([]);
  });
});

describe("PUT /api/products/:id with the edit form", () => {
  async function productWithThreeImages() {
    const response = await createProduct(goodFields(), [image(), image(), image()]);
    expect(response.statusCode).toBe(201);
    return response.json<Product>();
  }

  it("keeps, reorders and removes images without re-uploading them, appends new ones, and deletes removed files", async () => {
    const product = await productWithThreeImages();
    const [first, second, third] = product.images as [string, string, string];
    const response = await editProduct(product._id, { ...goodFields(), existingImages: JSON.stringify([third, first]) }, [image()]);
    expect(response.statusCode, response.body).toBe(200);
    const edited: Product = response.json();
    expect(edited.images.slice(0, 2)).toEqual([third, first]);
    expect(edited.images).toHaveLength(3);
    const added = edited.images[2]!;
    expect(product.images).not.toContain(added);
    expect(onDisk(first) && onDisk(third) && onDisk(added)).toBe(true);
    expect(filesOf(second).some((f) => existsSync(path.join(ctx.uploadDir, f)))).toBe(false);
    expect(storedFiles()).toEqual([...filesOf(first), ...filesOf(third), ...filesOf(added)].sort());
  });

  it("keeps every image when existingImages is not sent, and an empty sale becomes null", async () => {
    const product = await productWithThreeImages();
    const response = await editProduct(product._id, {
      ...goodFields(),
      price: JSON.stringify({ default: 900, sale: "" }),
      name: "Big Pomfret",
      bestseller: "true",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      name: "Big Pomfret",
      price: { default: 900, sale: null },
      bestseller: true,
      images: product.images,
    });
  });

  it("checks the same rules in the same order", async () => {
    const product = await productWithThreeImages();
    const response = await editProduct(product._id, { ...goodFields(), name: "", price: "{}" });
    expect(response.json()).toMatchObject({ error: MESSAGES.product.name });
    const noTag = await editProduct(product._id, { ...goodFields(), productTag: "Nope", note: "" });
    expect(noTag.json()).toMatchObject({ error: MESSAGES.product.productTag });
  });

  it("refuses removing every image, or ending with more than three, leaving the product and files as they were", async () => {
    const product = await productWithThreeImages();
    const before = storedFiles();
    const none = await editProduct(product._id, { ...goodFields(), existingImages: "[]" });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ error: MESSAGES.product.imageRequired });
    const four = await editProduct(product._id, { ...goodFields(), existingImages: JSON.stringify(product.images) }, [image()]);
    expect(four.statusCode).toBe(400);
    expect(four.json()).toMatchObject({ error: MESSAGES.product.tooManyImages });
    expect(storedFiles()).toEqual(before);
    expect((await ctx.app.inject({ method: "GET", url: `/api/products/${product._id}` })).json<Product>().images).toEqual(product.images);
  });

  it("refuses keeping an image the product does not have", async () => {
    const product = await productWithThreeImages();
    for (const kept of [
      JSON.stringify(["someone-else.webp"]),
      JSON.stringify([product.images[0], product.images[0]]),
      "not json",
      JSON.stringify({ a: 1 }),
    ]) {
      const response = await editProduct(product._id, { ...goodFields(), existingImages: kept });
      expect(response.statusCode, kept).toBe(400);
      expect(response.json()).toMatchObject({ error: SERVER_MESSAGES.product.keptImages });
    }
  });

  it("keeps the file of a removed image that an order still shows", async () => {
    const product = await productWithThreeImages();
    const customer = await signUpCustomer(ctx.app);
    await buildOrder(ctx, { userId: customer.user._id, items: [{ productId: product._id, quantity: 1 }] });
    const response = await editProduct(product._id, { ...goodFields(), existingImages: JSON.stringify([product.images[1]]) });
    expect(response.json<Product>().images).toEqual([product.images[1]]);
    expect(onDisk(product.images[0]!)).toBe(true);
    expect(onDisk(product.images[2]!)).toBe(false);
  });

  it("answers 404 for an unknown product and removes the uploaded file again", async () => {
    const response = await editProduct("6f1c7a52-0c59-4b4a-9d4c-2b7f2ad5f0a1", goodFields(), [image()]);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: SERVER_MESSAGES.product.notFound });
    expect(storedFiles()).toEqual([]);
  });

  it("archives from the form, which also ends its deal of the day", async () => {
    const product = await productWithThreeImages();
    await ctx.db.insert(deals).values({ slot: 1, productId: product._id });
    const response = await editProduct(product._id, { ...goodFields(), isArchived: "true" });
    expect(response.json<Product>().isArchived).toBe(true);
    expect(await ctx.db.select().from(deals)).toEqual([]);
  });
});

describe("PUT /api/products/:id with JSON (quick edits)", () => {
  it("changes the sale price, checked against the stored default price", async () => {
    const product = await buildProduct(ctx, { defaultPricePaise: 80000, salePricePaise: 69900 });
    expect((await quickEdit(product.id, { price: { sale: 649.5 } })).json<Product>().price).toEqual({ default: 800, sale: 649.5 });
    for (const sale of [800, 900, 0, -1, "abc"]) {
      const response = await quickEdit(product.id, { price: { sale } });
      expect(response.statusCode, String(sale)).toBe(400);
      expect(response.json()).toMatchObject({ error: MESSAGES.product.salePrice });
    }
    expect((await quickEdit(product.id, { price: { sale: null } })).json<Product>().price).toEqual({ default: 800, sale: null });
    const shop = await ctx.app.inject({ method: "GET", url: `/api/products/${product.id}` });
    expect(shop.json<Product>().price).toEqual({ default: 800, sale: null });
  });

  it("sets bestseller and stock, and archiving hides the product from the shop and its deals", async () => {
    const product = await buildProduct(ctx);
    await ctx.db.insert(deals).values({ slot: 1, productId: product.id });
    expect((await quickEdit(product.id, { bestseller: true })).json()).toMatchObject({ bestseller: true, isArchived: false });
    expect((await ctx.app.inject({ method: "GET", url: "/api/ftds" })).json()).toHaveLength(1);

    expect((await quickEdit(product.id, { isArchived: true })).json<Product>().isArchived).toBe(true);
    expect(await ctx.db.select().from(deals)).toEqual([]);
    expect((await ctx.app.inject({ method: "GET", url: "/api/products" })).json()).toEqual([]);
    expect((await ctx.app.inject({ method: "GET", url: `/api/products/${product.id}` })).statusCode).toBe(404);

    expect((await quickEdit(product.id, { isArchived: false })).json<Product>().isArchived).toBe(false);
    expect((await ctx.app.inject({ method: "GET", url: "/api/products" })).json()).toHaveLength(1);
  });

  it("marking a deal out of stock ends the deal", async () => {
    const product = await buildProduct(ctx);
    await ctx.db.insert(deals).values({ slot: 2, productId: product.id });
    expect((await quickEdit(product.id, { inStock: false })).json<Product>().inStock).toBe(false);
    expect(await ctx.db.select().from(deals)).toEqual([]);
  });

  it("refuses flags that are not booleans and unknown products", async () => {
    const product = await buildProduct(ctx);
    const bad = await quickEdit(product.id, { isArchived: "yes" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: "isArchived must be true or false" });
    const missing = await quickEdit("6f1c7a52-0c59-4b4a-9d4c-2b7f2ad5f0a1", { bestseller: true });
    expect(missing.statusCode).toBe(404);
    const badId = await quickEdit("42", { bestseller: true });
    expect(badId.statusCode).toBe(400);
  });
});

describe("PUT /api/admin/price-sheet (the morning's prices and stock, Save all)", () => {
  const saveSheet = (rows: unknown) =>
    ctx.app.inject({ method: "PUT", url: "/api/admin/price-sheet", headers: bearer(admin), payload: { rows } });
  const shopView = async (id: string) => (await ctx.app.inject({ method: "GET", url: `/api/products/${id}` })).json<Product>();

  it("saves every row's sale price and stock in one request, and ends the deal of what went out of stock", async () => {
    const pomfret = await buildProduct(ctx, { defaultPricePaise: 80000, salePricePaise: 69900 });
    const prawns = await buildProduct(ctx, { defaultPricePaise: 50000, salePricePaise: null });
    await ctx.db.insert(deals).values({ slot: 1, productId: prawns.id });
    const response = await saveSheet([
      { productId: pomfret.id, variantId: pomfret.variants[0]!._id, sale: null, inStock: true },
      { productId: prawns.id, variantId: prawns.variants[0]!._id, sale: 449, inStock: false },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ saved: 2 });
    expect((await shopView(pomfret.id)).price).toEqual({ default: 800, sale: null });
    const [row] = await ctx.db.select().from(products).where(eq(products.id, prawns.id));
    expect(row).toMatchObject({ salePricePaise: 44900, inStock: false });
    expect(await ctx.db.select().from(deals)).toEqual([]);
  });

  it("saves nothing when one row is wrong, and names the row", async () => {
    const pomfret = await buildProduct(ctx, { defaultPricePaise: 80000, salePricePaise: 69900 });
    const prawns = await buildProduct(ctx, { defaultPricePaise: 50000, salePricePaise: null });
    const response = await saveSheet([
      { productId: pomfret.id, variantId: pomfret.variants[0]!._id, sale: 599, inStock: false },
      { productId: prawns.id, variantId: prawns.variants[0]!._id, sale: 500, inStock: true },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: `Row 2: ${MESSAGES.product.salePrice}`, code: "priceSheet.row" });
    const [row] = await ctx.db.select().from(products).where(eq(products.id, pomfret.id));
    expect(row).toMatchObject({ salePricePaise: 69900, inStock: true });

    const unknown = await saveSheet([{ productId: pomfret.id, variantId: prawns.variants[0]!._id, sale: null, inStock: true }]);
    expect(unknown.json()).toMatchObject({ error: "Row 1: this variant is not in the catalogue" });
    expect((await saveSheet([])).statusCode).toBe(400);
  });
});

describe("GET /api/admin/products", () => {
  const list = async (query = "") => {
    const response = await ctx.app.inject({ method: "GET", url: `/api/admin/products${query}`, headers: bearer(admin) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: Product[]; total: number; page: number; pageSize: number }>();
  };

  it("pages 50 at a time, newest first, live products unless the archive is asked for", async () => {
    const base = Date.parse("2026-01-01T00:00:00Z");
    await ctx.db.insert(products).values(
      Array.from({ length: 51 }, (_, i) => ({
        name: `Fish ${String(i).padStart(2, "0")}`,
        description: "d",
        note: "n",
        category: "SeaWater",
        productTag: i % 2 ? "Rohu" : "Pomfret",
        weightGrams: 500,
        defaultPricePaise: 10000,
        createdAt: new Date(base + i * 1000),
      })),
    );
    await buildProduct(ctx, { name: "Old Crab", isArchived: true, createdAt: new Date(base - 1000) });

    const first = await list();
    expect(first).toMatchObject({ total: 51, page: 1, pageSize: 50 });
    expect(first.data).toHaveLength(50);
    expect(first.data[0]!.name).toBe("Fish 50");
    const second = await list("?page=2");
    expect(second.data.map((p) => p.name)).toEqual(["Fish 00"]);

    expect((await list("?archived=true")).data.map((p) => p.name)).toEqual(["Old Crab"]);
    expect((await list("?tag=Rohu")).total).toBe(25);
    expect((await list("?search=fish%200&tag=Pomfret")).data.map((p) => p.name)).toEqual([
      "Fish 08",
      "Fish 06",
      "Fish 04",
      "Fish 02",
      "Fish 00",
    ]);
  });

  it("searches names case-insensitively with % and _ as plain letters", async () => {
    await buildProduct(ctx, { name: "Prawns 100% cleaned" });
    await buildProduct(ctx, { name: "Prawns whole" });
    expect((await list("?search=PRAWNS")).total).toBe(2);
    expect((await list(`?search=${encodeURIComponent("100%")}`)).data.map((p) => p.name)).toEqual(["Prawns 100% cleaned"]);
    expect((await list("?search=_")).total).toBe(0);
  });

  it("refuses a bad page number", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/admin/products?page=0", headers: bearer(admin) });
    expect(response.statusCode).toBe(400);
  });
});

describe("POST /api/categories and /api/productTags", () => {
  const post = (url: string, name: unknown) => ctx.app.inject({ method: "POST", url, payload: { name }, headers: bearer(admin) });

  it("adds a category, refuses the same name in any case, and refuses an empty one", async () => {
    const added = await post("/api/categories", "  Lobster ");
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({ _id: anyString, name: "Lobster" });
    const again = await post("/api/categories", "LOBSTER");
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: SERVER_MESSAGES.category.exists });
    const empty = await post("/api/categories", " ");
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: MESSAGES.category.nameRequired });
    expect((await ctx.app.inject({ method: "GET", url: "/api/categories" })).json<Category[]>().map((c) => c.name)).toContain("Lobster");
  });

  it("adds a product tag and refuses duplicates and empties", async () => {
    expect((await post("/api/productTags", "Surmai")).statusCode).toBe(201);
    const again = await post("/api/productTags", "surmai");
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: SERVER_MESSAGES.productTag.exists });
    expect((await post("/api/productTags", "")).json()).toMatchObject({ error: MESSAGES.productTag.nameRequired });
  });

  it("keeps one category when two admins add it at the same moment", async () => {
    const responses = await Promise.all(["Squid", "squid", "SQUID", "Squid"].map((name) => post("/api/categories", name)));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    const rows = await ctx.db
      .select()
      .from(categories)
      .where(eq(sql`lower(${categories.name})`, "squid"));
    expect(rows).toHaveLength(1);
  });
});
