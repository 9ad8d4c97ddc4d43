import { eq } from "drizzle-orm";
import { MESSAGES, type Session, SERVER_MESSAGES } from "@taaza/domain";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { orders, orderStatusChanges } from "../src/platform/database/schema.ts";
import type { OrderView } from "../src/read-models/order-views.ts";
import { bearer, buildOrder, buildProduct, signInAdmin, signUpCustomer } from "./support/factories.ts";
import { createTestContext, type TestContext } from "./support/test-app.ts";

let ctx: TestContext;
let admin: Session;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  ctx.setNow(undefined);
  admin = await signInAdmin(ctx);
});

type OrdersPage = { data: OrderView[]; total: number; page: number; pageSize: number };
const listOrders = async (query = "") => {
  const response = await ctx.app.inject({ method: "GET", url: `/api/admin/orders${query}`, headers: bearer(admin) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OrdersPage>();
};
const setStatus = (orderId: string, userId: string, status: unknown) =>
  ctx.app.inject({ method: "PUT", url: `/api/orders/${orderId}/${userId}`, payload: { status }, headers: bearer(admin) });

describe("GET /api/orders for staff (the spec's list, paged)", () => {
  it("answers a page of every order, newest first, with the total; limit is bounded; a customer still gets all of their own", async () => {
    const customer = await signUpCustomer(ctx.app);
    const product = await buildProduct(ctx);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const order = await buildOrder(ctx, {
        userId: customer.user._id,
        items: [{ productId: product.id, quantity: 1 }],
        createdAt: new Date(Date.UTC(2026, 10, 20, 10, i)),
      });
      ids.unshift(order.id);
    }
    const get = (session: Session, query = "") => ctx.app.inject({ method: "GET", url: `/api/orders${query}`, headers: bearer(session) });
    const first = await get(admin, "?limit=2");
    expect(first.statusCode).toBe(200);
    expect(first.headers["x-total-count"]).toBe("5");
    expect(first.json<{ data: OrderView[] }>().data.map((o) => o._id)).toEqual(ids.slice(0, 2));
    const last = await get(admin, "?limit=2&page=3");
    expect(last.json<{ data: OrderView[] }>().data.map((o) => o._id)).toEqual(ids.slice(4));
    const plain = await get(admin);
    expect(plain.json<{ data: OrderView[] }>().data).toHaveLength(5);
    expect((await get(admin, "?limit=101")).statusCode).toBe(400);
    expect((await get(admin, "?page=0")).statusCode).toBe(400);
    const own = await get(customer, "?limit=1");
    expect(own.json<{ data: OrderView[] }>().data).toHaveLength(5);
    expect(own.headers["x-total-count"]).toBeUndefined();
  });
});

describe("GET /api/admin/orders", () => {
  it("pages 15 at a time, newest first, filtered by status and searched by bill id in the database", async () => {
    const customer = await signUpCustomer(ctx.app, { username: "Meera" });
    const product = await buildProduct(ctx);
    for (let i = 0; i < 17; i++) {
      const order = await buildOrder(ctx, {
        userId: customer.user._id,
        items: [{ productId: product.id, quantity: 1 }],
        billId: `#${String(10 + i)}ABCD`,
        status: i % 3 === 0 ? "Delivered" : i % 3 === 1 ? "Canceled" : "Pending",
      });
      await ctx.db
        .update(orders)
        .set({ createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)) })
        .where(eq(orders.id, order.id));
    }
    const first = await listOrders();
    expect(first).toMatchObject({ total: 17, page: 1, pageSize: 15 });
    expect(first.data).toHaveLength(15);
    expect(first.data[0]).toMatchObject({
      billId: "#26ABCD",
      userId: { _id: customer.user._id, username: "Meera" },
      paymentMethod: "Online",
    });
    expect((await listOrders("?page=2")).data.map((o) => o.billId)).toEqual(["#11ABCD", "#10ABCD"]);

    const delivered = await listOrders("?status=Delivered");
    expect(delivered.total).toBe(6);
    expect(delivered.data.every((o) => o.status === "Delivered")).toBe(true);
    expect((await listOrders("?status=Canceled")).total).toBe(6);
    expect((await listOrders("?status=Pending")).total).toBe(5);

    expect((await listOrders(`?search=${encodeURIComponent("#12a")}`)).data.map((o) => o.billId)).toEqual(["#12ABCD"]);
    expect((await listOrders("?search=2ab&status=Delivered")).data.map((o) => o.billId)).toEqual(["#22ABCD"]);
    expect((await listOrders("?search=zzz")).total).toBe(0);
  });

  it("finds an order by bill number, customer name, email or phone, and lists one customer's orders", async () => {
    const meera = await signUpCustomer(ctx.app, { username: "Meera Joshi", email: "meera.joshi@example.com" });
    const ravi = await signUpCustomer(ctx.app, { username: "Ravi Kale", email: "ravi@example.com" });
    const product = await buildProduct(ctx);
    const items = [{ productId: product.id, quantity: 1 }];
    const meeras = await buildOrder(ctx, { userId: meera.user._id, items, billId: "#31MJA" });
    const ravis = await buildOrder(ctx, { userId: ravi.user._id, items, billId: "#32RKA" });
    await ctx.db
      .update(orders)
      .set({
        billNumber: "TZ/26-27/000417",
        shippingAddress: { ...ravis.shippingAddress, firstName: "Sunita", lastName: "Kale", phoneNo: "9123456780" },
      })
      .where(eq(orders.id, ravis.id));
    const found = async (search: string) => (await listOrders(`?search=${encodeURIComponent(search)}`)).data.map((o) => o.billId);

    expect(await found("#31mja")).toEqual(["#31MJA"]);
    expect(await found("tz/26-27/000417")).toEqual(["#32RKA"]);
    expect(await found("000417")).toEqual(["#32RKA"]);
    expect(await found("meera")).toEqual(["#31MJA"]);
    expect(await found("Sunita")).toEqual(["#32RKA"]);
    expect(await found("RAVI@EXAMPLE")).toEqual(["#32RKA"]);
    expect(await found("+91 91234 56780")).toEqual(["#32RKA"]);
    expect(await found("98200 12345")).toEqual(["#31MJA"]);
    expect(await found("nobody@example.com")).toEqual([]);

    const theirs = await listOrders(`?customer=${meera.user._id}`);
    expect(theirs.total).toBe(1);
    expect(theirs.data.map((o) => o._id)).toEqual([meeras.id]);
    const bad = await ctx.app.inject({ method: "GET", url: "/api/admin/orders?customer=nope", headers: bearer(admin) });
    expect(bad.statusCode).toBe(400);
  });

  it("refuses an unknown status filter", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/admin/orders?status=Shipped", headers: bearer(admin) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: MESSAGES.order.badStatus });
  });
});

describe("PUT /api/orders/:orderId/:userId", () => {
  async function anOrder() {
    const customer = await signUpCustomer(ctx.app);
    const product = await buildProduct(ctx);
    const order = await buildOrder(ctx, { userId: customer.user._id, items: [{ productId: product.id, quantity: 2 }] });
    return { customer, order };
  }

  it("sets any status from any, and records every change with who and when", async () => {
    const { customer, order } = await anOrder();
    ctx.setNow(new Date("2026-11-23T05:00:00Z"));
    const delivered = await setStatus(order.id, customer.user._id, "Delivered");
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json<{ data: OrderView }>().data).toMatchObject({
      _id: order.id,
      status: "Delivered",
      statusHistory: [
        { status: "Pending", from: null, to: "Pending", by: customer.user.username },
        {
          status: "Delivered",
          at: "2026-11-23T05:00:00.000Z",
          by: admin.user.username,
          from: "Pending",
          to: "Delivered",
          changedBy: admin.user.username,
          changedAt: "2026-11-23T05:00:00.000Z",
        },
      ],
    });

    ctx.setNow(new Date("2026-11-23T06:00:00Z"));
    expect((await setStatus(order.id, customer.user._id, "Canceled")).json<{ data: OrderView }>().data.status).toBe("Canceled");
    ctx.setNow(new Date("2026-11-23T07:00:00Z"));
    const back = await setStatus(order.id, customer.user._id, "Pending");
    expect(back.json<{ data: OrderView }>().data.statusHistory.map((c) => `${c.from}->${c.to}`)).toEqual([
      "null->Pending",
      "Pending->Delivered",
      "Delivered->Canceled",
      "Canceled->Pending",
    ]);
    const changes = await ctx.db.select().from(orderStatusChanges).where(eq(orderStatusChanges.orderId, order.id));
    expect(changes).toHaveLength(3);
    expect(changes.every((c) => c.changedBy === admin.user._id)).toBe(true);

    // The customer's own view of the order shows the new status too.
    const listed = await listOrders();
    expect(listed.data[0]!.status).toBe("Pending");
  });

  it("records nothing when the status does not change", async () => {
    const { customer, order } = await anOrder();
    const response = await setStatus(order.id, customer.user._id, "Pending");
    expect(response.statusCode).toBe(200);
    // Only its placing, which the order row itself records.
    expect(response.json<{ data: OrderView }>().data.statusHistory.map((c) => c.status)).toEqual(["Pending"]);
    expect(await ctx.db.select().from(orderStatusChanges)).toEqual([]);
  });

  it("answers 404 when the second id is not the order's customer, changing nothing", async () => {
    const { order } = await anOrder();
    const stranger = await signUpCustomer(ctx.app);
    for (const userId of [stranger.user._id, admin.user._id, order.id]) {
      const response = await setStatus(order.id, userId, "Delivered");
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: SERVER_MESSAGES.order.notFound });
    }
    expect((await ctx.db.select({ status: orders.status }).from(orders))[0]!.status).toBe("Pending");
    expect(await ctx.db.select().from(orderStatusChanges)).toEqual([]);
  });

  it("refuses a status outside Pending, Delivered and Canceled", async () => {
    const { customer, order } = await anOrder();
    for (const status of ["Shipped", "", null, "delivered"]) {
      const response = await setStatus(order.id, customer.user._id, status);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: MESSAGES.order.badStatus });
    }
  });

  it("keeps the history consistent when two admins change the same order at once", async () => {
    const { customer, order } = await anOrder();
    const other = await signInAdmin(ctx);
    const [a, b] = await Promise.all([
      setStatus(order.id, customer.user._id, "Delivered"),
      ctx.app.inject({
        method: "PUT",
        url: `/api/orders/${order.id}/${customer.user._id}`,
        payload: { status: "Canceled" },
        headers: bearer(other),
      }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const changes = await ctx.db.select().from(orderStatusChanges).orderBy(orderStatusChanges.changedAt);
    const [final] = await ctx.db.select({ status: orders.status }).from(orders);
    // Each change starts where the previous one ended, and the last one is the order's status.
    expect(changes[0]!.fromStatus).toBe("Pending");
    expect(changes[1]!.fromStatus).toBe(changes[0]!.toStatus);
    expect(changes[1]!.toStatus).toBe(final!.status);
  });
});
