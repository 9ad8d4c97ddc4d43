/**
 * Fills a database for the search benchmark (scripts/bench/search.mjs): migrates, then loads the
 * demo catalog's products and enough variants of them, with their other names, to make
 * `SEARCH_BENCH_PRODUCTS` products (default 2,000). Run in its own process before the shop
 * starts: `DATA_DIR=... npx tsx apps/server/bench/seed-search-catalog.ts` (embedded PGlite), or
 * with `DATABASE_URL` for PostgreSQL. Prints the product names as JSON for the query generator.
 */
import { count } from "drizzle-orm";
import { openDatabase } from "../src/platform/database/client.ts";
import { categories, products, productTags } from "../src/platform/database/schema.ts";
import { demoCategories, demoProducts, demoTags } from "../src/seed/demo-catalog.ts";
import { demoProductRow } from "../src/seed/seed-demo-catalog.ts";

const total = Number(process.env.SEARCH_BENCH_PRODUCTS ?? 2000);
const SIZES = ["Small", "Medium", "Large", "Jumbo", "Family Pack", "Party Pack", "Trial Pack", "Festive Box"];

async function main() {
  const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL ?? null, dataDir: process.env.DATA_DIR ?? "./data" });
  try {
    await handle.migrate();
    const { db } = handle;
    const [existing] = await db.select({ n: count() }).from(products);
    if ((existing?.n ?? 0) > 0) throw new Error("the database already has products; give the benchmark a fresh one");
    await db.insert(categories).values(demoCategories.map((name) => ({ name })));
    await db.insert(productTags).values(demoTags.map((name) => ({ name })));
    const rows = Array.from({ length: total }, (_, i) => {
      const base = demoProducts[i % demoProducts.length]!;
      const round = Math.floor(i / demoProducts.length);
      const row = demoProductRow(base);
      // The demo's own products first, then sized and numbered variants of them, all listed.
      return round === 0 ? row : { ...row, name: `${base.name} ${SIZES[round % SIZES.length]} ${round}`, isArchived: false };
    });
    for (let start = 0; start < rows.length; start += 250) await db.insert(products).values(rows.slice(start, start + 250));
    const [after] = await db.select({ n: count() }).from(products);
    process.stdout.write(`${JSON.stringify({ products: after?.n ?? 0 })}\n`);
  } finally {
    await handle.close();
  }
}

await main();
