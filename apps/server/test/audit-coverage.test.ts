import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { asc, eq, sql } from "drizzle-orm";
import type { Session } from "@taaza/domain";
import { auditEntries, coupons, creatives, deals, refunds } from "../src/platform/database/schema.ts";
import { buildOrder, buildProduct, signInStaff, signUpCustomer, variantsOf } from "./support/factories.ts";
import { call, MORNING_IST } from "./support/buying.ts";
import { multipartBody, samplePhoto } from "./support/sample-images.ts";
import { createTestContext, type TestContext } from "./support/test-app.ts";

// Issue 29: every staff write leaves an audit entry written in the change's own transaction.

const ctx: TestContext = await createTestContext();
afterAll(() => ctx.close());

let owner: Session;
let manager: Session;
beforeEach(async () => {
  await ctx.reset();
  ctx.setNow(MORNING_IST);
  owner = await signInStaff(ctx, "owner", { username: "Meera Owner" });
  manager = await signInStaff(ctx, "manager", { username: "Anil Manager" });
});

const entries = () => ctx.db.select().from(auditEntries).orderBy(asc(auditEntries.seq));
const summary = async () => (await entries()).map((e) => [e.action, e.entity, e.entityId]);

async function productForm(fields: Record<string, string> = {}) {
  const photo = await samplePhoto(300, 200);
  return multipartBody(
    {
      name: "Rohu",
      price: JSON.stringify({ default: 300, sale: null }),
      weight: "500",
      description: "River fish",
      category: "SeaWater",
      productTag: "Pomfret",
      note: "Fresh",
      ...fields,
    },
    [{ field: "productImages", filename: "rohu.jpg", type: "image/jpeg", bytes: photo }],
  );
}

/** While it runs, the audit log refuses every new entry: a change that cannot be recorded must not happen. */
async function withAuditLogBroken(work: () => Promise<void>) {
  await ctx.db.execute(sql`create or replace function audit_test_refuse() returns trigger language plpgsql as $$
    begin raise exception 'audit log unavailable'; end $$`);
  await ctx.db.execute(
    sql`create trigger audit_test_refuse before insert on audit_entries for each row execute function audit_test_refuse()`,
  );
  try {
    await work();
  } finally {
    await ctx.db.execute(sql`drop trigger audit_test_refuse on audit_entries`);
    await ctx.db.execute(sql`drop function audit_test_refuse()`);
  }
}

describe("products and prices in the audit log", () => {
  it("when a manager adds a product and changes its sale price, then each is one entry with who, the role and what changed", async () => {
    await buildProduct(ctx); // its category and tag
    const form = await productForm();
    const added = await ctx.app.inject({
      method: "POST",
      url: "/api/products",
      headers: { ...form.headers, authorization: `Bearer ${manager.token}` },
      payload: form.payload,
    });
    expect(added.statusCode).toBe(201);
    const id = added.json<{ _id: string }>()._id;

    const priced = await call(ctx, manager, "PUT", `/api/products/${id}`, { price: { sale: 250 } });
    expect(priced.statusCode).toBe(200);

    const log = await entries();
    expect(log.map((e) => e.action)).toEqual(["product.create", "product.price"]);
    expect(log[0]).toMatchObject({
      entity: "product",
      entityId: id,
      actorId: manager.user._id,
      actorRole: "manager",
      actorUsername: "Anil Manager",
    });
    expect(log[0]!.after).toMatchObject({ name: "Rohu", price: { default: 300, sale: null } });
    const price = log.find((e) => e.action === "product.price")!;
    expect(price.before).toMatchObject({ price: { default: 300, sale: null } });
    expect(price.after).toMatchObject({ price: { default: 300, sale: 250 } });
    expect(Object.keys(price.after as object)).not.toContain("name");
  });

  it("when an edit names the product again, then the entry keeps only the changed field", async () => {
    const product = await buildProduct(ctx);
    const form = multipartBody({ name: "Pomfret, silver", existingImages: JSON.stringify(product.images) }, []);
    const res = await ctx.app.inject({
      method: "PUT",
      url: `/api/products/${product.id}`,
      headers: { ...form.headers, authorization: `Bearer ${owner.token}` },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(200);
    const [entry] = await entries();
    expect(entry).toMatchObject({ action: "product.edit", entity: "product", entityId: product.id });
    expect(entry!.before).toEqual({ name: "Silver Pomfret" });
    expect(entry!.after).toEqual({ name: "Pomfret, silver" });
  });

  it("when a sale price is refused, then nothing changes and no entry is written", async () => {
    const product = await buildProduct(ctx);
    const res = await call(ctx, manager, "PUT", `/api/products/${product.id}`, { price: { sale: 5000 } });
    expect(res.statusCode).toBe(400);
    expect(await entries()).toEqual([]);
  });

  it("when the audit log cannot take the entry, then the price change is rolled back too", async () => {
    const product = await buildProduct(ctx);
    await withAuditLogBroken(async () => {
      const res = await call(ctx, manager, "PUT", `/api/products/${product.id}`, { price: { sale: 500 } });
      expect(res.statusCode).toBe(500);
    });
    expect((await variantsOf(ctx, product.id))[0]!.salePricePaise).toBe(69900);
    expect(await entries()).toEqual([]);
  });

  it("flash deals, categories, tags and deals of the day are recorded; a duplicate category is not", async () => {
    const product = await buildProduct(ctx);
    const inAnHour = new Date(ctx.clock.now().getTime() + 60 * 60 * 1000).toISOString();
    expect((await call(ctx, manager, "PUT", `/api/products/${product.id}/flash-deal`, { endsAt: inAnHour })).statusCode).toBe(200);
    const category = await call(ctx, manager, "POST", "/api/categories", { name: "Lobster" });
    expect(category.statusCode).toBe(201);
    expect((await call(ctx, manager, "POST", "/api/categories", { name: "lobster" })).statusCode).toBe(409);
    const tag = await call(ctx, manager, "POST", "/api/productTags", { name: "Rohu" });
    const deal = await call(ctx, manager, "POST", "/api/ftds", { product: product.id });
    expect(deal.statusCode).toBe(201);
    const dealId = deal.json<{ _id: string }>()._id;
    expect((await call(ctx, manager, "DELETE", `/api/ftds/${dealId}`)).statusCode).toBe(200);
    expect((await call(ctx, manager, "DELETE", `/api/ftds/${dealId}`)).statusCode).toBe(404);

    expect(await summary()).toEqual([
      ["product.flash-deal", "product", product.id],
      ["category.add", "category", category.json<{ _id: string }>()._id],
      ["productTag.add", "productTag", tag.json<{ _id: string }>()._id],
      ["deal.add", "deal", dealId],
      ["deal.remove", "deal", dealId],
    ]);
    const [flash] = await entries();
    expect(flash!.after).toEqual({ flashDealEndsAt: inAnHour });
    expect(await ctx.db.select().from(deals)).toEqual([]);
  });

  it("when the audit log cannot take the entry, then no deal of the day is added", async () => {
    const product = await buildProduct(ctx);
    await withAuditLogBroken(async () => {
      expect((await call(ctx, manager, "POST", "/api/ftds", { product: product.id })).statusCode).toBe(500);
    });
    expect(await ctx.db.select().from(deals)).toEqual([]);
  });
});

describe("banners, slots and offers in the audit log", () => {
  it("a banner added, described and removed is three entries; editing a missing one is none", async () => {
    const form = multipartBody({ tag: "desktop" }, [
      { field: "media", filename: "b.jpg", type: "image/jpeg", bytes: await samplePhoto(300, 200) },
    ]);
    const added = await ctx.app.inject({
      method: "POST",
      url: "/api/creatives",
      headers: { ...form.headers, authorization: `Bearer ${manager.token}` },
      payload: form.payload,
    });
    expect(added.statusCode).toBe(201);
    const id = added.json<{ data: { image: { _id: string } } }>().data.image._id;
    const details = { alt: "Fresh pomfret on ice", link: "/category/SeaWater" };
    expect((await call(ctx, manager, "PUT", `/api/creatives/${id}`, details)).statusCode).toBe(200);
    expect((await call(ctx, manager, "PUT", `/api/creatives/00000000-0000-4000-8000-000000000000`, details)).statusCode).toBe(404);
    expect((await call(ctx, manager, "DELETE", `/api/creatives/${id}`)).statusCode).toBe(200);

    expect(await summary()).toEqual([
      ["creative.add", "creative", id],
      ["creative.edit", "creative", id],
      ["creative.remove", "creative", id],
    ]);
    const edit = (await entries())[1]!;
    expect(edit.before).toEqual({ alt: "", link: null });
    expect(edit.after).toEqual(details);
    expect(await ctx.db.select().from(creatives)).toEqual([]);
  });

  it("slot settings, a date's capacity and a closed date are recorded with before and after", async () => {
    const settings = { leadTimeMinutes: 30, defaults: [{ slot: "8AM-10AM", capacity: 5 }] };
    expect((await call(ctx, manager, "PUT", "/api/admin/delivery-slots/settings", settings)).statusCode).toBe(200);
    const override = { date: "2026-12-24", slot: "8AM-10AM", capacity: 2 };
    expect((await call(ctx, manager, "PUT", "/api/admin/delivery-slots/overrides", override)).statusCode).toBe(200);
    expect((await call(ctx, manager, "DELETE", "/api/admin/delivery-slots/overrides/2026-12-24/8AM-10AM")).statusCode).toBe(200);
    expect((await call(ctx, manager, "DELETE", "/api/admin/delivery-slots/overrides/2026-12-24/8AM-10AM")).statusCode).toBe(404);
    expect(
      (await call(ctx, manager, "PUT", "/api/admin/delivery-slots/closed-dates", { date: "2026-12-25", reason: "Christmas" })).statusCode,
    ).toBe(200);
    expect((await call(ctx, manager, "DELETE", "/api/admin/delivery-slots/closed-dates/2026-12-25")).statusCode).toBe(200);

    expect(await summary()).toEqual([
      ["slots.settings", "slot-settings", "slots"],
      ["slots.override", "slot-override", "2026-12-24 8AM-10AM"],
      ["slots.override-remove", "slot-override", "2026-12-24 8AM-10AM"],
      ["slots.close-date", "closed-date", "2026-12-25"],
      ["slots.reopen-date", "closed-date", "2026-12-25"],
    ]);
    const log = await entries();
    expect(log[0]!.after).toMatchObject({ leadTimeMinutes: 30, defaults: [{ slot: "8AM-10AM", capacity: 5 }] });
    expect(log[1]).toMatchObject({ before: null, after: { capacity: 2 } });
    expect(log[3]).toMatchObject({ before: null, after: { reason: "Christmas" } });
  });

  it("coupons and the free-delivery threshold are recorded; a duplicate code is not", async () => {
    const body = { code: "FRESH10", kind: "percent", value: 10 };
    const added = await call(ctx, manager, "POST", "/api/admin/coupons", body);
    expect(added.statusCode).toBe(201);
    const id = added.json<{ _id: string }>()._id;
    expect((await call(ctx, manager, "POST", "/api/admin/coupons", body)).statusCode).toBe(409);
    expect((await call(ctx, manager, "PUT", `/api/admin/coupons/${id}`, { ...body, value: 15 })).statusCode).toBe(200);
    expect((await call(ctx, manager, "DELETE", `/api/admin/coupons/${id}`)).statusCode).toBe(200);
    expect((await call(ctx, manager, "PUT", "/api/admin/free-delivery", { minItemsTotal: 499 })).statusCode).toBe(200);

    expect(await summary()).toEqual([
      ["coupon.add", "coupon", id],
      ["coupon.change", "coupon", id],
      ["coupon.delete", "coupon", id],
      ["free-delivery.set", "settings", "free-delivery"],
    ]);
    const log = await entries();
    expect(log[1]).toMatchObject({ before: { value: 10 }, after: { value: 15 } });
    expect(log[3]).toMatchObject({ before: { minItemsTotal: null }, after: { minItemsTotal: 499 } });
    expect(await ctx.db.select().from(coupons)).toEqual([]);
  });
});

describe("refunds in the audit log", () => {
  it("when a manager refunds part of an order, then the entry names the order, the amount and the reason", async () => {
    const customer = await signUpCustomer(ctx.app);
    const product = await buildProduct(ctx);
    const order = await buildOrder(ctx, { userId: customer.user._id, items: [{ productId: product.id, quantity: 1 }] });
    const res = await call(ctx, manager, "POST", `/api/orders/${order.id}/refunds`, { amountPaise: 100, reason: "Short weight" });
    expect(res.statusCode).toBe(200);
    const [refund] = await ctx.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    const [entry] = await entries();
    expect(entry).toMatchObject({
      action: "order.refund",
      entity: "order",
      entityId: order.id,
      actorRole: "manager",
      after: { refundId: refund!.id, amountPaise: 100, reason: "Short weight" },
    });
  });

  it("when a refund is more than was paid, then no refund and no entry", async () => {
    const customer = await signUpCustomer(ctx.app);
    const product = await buildProduct(ctx);
    const order = await buildOrder(ctx, { userId: customer.user._id, items: [{ productId: product.id, quantity: 1 }] });
    const res = await call(ctx, manager, "POST", `/api/orders/${order.id}/refunds`, { amountPaise: 100_000_000, reason: "Everything" });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(await ctx.db.select().from(refunds)).toEqual([]);
    expect(await entries()).toEqual([]);
  });

  it("when the audit log cannot take the entry, then no refund is made", async () => {
    const customer = await signUpCustomer(ctx.app);
    const product = await buildProduct(ctx);
    const order = await buildOrder(ctx, { userId: customer.user._id, items: [{ productId: product.id, quantity: 1 }] });
    await withAuditLogBroken(async () => {
      const res = await call(ctx, manager, "POST", `/api/orders/${order.id}/refunds`, { amountPaise: 100, reason: "Short weight" });
      expect(res.statusCode).toBe(500);
    });
    expect(await ctx.db.select().from(refunds)).toEqual([]);
  });
});
