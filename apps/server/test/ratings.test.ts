import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CARE_MESSAGES, SERVER_MESSAGES, type Order, type Session } from "@taaza/domain";
import { orderFulfilment, orderRatings } from "../src/platform/database/schema.ts";
import { at, call, MINUTE } from "./support/buying.ts";
import { buildOrder, buildProduct, signInAdmin, signInStaff, signUpCustomer } from "./support/factories.ts";
import { createTestContext, type TestContext } from "./support/test-app.ts";

let ctx: TestContext;
let admin: Session;
let customer: Session;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  ctx.setNow(at(0));
  admin = await signInAdmin(ctx);
  customer = await signUpCustomer(ctx.app);
});

const DAY = 24 * 60 * MINUTE;

async function order(status: "Pending" | "Delivered" = "Delivered", billId?: string) {
  const p = await buildProduct(ctx);
  const row = await buildOrder(ctx, {
    userId: customer.user._id,
    items: [{ productId: p.id, quantity: 1 }],
    ...(billId ? { billId } : {}),
  });
  if (status === "Delivered") await call(ctx, admin, "PUT", `/api/orders/${row.id}/${customer.user._id}`, { status: "Delivered" });
  return row;
}

const rate = (session: Session | null, orderId: string, body: unknown) => call(ctx, session, "POST", `/api/orders/${orderId}/rating`, body);

describe("POST /api/orders/{id}/rating", () => {
  it("the owner rates a delivered order: 201, the order JSON carries it; again within 7 days: 200, changed in place", async () => {
    const o = await order();
    const first = await rate(customer, o.id, { stars: 4, tags: ["fresh", "on-time"], text: "Good pomfret" });
    expect(first.statusCode).toBe(201);
    expect(first.json<{ data: Order }>().data.rating).toMatchObject({ stars: 4, tags: ["fresh", "on-time"], text: "Good pomfret" });
    ctx.setNow(at(6 * DAY));
    const second = await rate(customer, o.id, { stars: 2, tags: [], text: "Smelled next day" });
    expect(second.statusCode).toBe(200);
    const rows = await ctx.db.select().from(orderRatings);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ stars: 2, text: "Smelled next day", createdAt: at(0), updatedAt: at(6 * DAY) });
  });

  it("after 7 days: 409 and the rating stays as it was", async () => {
    const o = await order();
    await rate(customer, o.id, { stars: 5, tags: [], text: "" });
    ctx.setNow(at(7 * DAY + 1));
    customer = (await call(ctx, null, "POST", "/api/users/login", { email: customer.user.email, password: "Fresh@Fish1" })).json();
    const late = await rate(customer, o.id, { stars: 1, tags: [], text: "" });
    expect(late.statusCode).toBe(409);
    expect(late.json<{ error: string }>().error).toBe(CARE_MESSAGES.rating.changeWindow);
    expect((await ctx.db.select().from(orderRatings))[0]!.stars).toBe(5);
  });

  it("before delivery 409; someone else's order 404; staff 403; no token 401; bad stars or tags 400; nothing kept", async () => {
    const pending = await order("Pending");
    expect((await rate(customer, pending.id, { stars: 5, tags: [], text: "" })).json()).toMatchObject({
      error: CARE_MESSAGES.rating.notDelivered,
    });
    const delivered = await order();
    const other = await signUpCustomer(ctx.app);
    expect((await rate(other, delivered.id, { stars: 5, tags: [], text: "" })).json()).toMatchObject({
      error: SERVER_MESSAGES.order.notFound,
    });
    expect((await rate(admin, delivered.id, { stars: 5, tags: [], text: "" })).statusCode).toBe(403);
    expect((await rate(null, delivered.id, { stars: 5, tags: [], text: "" })).statusCode).toBe(401);
    expect((await rate(customer, delivered.id, { stars: 6, tags: [], text: "" })).statusCode).toBe(400);
    expect((await rate(customer, delivered.id, { stars: 3, tags: ["cheap"], text: "" })).statusCode).toBe(400);
    expect(await ctx.db.select().from(orderRatings)).toEqual([]);
  });

  it("20 posts at once make one rating", async () => {
    const o = await order();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => rate(customer, o.id, { stars: (i % 5) + 1, tags: [], text: "" })),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(19);
    expect(await ctx.db.select().from(orderRatings)).toHaveLength(1);
  });
});

describe("GET /api/admin/ratings", () => {
  it("staff see the count and average per delivery day and slot; customers are refused", async () => {
    const a = await order("Delivered", "#11AAQ");
    const b = await order("Delivered", "#12ABQ");
    await rate(customer, a.id, { stars: 5, tags: [], text: "" });
    await rate(customer, b.id, { stars: 4, tags: [], text: "" });
    const res = await call(ctx, admin, "GET", "/api/admin/ratings?from=2026-11-23&to=2026-11-23");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: [{ day: "2026-11-23", slot: "8AM-10AM", count: 2, average: 4.5 }] });
    expect((await call(ctx, customer, "GET", "/api/admin/ratings")).statusCode).toBe(403);
  });

  it("staff see ratings per rider who took the order, and those no rider was named for", async () => {
    const rider = await signInStaff(ctx, "rider", { username: "Sagar Jadhav" });
    const [a, b, c] = [await order("Delivered", "#11AAQ"), await order("Delivered", "#12ABQ"), await order("Delivered", "#13ACQ")];
    for (const o of [a, b])
      await ctx.db.insert(orderFulfilment).values({ orderId: o.id, step: "delivered", riderId: rider.user._id, updatedAt: at(0) });
    await rate(customer, a.id, { stars: 5, tags: ["rider-polite"], text: "" });
    await rate(customer, b.id, { stars: 2, tags: [], text: "" });
    await rate(customer, c.id, { stars: 4, tags: [], text: "" });
    const res = await call(ctx, admin, "GET", "/api/admin/ratings?from=2026-11-23&to=2026-11-23");
    expect(res.json<{ riders: unknown }>().riders).toEqual([
      { riderId: rider.user._id, rider: "Sagar Jadhav", count: 2, average: 3.5 },
      { riderId: null, rider: null, count: 1, average: 4 },
    ]);
  });
});
