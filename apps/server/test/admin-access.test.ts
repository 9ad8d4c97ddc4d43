import { existsSync, readdirSync } from "node:fs";
import { count } from "drizzle-orm";
import { eq } from "drizzle-orm";
import { indiaTime, SERVER_MESSAGES, STAFF_ROLES, type Session, type StaffRole } from "@taaza/domain";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import {
  auditEntries,
  categories,
  coupons,
  creatives,
  deals,
  issues,
  orderFulfilment,
  freeDeliveryOffer,
  orders,
  outboxAttachments,
  outboxMessages,
  pincodes,
  products,
  productTags,
  refunds,
  users,
} from "../src/platform/database/schema.ts";
import { bearer, buildOrder, buildProduct, GOOD_PASSWORD, signInStaff, signUpCustomer } from "./support/factories.ts";
import { multipartBody, samplePhoto } from "./support/sample-images.ts";
import { createTestContext, type TestContext } from "./support/test-app.ts";

// Built before the tests are declared: the routes to check are read from its router.
const ctx: TestContext = await createTestContext();
afterAll(() => ctx.close());

/** Every route of the admin tree as the router holds it ("PUT /api/products/:id"), not a list kept by hand. */
const STAFF_ROUTES = ctx.app.routeTable.filter((r) => r.tree === "admin" && r.method !== "HEAD").map((r) => `${r.method} ${r.url}`);
/** The roles each staff route declares (issue 29), read from the same table. */
const rolesOf = (name: string): readonly StaffRole[] =>
  ctx.app.routeTable.find((r) => r.tree === "admin" && `${r.method} ${r.url}` === name)?.roles ?? [];

/** The rider the rider routes' calls belong to (made by `adminCalls`, signed in by the tests). */
let riderEmail = "";
beforeEach(() => ctx.reset());

/** `stream`: the answer never ends (server-sent events), so an Admin's call reads only its head. */
type Call = {
  method: "GET" | "POST" | "PUT" | "DELETE";
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
  stream?: boolean;
};

/** Every admin route, once with a body an Admin would send and once with nonsense. */
async function adminCalls(): Promise<{ name: string; calls: Call[] }[]> {
  const customer = await signUpCustomer(ctx.app);
  const product = await buildProduct(ctx);
  const another = await buildProduct(ctx, { name: "Surmai" });
  const order = await buildOrder(ctx, { userId: customer.user._id, items: [{ productId: product.id, quantity: 1 }] });
  const [pin] = await ctx.db.insert(pincodes).values({ pincode: "400001", name: "Fort", deliveryChargesPaise: 0 }).returning();
  const [deal] = await ctx.db.insert(deals).values({ slot: 1, productId: product.id }).returning();
  const [creative] = await ctx.db.insert(creatives).values({ tag: "desktop", position: 1, media: "banner.webp" }).returning();
  const [issue] = await ctx.db
    .insert(issues)
    .values({ ticketNumber: 1, orderId: order.id, userId: customer.user._id, reason: "short-weight", lineIds: order.lineIds })
    .returning();
  const photo = await samplePhoto(300, 200);
  const productForm = multipartBody(
    {
      name: "Rohu",
      price: JSON.stringify({ default: 300, sale: null }),
      weight: "500",
      description: "River fish",
      category: "SeaWater",
      productTag: "Pomfret",
      note: "Fresh",
    },
    [{ field: "productImages", filename: "rohu.jpg", type: "image/jpeg", bytes: photo }],
  );
  const creativeForm = multipartBody({ tag: "desktop" }, [{ field: "media", filename: "b.jpg", type: "image/jpeg", bytes: photo }]);
  const junk = { nonsense: true };
  // Staff to change and remove, and a rider with an order to pick up and one out for delivery.
  const packer = await signInStaff(ctx, "packer");
  const rider = await signInStaff(ctx, "rider");
  riderEmail = rider.user.email!;
  const runOrder = await buildOrder(ctx, { userId: customer.user._id, items: [{ productId: product.id, quantity: 1 }] });
  const outOrder = await buildOrder(ctx, { userId: customer.user._id, items: [{ productId: product.id, quantity: 1 }] });
  const now = ctx.clock.now();
  await ctx.db.insert(orderFulfilment).values([
    { orderId: runOrder.id, step: "packed", riderId: rider.user._id, updatedAt: now },
    { orderId: outOrder.id, step: "out_for_delivery", riderId: rider.user._id, deliveryCode: "1234", updatedAt: now },
  ]);
  const [coupon] = await ctx.db.insert(coupons).values({ code: "ACCESS10", kind: "percent", value: 10 }).returning();
  const couponBody = { code: "ACCESS10", kind: "flat", value: 50 };
  const [failedRefund] = await ctx.db
    .insert(refunds)
    .values({
      orderId: order.id,
      checkoutId: order.checkoutId,
      provider: "test",
      providerPaymentId: order.providerPaymentId,
      amountPaise: 100,
      reason: "Short weight",
      status: "failed",
    })
    .returning();
  const inAnHour = new Date(Date.now() + 60 * 60 * 1000).toISOString();
  const [message] = await ctx.db
    .insert(outboxMessages)
    .values({
      kind: "order-confirmed",
      recipient: customer.user.email!,
      payload: { orderId: order.id },
      subject: "Order confirmed",
      html: "<p>Hi</p>",
      textBody: "Hi",
      status: "kept",
    })
    .returning();
  const [attachment] = await ctx.db
    .insert(outboxAttachments)
    .values({ messageId: message!.id, filename: "bill.pdf", contentType: "application/pdf", content: new TextEncoder().encode("%PDF-1.7") })
    .returning();
  return [
    { name: "GET /api/admin/flash-deals", calls: [{ method: "GET", url: "/api/admin/flash-deals" }] },
    {
      name: "PUT /api/products/:id/flash-deal",
      calls: [
        { method: "PUT", url: `/api/products/${product.id}/flash-deal`, payload: { endsAt: inAnHour } },
        { method: "PUT", url: `/api/products/${product.id}/flash-deal`, payload: junk },
      ],
    },
    {
      name: "POST /api/orders/:id/refunds",
      calls: [
        { method: "POST", url: `/api/orders/${order.id}/refunds`, payload: { amountPaise: 100, reason: "Short weight" } },
        { method: "POST", url: `/api/orders/${order.id}/refunds`, payload: junk },
      ],
    },
    {
      name: "PUT /api/admin/price-sheet",
      calls: [
        {
          method: "PUT",
          url: "/api/admin/price-sheet",
          payload: { rows: [{ productId: product.id, variantId: product.variants[0]!._id, sale: null, inStock: false }] },
        },
        { method: "PUT", url: "/api/admin/price-sheet", payload: junk },
      ],
    },
    {
      name: "POST /api/orders/:id/refunds/lines",
      calls: [
        {
          method: "POST",
          url: `/api/orders/${order.id}/refunds/lines`,
          payload: { lines: [{ lineId: order.lineIds[0], quantity: 1 }], reason: "quality" },
        },
        { method: "POST", url: `/api/orders/${order.id}/refunds/lines`, payload: { lineIds: order.lineIds, reason: "Not delivered" } },
        { method: "POST", url: `/api/orders/${order.id}/refunds/lines`, payload: junk },
      ],
    },
    {
      name: "POST /api/orders/:id/refunds/:refundId/retry",
      calls: [{ method: "POST", url: `/api/orders/${order.id}/refunds/${failedRefund!.id}/retry` }],
    },
    {
      name: "POST /api/products",
      calls: [
        { method: "POST", url: "/api/products", ...productForm },
        { method: "POST", url: "/api/products", payload: junk },
      ],
    },
    {
      name: "PUT /api/products/:id",
      calls: [
        { method: "PUT", url: `/api/products/${product.id}`, ...productForm },
        { method: "PUT", url: `/api/products/not-an-id`, ...productForm },
        { method: "PUT", url: `/api/products/${product.id}`, payload: { bestseller: true, price: { sale: 1 } } },
        { method: "PUT", url: `/api/products/${product.id}`, payload: { price: "free" } },
      ],
    },
    {
      name: "GET /api/admin/products",
      calls: [
        { method: "GET", url: "/api/admin/products" },
        { method: "GET", url: "/api/admin/products?page=-1&archived=maybe" },
      ],
    },
    {
      name: "POST /api/categories",
      calls: [
        { method: "POST", url: "/api/categories", payload: { name: "Lobster" } },
        { method: "POST", url: "/api/categories", payload: junk },
      ],
    },
    {
      name: "POST /api/productTags",
      calls: [
        { method: "POST", url: "/api/productTags", payload: { name: "Rohu" } },
        { method: "POST", url: "/api/productTags", payload: junk },
      ],
    },
    {
      name: "POST /api/ftds",
      calls: [
        { method: "POST", url: "/api/ftds", payload: { product: another.id } },
        { method: "POST", url: "/api/ftds", payload: junk },
      ],
    },
    {
      name: "DELETE /api/ftds/:id",
      calls: [
        { method: "DELETE", url: `/api/ftds/${deal!.id}` },
        { method: "DELETE", url: "/api/ftds/nope" },
      ],
    },
    {
      name: "POST /api/creatives",
      calls: [
        { method: "POST", url: "/api/creatives", ...creativeForm },
        { method: "POST", url: "/api/creatives", payload: junk },
      ],
    },
    {
      name: "PUT /api/creatives/:id",
      calls: [
        { method: "PUT", url: `/api/creatives/${creative!.id}`, payload: { alt: "Fresh pomfret on ice", link: "/category/SeaWater" } },
        { method: "PUT", url: `/api/creatives/${creative!.id}`, payload: { link: "//evil.example" } },
      ],
    },
    {
      name: "DELETE /api/creatives/:id",
      calls: [
        { method: "DELETE", url: `/api/creatives/${creative!.id}` },
        { method: "DELETE", url: "/api/creatives/nope" },
      ],
    },
    {
      name: "POST /api/pincodes",
      calls: [
        { method: "POST", url: "/api/pincodes", payload: { pincode: "400002", name: "Kalbadevi", deliveryCharges: 20, status: true } },
        { method: "POST", url: "/api/pincodes", payload: { pincode: "12" } },
      ],
    },
    {
      name: "PUT /api/pincodes/:id",
      calls: [
        { method: "PUT", url: `/api/pincodes/${pin!.id}`, payload: { pincode: "400001", name: "Free", deliveryCharges: 0, status: false } },
        { method: "PUT", url: `/api/pincodes/${pin!.id}`, payload: junk },
      ],
    },
    {
      name: "DELETE /api/pincodes/:id",
      calls: [{ method: "DELETE", url: `/api/pincodes/${pin!.id}` }],
    },
    {
      name: "POST /api/pincodes/import",
      calls: [
        { method: "POST", url: "/api/pincodes/import", payload: { csv: "pincode,name\n400003,Masjid" } },
        { method: "POST", url: "/api/pincodes/import", payload: { csv: 12 } },
      ],
    },
    { name: "GET /api/admin/pincode-demand", calls: [{ method: "GET", url: "/api/admin/pincode-demand" }] },
    {
      name: "GET /api/admin/orders",
      calls: [
        { method: "GET", url: "/api/admin/orders" },
        { method: "GET", url: "/api/admin/orders?status=Lost" },
      ],
    },
    {
      name: "PUT /api/orders/:orderId/:userId",
      calls: [
        { method: "PUT", url: `/api/orders/${order.id}/${customer.user._id}`, payload: { status: "Canceled" } },
        { method: "PUT", url: `/api/orders/${order.id}/x`, payload: junk },
      ],
    },
    {
      name: "PUT /api/admin/orders/:orderId/packed",
      calls: [
        { method: "PUT", url: `/api/admin/orders/${order.id}/packed`, payload: { lines: [{ lineId: order.lineIds[0], grams: 100 }] } },
        { method: "PUT", url: `/api/admin/orders/${order.id}/packed`, payload: junk },
      ],
    },
    { name: "GET /api/admin/stats", calls: [{ method: "GET", url: "/api/admin/stats" }] },
    {
      name: "GET /api/admin/customers",
      calls: [
        { method: "GET", url: "/api/admin/customers" },
        { method: "GET", url: "/api/admin/customers?page=0" },
      ],
    },
    { name: "GET /api/users", calls: [{ method: "GET", url: "/api/users" }] },
    {
      name: "GET /api/admin/dispatch",
      calls: [
        { method: "GET", url: "/api/admin/dispatch?date=2026-11-23&slot=8AM-10AM" },
        { method: "GET", url: "/api/admin/dispatch?date=soon" },
      ],
    },
    { name: "GET /api/admin/refunds", calls: [{ method: "GET", url: "/api/admin/refunds" }] },
    { name: "GET /api/admin/issues", calls: [{ method: "GET", url: "/api/admin/issues" }] },
    {
      name: "GET /api/admin/ratings",
      calls: [
        { method: "GET", url: "/api/admin/ratings?from=2026-11-23" },
        { method: "GET", url: "/api/admin/ratings?from=soon" },
      ],
    },
    { name: "POST /api/admin/issues/:id/acknowledge", calls: [{ method: "POST", url: `/api/admin/issues/${issue!.id}/acknowledge` }] },
    {
      name: "POST /api/admin/issues/:id/resolve",
      calls: [
        { method: "POST", url: `/api/admin/issues/${issue!.id}/resolve`, payload: { resolution: "replacement", note: "" } },
        { method: "POST", url: `/api/admin/issues/${issue!.id}/resolve`, payload: { resolution: "refund", note: "", lineIds: ["x"] } },
      ],
    },
    {
      name: "GET /api/admin/ledger",
      calls: [
        { method: "GET", url: "/api/admin/ledger?date=2026-11-23" },
        { method: "GET", url: "/api/admin/ledger?date=soon" },
      ],
    },
    { name: "GET /api/admin/dispatch.csv", calls: [{ method: "GET", url: "/api/admin/dispatch.csv?date=2026-11-23&slot=8AM-10AM" }] },
    { name: "GET /api/admin/dispatch.pdf", calls: [{ method: "GET", url: "/api/admin/dispatch.pdf?date=2026-11-23&slot=8AM-10AM" }] },
    {
      name: "GET /api/admin/outbox",
      calls: [
        { method: "GET", url: "/api/admin/outbox" },
        { method: "GET", url: "/api/admin/outbox?page=0" },
      ],
    },
    {
      name: "GET /api/admin/outbox/:id",
      calls: [
        { method: "GET", url: `/api/admin/outbox/${message!.id}` },
        { method: "GET", url: "/api/admin/outbox/nope" },
      ],
    },
    {
      name: "GET /api/admin/outbox/:id/attachments/:attachmentId",
      calls: [{ method: "GET", url: `/api/admin/outbox/${message!.id}/attachments/${attachment!.id}` }],
    },
    {
      name: "GET /api/admin/accounts/bills.csv",
      calls: [
        { method: "GET", url: "/api/admin/accounts/bills.csv?from=2026-11-01&to=2026-11-30" },
        { method: "GET", url: "/api/admin/accounts/bills.csv" },
      ],
    },
    {
      name: "GET /api/admin/accounts/hsn-summary.csv",
      calls: [{ method: "GET", url: "/api/admin/accounts/hsn-summary.csv?from=2026-11-01&to=2026-11-30" }],
    },
    { name: "GET /api/admin/charts", calls: [{ method: "GET", url: "/api/admin/charts" }] },
    {
      name: "GET /api/admin/stock",
      calls: [
        { method: "GET", url: `/api/admin/stock?date=${indiaTime(ctx.clock.now()).date}` },
        { method: "GET", url: "/api/admin/stock?date=soon" },
      ],
    },
    {
      name: "PUT /api/admin/stock/:productId",
      calls: [
        { method: "PUT", url: `/api/admin/stock/${product.id}`, payload: { date: indiaTime(ctx.clock.now()).date, grams: 5000 } },
        { method: "PUT", url: `/api/admin/stock/${product.id}`, payload: junk },
      ],
    },
    {
      name: "GET /api/admin/stock/report",
      calls: [
        { method: "GET", url: "/api/admin/stock/report?date=2026-11-23" },
        { method: "GET", url: "/api/admin/stock/report?date=2026-11-23&format=csv" },
      ],
    },
    { name: "GET /api/admin/delivery-slots", calls: [{ method: "GET", url: "/api/admin/delivery-slots" }] },
    {
      name: "PUT /api/admin/delivery-slots/settings",
      calls: [
        {
          method: "PUT",
          url: "/api/admin/delivery-slots/settings",
          payload: { leadTimeMinutes: 30, defaults: [{ slot: "8AM-10AM", capacity: 5 }] },
        },
        { method: "PUT", url: "/api/admin/delivery-slots/settings", payload: junk },
      ],
    },
    {
      name: "PUT /api/admin/delivery-slots/overrides",
      calls: [
        { method: "PUT", url: "/api/admin/delivery-slots/overrides", payload: { date: "2026-12-24", slot: "8AM-10AM", capacity: 2 } },
        { method: "PUT", url: "/api/admin/delivery-slots/overrides", payload: junk },
      ],
    },
    {
      name: "DELETE /api/admin/delivery-slots/overrides/:date/:slot",
      calls: [{ method: "DELETE", url: "/api/admin/delivery-slots/overrides/2026-12-24/8AM-10AM" }],
    },
    {
      name: "GET /api/admin/delivery-slots/closed-dates/:date/orders",
      calls: [{ method: "GET", url: "/api/admin/delivery-slots/closed-dates/2026-12-25/orders" }],
    },
    {
      name: "PUT /api/admin/delivery-slots/closed-dates",
      calls: [
        { method: "PUT", url: "/api/admin/delivery-slots/closed-dates", payload: { date: "2026-12-25", reason: "Christmas" } },
        { method: "PUT", url: "/api/admin/delivery-slots/closed-dates", payload: junk },
      ],
    },
    {
      name: "DELETE /api/admin/delivery-slots/closed-dates/:date",
      calls: [{ method: "DELETE", url: "/api/admin/delivery-slots/closed-dates/2026-12-25" }],
    },
    { name: "GET /api/admin/orders/events", calls: [{ method: "GET", url: "/api/admin/orders/events", stream: true }] },
    { name: "GET /api/admin/staff", calls: [{ method: "GET", url: "/api/admin/staff" }] },
    {
      name: "POST /api/admin/staff",
      calls: [
        {
          method: "POST",
          url: "/api/admin/staff",
          payload: { username: "Ravi", email: "ravi.new@taaza.example", password: GOOD_PASSWORD, role: "packer" },
        },
        { method: "POST", url: "/api/admin/staff", payload: junk },
      ],
    },
    {
      name: "PUT /api/admin/staff/:id",
      calls: [
        { method: "PUT", url: `/api/admin/staff/${packer.user._id}`, payload: { role: "manager" } },
        { method: "PUT", url: `/api/admin/staff/${packer.user._id}`, payload: junk },
      ],
    },
    { name: "DELETE /api/admin/staff/:id", calls: [{ method: "DELETE", url: `/api/admin/staff/${packer.user._id}` }] },
    { name: "GET /api/admin/riders", calls: [{ method: "GET", url: "/api/admin/riders" }] },
    {
      name: "GET /api/admin/audit",
      calls: [
        { method: "GET", url: "/api/admin/audit?entity=order&from=2026-11-01&to=2026-11-30" },
        { method: "GET", url: "/api/admin/audit?from=soon" },
      ],
    },
    { name: "GET /api/admin/audit.csv", calls: [{ method: "GET", url: "/api/admin/audit.csv" }] },
    {
      name: "GET /api/admin/deliveries",
      calls: [
        { method: "GET", url: "/api/admin/deliveries?date=2026-11-23&slot=8AM-10AM" },
        { method: "GET", url: "/api/admin/deliveries?date=soon" },
      ],
    },
    {
      name: "PUT /api/admin/orders/:orderId/rider",
      calls: [
        { method: "PUT", url: `/api/admin/orders/${order.id}/rider`, payload: { riderId: rider.user._id } },
        { method: "PUT", url: `/api/admin/orders/${order.id}/rider`, payload: junk },
      ],
    },
    { name: "GET /api/rider/deliveries", calls: [{ method: "GET", url: "/api/rider/deliveries" }] },
    {
      name: "POST /api/rider/deliveries/:orderId/picked-up",
      calls: [{ method: "POST", url: `/api/rider/deliveries/${runOrder.id}/picked-up` }],
    },
    {
      name: "POST /api/rider/deliveries/:orderId/delivered",
      calls: [
        { method: "POST", url: `/api/rider/deliveries/${outOrder.id}/delivered`, payload: { code: "1234" } },
        { method: "POST", url: `/api/rider/deliveries/${outOrder.id}/delivered`, payload: junk },
      ],
    },
    {
      name: "POST /api/rider/deliveries/:orderId/failed",
      calls: [
        { method: "POST", url: `/api/rider/deliveries/${runOrder.id}/failed`, payload: { reason: "not_at_home" } },
        { method: "POST", url: `/api/rider/deliveries/${runOrder.id}/failed`, payload: junk },
      ],
    },
    { name: "GET /api/admin/coupons", calls: [{ method: "GET", url: "/api/admin/coupons" }] },
    {
      name: "POST /api/admin/coupons",
      calls: [
        { method: "POST", url: "/api/admin/coupons", payload: { ...couponBody, code: "NEWCODE1" } },
        { method: "POST", url: "/api/admin/coupons", payload: junk },
      ],
    },
    {
      name: "PUT /api/admin/coupons/:id",
      calls: [
        { method: "PUT", url: `/api/admin/coupons/${coupon!.id}`, payload: couponBody },
        { method: "PUT", url: `/api/admin/coupons/${coupon!.id}`, payload: junk },
      ],
    },
    { name: "DELETE /api/admin/coupons/:id", calls: [{ method: "DELETE", url: `/api/admin/coupons/${coupon!.id}` }] },
    { name: "GET /api/admin/coupons/report", calls: [{ method: "GET", url: "/api/admin/coupons/report" }] },
    { name: "GET /api/admin/coupons/report.csv", calls: [{ method: "GET", url: "/api/admin/coupons/report.csv" }] },
    { name: "GET /api/admin/free-delivery", calls: [{ method: "GET", url: "/api/admin/free-delivery" }] },
    {
      name: "PUT /api/admin/free-delivery",
      calls: [
        { method: "PUT", url: "/api/admin/free-delivery", payload: { minItemsTotal: 499 } },
        { method: "PUT", url: "/api/admin/free-delivery", payload: junk },
      ],
    },
  ];
}

async function snapshot() {
  const counted = async (
    table: typeof products | typeof categories | typeof productTags | typeof deals | typeof creatives | typeof pincodes,
  ) => (await ctx.db.select({ n: count() }).from(table))[0]!.n;
  return {
    products: await ctx.db.select().from(products),
    categories: await counted(categories),
    tags: await counted(productTags),
    deals: await counted(deals),
    // Rows, not a count: an edit of a banner's alt text or link must show too.
    creatives: await ctx.db.select().from(creatives),
    pincodes: await ctx.db.select().from(pincodes),
    orders: await ctx.db.select({ status: orders.status }).from(orders),
    staff: await ctx.db.select({ id: users.id, role: users.staffRole }).from(users).where(eq(users.userType, "Admin")),
    fulfilment: await ctx.db.select().from(orderFulfilment),
    audit: (await ctx.db.select({ n: count() }).from(auditEntries))[0]!.n,
    coupons: await ctx.db.select().from(coupons),
    freeDelivery: await ctx.db.select().from(freeDeliveryOffer),
    files: existsSync(ctx.uploadDir) ? readdirSync(ctx.uploadDir) : [],
  };
}

async function callsOf(name: string): Promise<Call[]> {
  const route = (await adminCalls()).find((r) => r.name === name);
  if (!route) throw new Error(`no calls for ${name}`);
  return route.calls;
}

/** The route's path with every parameter filled in, as a visitor probing it would send. */
const probeUrl = (url: string) => url.replace(/:[A-Za-z]+/g, "6f1c2f7e-8a55-4c55-9a0e-7d2b5b1c0c11");

describe("every staff route refuses visitors (401), customers (403) and the staff roles it does not declare (403), whatever the body says", () => {
  it("every staff route declares the roles it allows, and the owner is refused only the rider's own deliveries", () => {
    const undeclared = STAFF_ROUTES.filter((name) => rolesOf(name).length === 0);
    expect(undeclared).toEqual([]);
    for (const name of STAFF_ROUTES) expect(STAFF_ROLES).toEqual(expect.arrayContaining([...rolesOf(name)]));
    const ownerless = STAFF_ROUTES.filter((name) => !rolesOf(name).includes("owner"));
    expect(ownerless.every((name) => name.includes("/api/rider/"))).toBe(true);
  });

  it("the router's staff routes are the shop's admin area, and each has an Admin call below", async () => {
    expect(STAFF_ROUTES.length).toBeGreaterThanOrEqual(16);
    // A route under /admin outside the admin tree is a route someone forgot to guard.
    const adminPaths = ctx.app.routeTable.filter((r) => /\/admin(\/|$)/.test(r.url) && r.method !== "HEAD");
    expect(adminPaths.filter((r) => r.tree !== "admin")).toEqual([]);
    expect((await adminCalls()).map((r) => r.name).sort()).toEqual([...STAFF_ROUTES].sort());
  });

  it.each(STAFF_ROUTES)("%s: 401 without a token, 403 for a User and for every role it does not declare, nothing changed", async (name) => {
    const [method, url] = name.split(" ") as [Call["method"], string];
    const probes: Call[] = [
      { method, url: probeUrl(url) },
      { method, url: probeUrl(url), payload: { nonsense: true } },
    ];
    const calls = [...probes, ...(await callsOf(name))];
    const customer = await signUpCustomer(ctx.app);
    const refused = STAFF_ROLES.filter((role) => !rolesOf(name).includes(role));
    const staff = await Promise.all(refused.map((role) => signInStaff(ctx, role)));
    const before = await snapshot();
    for (const call of calls) {
      const anonymous = await ctx.app.inject({ ...call, headers: { ...call.headers } } as never);
      expect(anonymous.statusCode, "without a token").toBe(401);
      expect(anonymous.json()).toMatchObject({ error: SERVER_MESSAGES.auth.notSignedIn });

      const asUser = await ctx.app.inject({ ...call, headers: { ...call.headers, ...bearer(customer) } } as never);
      expect(asUser.statusCode, "as a User").toBe(403);
      expect(asUser.json()).toMatchObject({ error: SERVER_MESSAGES.auth.forbidden });

      const unknownToken = await ctx.app.inject({
        ...call,
        headers: { ...call.headers, authorization: "Bearer not-a-real-token" },
      } as never);
      expect(unknownToken.statusCode, "with an unknown token").toBe(401);

      for (const [i, session] of staff.entries()) {
        const asStaff = await ctx.app.inject({ ...call, headers: { ...call.headers, ...bearer(session) } } as never);
        expect(asStaff.statusCode, `as a ${refused[i]}`).toBe(403);
        expect(asStaff.json()).toMatchObject({ error: SERVER_MESSAGES.auth.forbidden });
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it.each(STAFF_ROUTES)("%s: every role it declares gets through with the same call", async (name) => {
    for (const role of rolesOf(name)) {
      await ctx.reset();
      await getsThrough(name, role);
    }
  });

  async function getsThrough(name: string, role: StaffRole) {
    const [{ stream, ...call }] = (await callsOf(name)) as [Call];
    const owner = await signInStaff(ctx, "owner");
    const admin: Session =
      role === "rider"
        ? (
            await ctx.app.inject({ method: "POST", url: "/api/users/login", payload: { email: riderEmail, password: GOOD_PASSWORD } })
          ).json<Session>()
        : await signInStaff(ctx, role);
    // The two deletes find something to delete.
    await ctx.app.inject({
      method: "PUT",
      url: "/api/admin/delivery-slots/overrides",
      payload: { date: "2026-12-24", slot: "8AM-10AM", capacity: 2 },
      headers: bearer(owner),
    });
    await ctx.app.inject({
      method: "PUT",
      url: "/api/admin/delivery-slots/closed-dates",
      payload: { date: "2026-12-25", reason: "Christmas" },
      headers: bearer(owner),
    });
    const response = await ctx.app.inject({
      ...call,
      headers: { ...call.headers, ...bearer(admin) },
      payloadAsStream: stream === true,
    } as never);
    expect(response.statusCode, `as a ${role}: ${stream ? "" : response.body}`).toBeLessThan(300);
    if (stream) response.stream().destroy();
  }
});

describe("path variants of staff routes reach nothing without staff rights", () => {
  const variants = (url: string) => {
    const path = url.replace(/^\/api/, "");
    return [
      `/${url}`,
      `/api/${path}`,
      `${url}/`,
      url.toUpperCase(),
      url.replace(/\//g, "%2F"),
      `/api${path.replace(/\//g, "%2F")}`,
      `/api/.${path}`,
      `/api${path.replace("a", "%61")}`,
      `${url};admin=true`,
      `${url}?admin=true`,
    ];
  };
  const gets = STAFF_ROUTES.filter((r) => r.startsWith("GET ")).map((r) => r.slice(4));

  it.each(gets)("GET %s: every spelling answers 401 or 404, never data", async (url) => {
    const customer = await signUpCustomer(ctx.app);
    for (const variant of variants(probeUrl(url))) {
      for (const headers of [{}, bearer(customer)]) {
        const res = await ctx.app.inject({ method: "GET", url: variant, headers });
        expect([400, 401, 403, 404], `${variant} -> ${res.statusCode} ${res.body.slice(0, 80)}`).toContain(res.statusCode);
      }
    }
  });
});
