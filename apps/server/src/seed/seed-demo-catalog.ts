import { and, count, eq, gt, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import type { Database } from "../platform/database/client.ts";
import { inTransaction } from "../platform/database/in-transaction.ts";
import { categories, creatives, deals, pincodes, products, productTags, productVariants } from "../platform/database/schema.ts";
import { nextIndiaMidnight, packLabel } from "@taaza/domain";
import type { ImageStore } from "../platform/ports/image-store.ts";
import {
  demoCategories,
  demoCreatives,
  demoDealProductNames,
  demoDetails,
  demoFlashDealProductNames,
  demoPincodes,
  demoProducts,
  demoTags,
  demoVariants,
  type DemoProduct,
} from "./demo-catalog.ts";
import { renderDemoImages } from "./render-demo-images.ts";

const SEED_LOCK_KEY = 7_340_002;

/** One demo product as a row of the products table (the search tests load these too). */
export function demoProductRow(p: DemoProduct): typeof products.$inferInsert {
  return {
    name: p.name,
    description: p.description,
    category: p.category,
    productTag: p.productTag,
    note: p.note,
    weightGrams: p.weightGrams,
    defaultPricePaise: p.defaultPaise,
    salePricePaise: p.salePaise,
    images: p.images,
    inStock: p.inStock,
    bestseller: p.bestseller,
    isArchived: p.isArchived,
    hsnCode: p.hsnCode,
    gstRate: p.gstRate,
    altNames: p.altNames,
    translations: p.translations,
    ...demoDetails(p),
  };
}

/**
 * Loads the demo catalog into an empty shop (no products yet), in one transaction, so a
 * half-seeded shop cannot exist. Images are drawn first into the image store (so every process
 * serves them); they are skipped if already there.
 */
export async function seedDemoCatalog(db: Database, images: ImageStore): Promise<boolean> {
  await renderDemoImages(images);
  return inTransaction(db, async (tx) => {
    // Several processes may start together on one PostgreSQL: one seeds, the others find it done.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [existing] = await tx.select({ n: count() }).from(products);
    if ((existing?.n ?? 0) > 0) return false;

    await tx
      .insert(categories)
      .values(demoCategories.map((name) => ({ name })))
      .onConflictDoNothing();
    await tx
      .insert(productTags)
      .values(demoTags.map((name) => ({ name })))
      .onConflictDoNothing();
    const inserted = await tx.insert(products).values(demoProducts.map(demoProductRow)).returning({ id: products.id, name: products.name });
    await tx
      .insert(pincodes)
      .values(
        demoPincodes.map((p) => ({ pincode: p.pincode, name: p.name, deliveryChargesPaise: p.deliveryChargesPaise, status: p.status })),
      )
      .onConflictDoNothing();
    const positions = { desktop: 0, mobile: 0 };
    await tx
      .insert(creatives)
      .values(demoCreatives.map((c) => ({ tag: c.tag, media: c.media, alt: c.alt, link: c.link, position: ++positions[c.tag] })));
    const idByName = new Map(inserted.map((p) => [p.name, p.id]));
    // The other products get their one default variant from the database when this commits.
    const variantRows = Object.entries(demoVariants).flatMap(([name, variants]) => {
      const productId = idByName.get(name);
      if (!productId) return [];
      return variants.map((v, position) => ({
        productId,
        position,
        label: `${v.preparation} · ${packLabel(v.weightGrams)}`,
        preparation: v.preparation,
        weightGrams: v.weightGrams,
        // The default's details are the product's own (the product row mirrors it).
        ...demoDetails({ name: position === 0 ? name : `${name} ${v.preparation}`, weightGrams: v.weightGrams }),
        defaultPricePaise: v.defaultRupees * 100,
        salePricePaise: v.saleRupees === null ? null : v.saleRupees * 100,
      }));
    });
    if (variantRows.length) await tx.insert(productVariants).values(variantRows);
    const dealIds = demoDealProductNames.map((name) => idByName.get(name)).filter((id): id is string => Boolean(id));
    if (dealIds.length) await tx.insert(deals).values(dealIds.map((productId, i) => ({ productId, slot: i + 1 })));
    return true;
  });
}

/**
 * A fresh demo shop shows Flash Deals as the spec describes: at each start, when no deal is
 * running, the demo's discounted picks go on a deal until the next midnight in India.
 */
export async function renewDemoFlashDeal(db: Database, now: Date): Promise<void> {
  const [running] = await db.select({ id: products.id }).from(products).where(gt(products.flashDealEndsAt, now)).limit(1);
  if (running || demoFlashDealProductNames.length === 0) return;
  for (const name of demoFlashDealProductNames) {
    await db
      .update(products)
      .set({ flashDealEndsAt: nextIndiaMidnight(now) })
      .where(
        and(
          eq(products.name, name),
          isNotNull(products.salePricePaise),
          or(isNull(products.flashDealEndsAt), lte(products.flashDealEndsAt, now)),
        ),
      );
  }
}
