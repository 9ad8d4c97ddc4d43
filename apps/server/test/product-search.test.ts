import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseAltNames, parseProductTranslations, type Product } from "@taaza/domain";
import { rowsOf } from "../src/platform/database/raw-rows.ts";
import { categories, products, productTags } from "../src/platform/database/schema.ts";
import { demoCategories, demoProducts, demoTags } from "../src/seed/demo-catalog.ts";
import { demoProductRow } from "../src/seed/seed-demo-catalog.ts";
import { createTestContext, type TestContext } from "./support/test-app.ts";

// Search over the demo catalog, on whichever engine this run uses (PGlite, or PostgreSQL with
// TEST_DATABASE_URL): what people in Mumbai type, and the product that must come first.
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.db.insert(categories).values(demoCategories.map((name) => ({ name })));
  await ctx.db.insert(productTags).values(demoTags.map((name) => ({ name })));
  await ctx.db.insert(products).values(demoProducts.map(demoProductRow));
});
afterAll(async () => ctx.close());

async function search(text: string): Promise<Product[]> {
  const res = await ctx.app.inject({ method: "GET", url: `/api/products?search=${encodeURIComponent(text)}` });
  expect(res.statusCode).toBe(200);
  return res.json<Product[]>();
}

describe("search quality table (demo catalog)", () => {
  const table: [query: string, first: string][] = [
    // The five.
    ["bangada", "Bangda (Indian Mackerel) Whole"],
    ["pomfrett", "Pomfret Whole (Medium)"],
    ["बांगडा", "Bangda (Indian Mackerel) Whole"],
    ["paplet", "Pomfret Whole (Medium)"],
    ["kolambi", "Small Prawns (Kolambi) Cleaned"],
    // Case, accents, other spellings, typos.
    ["PAPLET", "Pomfret Whole (Medium)"],
    ["pömfret", "Pomfret Whole (Medium)"],
    ["paplate", "Pomfret Whole (Medium)"],
    ["pomfret", "Pomfret Whole (Medium)"],
    ["surmayi", "Surmai (King Fish) Steaks"],
    ["seer fish", "Surmai (King Fish) Steaks"],
    ["kingfish", "Surmai (King Fish) Steaks"],
    ["mackrel", "Bangda (Indian Mackerel) Whole"],
    ["indian salmon", "Rawas (Indian Salmon) Steaks"],
    ["bombay duck", "Bombil (Bombay Duck) Whole"],
    ["halwa", "Black Pomfret (Halwa) Whole"],
    ["jhinga", "White Prawns Cleaned & Deveined"],
    ["prawns", "White Prawns Cleaned & Deveined"],
    // The products' Marathi and Hindi names take part since issue 33 (longer search texts
    // reorder ties among products of the same kind).
    ["chiken", "Chicken Breast Boneless"],
    ["mutten", "Mutton Curry Cut (Goat)"],
    ["kheema", "Mutton Keema"],
    ["kaleji", "Mutton Liver (Kaleji)"],
    ["khekda", "Mud Crab Live (Medium)"],
    // Devanagari: Marathi and Hindi, written as people write them.
    ["सरंगा", "Pomfret Whole (Medium)"],
    ["पापलेट", "Pomfret Whole (Medium)"],
    ["पॉम्फ्रेट", "Pomfret Whole (Medium)"],
    ["सुरमई", "Surmai (King Fish) Steaks"],
    ["कोळंबी", "Small Prawns (Kolambi) Cleaned"],
    ["झींगा", "White Prawns Cleaned & Deveined"],
    ["रावस", "Rawas Fillet (Boneless)"],
    ["बोंबील", "Bombil (Bombay Duck) Whole"],
    ["मटण", "Mutton Curry Cut (Goat)"],
    ["खेकडा", "Mud Crab Live (Medium)"],
  ];

  it.each(table)("%s finds %s first", async (query, first) => {
    const found = await search(query);
    expect(found[0]?.name).toBe(first);
  });

  it("finds every product of the kind, exact and prefix matches above fuzzy ones", async () => {
    const pomfrets = (await search("pomfret")).map((p) => p.name);
    expect(pomfrets.slice(0, 3)).toEqual(["Pomfret Whole (Medium)", "Pomfret Steaks", "Black Pomfret (Halwa) Whole"]);
    const bangda = (await search("bangda")).map((p) => p.name);
    expect(bangda.slice(0, 2).sort()).toEqual(["Bangda (Indian Mackerel) Whole", "Bangda Cleaned (Ready to Fry)"]);
    // What can be bought comes before what is out of stock.
    const bombil = await search("bombil");
    expect(bombil.map((p) => p.inStock)).toEqual([true, false]);
    const prawns = (await search("कोळंबी")).map((p) => p.productTag);
    expect(new Set(prawns)).toEqual(new Set(["White Prawns", "Tiger Prawns"]));
  });

  it("finds nothing for nonsense, and never an archived product", async () => {
    expect(await search("xyzzy")).toEqual([]);
    expect(await search("qwrtzp")).toEqual([]);
    expect(await search("%%%")).toEqual([]);
    const liver = await search("kaleji");
    expect(liver.map((p) => p.name)).not.toContain("Chicken Liver & Gizzard");
  });

  it("returns the other names with each product", async () => {
    const [pomfret] = await search("paplet");
    expect(pomfret?.altNames).toEqual(expect.arrayContaining(["paplet", "पापलेट", "सरंगा"]));
  });

  it("pages a search with its total, and bounds it without a page", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/products?search=prawns&page=1&limit=2" });
    expect(res.json<Product[]>()).toHaveLength(2);
    expect(Number(res.headers["x-total-count"])).toBeGreaterThanOrEqual(7);
    const all = await search("a");
    expect(all.length).toBeGreaterThan(0);
    expect(all.length).toBeLessThanOrEqual(50);
  });

  it("keeps the list's own filters beside the text: category and price band", async () => {
    const inCategory = await ctx.app.inject({ method: "GET", url: "/api/products?search=prawns&category=Prawns" });
    expect(inCategory.json<Product[]>().length).toBeGreaterThan(0);
    expect(new Set(inCategory.json<Product[]>().map((p) => p.category))).toEqual(new Set(["Prawns"]));
    const dear = await ctx.app.inject({ method: "GET", url: "/api/products?search=prawns&category=price3" });
    expect(dear.json<Product[]>().length).toBeGreaterThan(0);
    for (const p of dear.json<Product[]>()) expect(p.price.sale ?? p.price.default).toBeGreaterThan(500);
    const cheap = await ctx.app.inject({ method: "GET", url: "/api/products?search=chicken&category=price1&page=1&limit=50" });
    const found = cheap.json<Product[]>();
    expect(found.length).toBeGreaterThan(0);
    for (const p of found) expect(p.price.sale ?? p.price.default).toBeLessThanOrEqual(300);
    expect(Number(cheap.headers["x-total-count"])).toBe(found.length);
  });

  it("answers a ranked search in one SQL statement (no transaction, no settings round trip)", async () => {
    // Every product list also reads the catalog's version (tests read it on each request): what
    // an answer from the cache costs is that read alone.
    await search("bombil");
    let before = ctx.database.statementStats().count;
    await search("bombil");
    const versionRead = ctx.database.statementStats().count - before;
    before = ctx.database.statementStats().count;
    expect((await search("pomfreet"))[0]?.name).toBe("Pomfret Whole (Medium)");
    expect(ctx.database.statementStats().count - before - versionRead).toBe(1);
  });

  it("reads the matches from the trigram index, never every product, and leaves the session's settings alone", async () => {
    type Scans = { index_scans: string | number; full_scans: string | number };
    // This session's scans not yet reported: read before and after within one transaction.
    const scans = sql`select pg_stat_get_xact_numscans('products_search_idx'::regclass) as index_scans, pg_stat_get_xact_numscans('products'::regclass) as full_scans`;
    const { before, after, settings } = await ctx.db.transaction(async (tx) => {
      const counted = rowsOf<Scans>(await tx.execute(scans))[0];
      const found = await tx.execute(sql`select name from taaza_search_products('pomfrett', false, null, null, null, 50, 0)`);
      expect(rowsOf<{ name: string }>(found)[0]?.name).toBe("Pomfret Whole (Medium)");
      const recounted = rowsOf<Scans>(await tx.execute(scans))[0];
      const left = await tx.execute(
        sql`select current_setting('enable_seqscan') as seqscan, current_setting('pg_trgm.word_similarity_threshold', true) as threshold`,
      );
      return { before: counted, after: recounted, settings: rowsOf<{ seqscan: string; threshold: string | null }>(left)[0] };
    });
    expect(Number(after?.index_scans) - Number(before?.index_scans)).toBeGreaterThan(0);
    expect(Number(after?.full_scans) - Number(before?.full_scans)).toBe(0);
    expect(settings?.seqscan).toBe("on");
    expect(settings?.threshold ?? "0.6").toBe("0.6");
  });
});

describe("the demo catalog's other names", () => {
  it("every listed product has some, and each passes the product form's rules", () => {
    for (const product of demoProducts) {
      expect(product.altNames.length, product.name).toBeGreaterThan(0);
      expect(parseAltNames(product.altNames), product.name).toEqual(product.altNames);
    }
  });
});

describe("the demo catalog's Marathi and Hindi words", () => {
  it("every product has a name, description and note in both, each within the product form's rules", () => {
    expect(demoProducts).toHaveLength(51);
    for (const product of demoProducts) {
      for (const locale of ["mr", "hi"] as const) {
        const words = product.translations[locale];
        expect(words?.name, `${product.name} ${locale}`).toMatch(/[\u0900-\u097f]/);
        expect(words?.description, `${product.name} ${locale}`).toMatch(/[\u0900-\u097f]/);
        expect(words?.note, `${product.name} ${locale}`).toMatch(/[\u0900-\u097f]/);
      }
      expect(parseProductTranslations(product.translations), product.name).toEqual(product.translations);
    }
  });

  it("are stored with the products, and search finds a product by its Hindi name", async () => {
    const [row] = await ctx.db.select().from(products).where(eq(products.name, "Mud Crab Cleaned & Cut"));
    expect(row!.translations.mr?.name).toBe("खेकडा साफ करून कापलेला");
    const found = await ctx.app.inject({ method: "GET", url: `/api/products?search=${encodeURIComponent("मड क्रैब")}` });
    // The three named मड क्रैब come first; other crabs follow as near matches.
    const names = found.json<Product[]>().map((p) => p.name);
    expect(names.slice(0, 3).sort()).toEqual(["Mud Crab Cleaned & Cut", "Mud Crab Live (Jumbo)", "Mud Crab Live (Medium)"]);
  });
});
