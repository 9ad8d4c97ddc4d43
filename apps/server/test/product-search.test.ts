import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseAltNames, type Product } from "@taaza/domain";
import { rowsOf } from "../src/db/raw-rows.ts";
import { categories, products, productTags } from "../src/db/schema.ts";
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
    ["chiken", "Chicken Curry Cut (Skinless)"],
    ["mutten", "Mutton Curry Cut (Goat)"],
    ["kheema", "Mutton Keema"],
    ["kaleji", "Mutton Liver (Kaleji)"],
    ["khekda", "Mud Crab Cleaned & Cut"],
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
    ["खेकडा", "Mud Crab Cleaned & Cut"],
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

  it("can answer from the trigram index", async () => {
    const plan = await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(
        sql`explain select id from products where search_text %> taaza_search_fold('pomfrett') or search_text like '%' || taaza_search_fold('pomfrett') || '%'`,
      );
      return rowsOf<Record<string, string>>(result).map((r) => Object.values(r).join(" ")).join("\n");
    });
    expect(plan).toContain("products_search_idx");
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
