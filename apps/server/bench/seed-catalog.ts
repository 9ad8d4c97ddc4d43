/**
 * Fills a shop's catalog up to N products in one set-based statement (generate_series), for the
 * catalog benchmark at size: `node --import tsx apps/server/bench/seed-catalog.ts 2000`.
 * Uses DATABASE_URL when set (point it at a scratch database), else the embedded database under
 * DATA_DIR; migrates first. Products already there count towards N.
 */
import { sql } from "drizzle-orm";
import { openDatabase } from "../src/platform/database/client.ts";

const target = Number(process.argv[2] ?? 2000);
const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL ?? null, dataDir: process.env.DATA_DIR ?? "./data" });
try {
  await handle.migrate();
  const { db } = handle;
  await db.execute(
    sql`insert into categories (name) select unnest(array['SeaWater','FreshWater','Prawns','Crab','Chicken','Mutton']) on conflict do nothing`,
  );
  await db.execute(sql`insert into product_tags (name) select 'Tag ' || i from generate_series(1, 20) as i on conflict do nothing`);
  const result = await db.execute(sql`select count(*)::int as n from products`);
  const existing = Number((result as { rows: { n: number }[] }).rows[0]?.n ?? 0);
  const missing = Math.max(0, target - existing);
  // Names from a few words, so a search finds some and not all; every 50th archived, every 3rd on sale.
  await db.execute(sql`insert into products (name, description, category, product_tag, note, weight_grams, default_price_paise, sale_price_paise, is_archived, bestseller)
    select (array['Surmai','Pomfret','Rohu','Katla','Tiger Prawns','Mud Crab','Chicken','Mutton','Bangda','Rawas'])[1 + i % 10] || ' ' ||
        (array['Steaks','Whole','Curry Cut','Fillet','Boneless'])[1 + i % 5] || ' ' || i,
      'Fresh, cleaned and cut to order', (array['SeaWater','FreshWater','Prawns','Crab','Chicken','Mutton'])[1 + i % 6], 'Tag ' || (1 + i % 20),
      'Keep refrigerated', 250 + (i % 4) * 250, 10000 + (i * 37) % 90000, case when i % 3 = 0 then 9000 + (i * 37) % 90000 - 1000 end, i % 50 = 0, i % 7 = 0
    from generate_series(${existing + 1}::int, ${existing + missing}::int) as i`);
  console.log(`catalog: ${existing} products were there, ${missing} added`);
} finally {
  await handle.close();
}
