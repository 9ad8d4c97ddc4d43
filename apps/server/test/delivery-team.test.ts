import { existsSync, readdirSync } from "node:fs";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import {
  MAX_WRONG_DELIVERY_CODES,
  SERVER_MESSAGES,
  TEAM_MESSAGES,
  type AuditEntry,
  type Fulfilment,
  type Order,
  type RiderDelivery,
  type Session,
  type SlotDelivery,
  type StaffMember,
} from "@taaza/domain";
import { auditEntries, fulfilmentSteps, orderFulfilment, orders, sessions, users } from "../src/platform/database/schema.ts";
import { bearer, buildOrder, buildProduct, GOOD_PASSWORD, signInStaff, signUpCustomer } from "./support/factories.ts";
import { call, MINUTE, MORNING_IST, at } from "./support/buying.ts";
import { multipartBody, samplePhoto } from "./support/sample-images.ts";
import { createTestContext, type TestContext } from "./support/test-app.ts";

const ctx: TestContext = await createTestContext();
afterAll(() => ctx.close());

let owner: Session;
let packer: Session;
let rider: Session;
let customer: Session;
beforeEach(async () => {
  await ctx.reset();
  ctx.setNow(MORNING_IST);
  owner = await signInStaff(ctx, "owner", { username: "Meera Owner" });
  packer = await signInStaff(ctx, "packer");
  rider = await signInStaff(ctx, "rider", { username: "Sagar Jadhav", phone: "9876543210" });
  customer = await signUpCustomer(ctx.app);
});

async function anOrder(userId = customer.user._id, address: { pincode?: string; landmark?: string } = {}) {
  const product = await buildProduct(ctx);
  const order = await buildOrder(ctx, { userId, items: [{ productId: product.id, quantity: 1 }] });
  if (address.pincode || address.landmark) {
    await ctx.db
      .update(orders)
      .set({ shippingAddress: { ...order.shippingAddress, pincode: address.pincode ?? "400001", landmark: address.landmark ?? "" } })
      .where(eq(orders.id, order.id));
  }
  return order;
}

const assign = (orderId: string, riderId: string, session: Session = packer) =>
  call(ctx, session, "PUT", `/api/admin/orders/${orderId}/rider`, { riderId });
const pickUp = (orderId: string, session: Session = rider) => call(ctx, session, "POST", `/api/rider/deliveries/${orderId}/picked-up`);
const deliver = (orderId: string, code: string, session: Session = rider) =>
  call(ctx, session, "POST", `/api/rider/deliveries/${orderId}/delivered`, { code });
const customerView = async (orderId: string, session: Session = customer) =>
  (await call(ctx, session, "GET", `/api/orders/${orderId}`)).json<{ data: Order }>().data;
const fulfilmentRow = async (orderId: string) =>
  (await ctx.db.select().from(orderFulfilment).where(eq(orderFulfilment.orderId, orderId)))[0];
const auditOf = (orderId: string) => ctx.db.select().from(auditEntries).where(eq(auditEntries.entityId, orderId)).orderBy(auditEntries.seq);

async function outForDelivery() {
  const order = await anOrder();
  expect((await assign(order.id, rider.user._id)).statusCode).toBe(200);
  expect((await pickUp(order.id)).statusCode).toBe(200);
  const code = (await customerView(order.id)).deliveryCode!;
  return { order, code };
}

describe("staff accounts (owner only)", () => {
  it("a staff member's session carries their role, for the admin screens to show them only their work; a customer's carries none", async () => {
    expect(packer.user.staffRole).toBe("packer");
    expect(rider.user.staffRole).toBe("rider");
    const me = await call(ctx, owner, "GET", `/api/users/${owner.user._id}`);
    expect(me.json<{ staffRole?: string }>().staffRole).toBe("owner");
    expect("staffRole" in customer.user).toBe(false);
  });

  it("the owner adds a packer (201), lists staff with roles, changes the role, and every change is audited", async () => {
    const added = await call(ctx, owner, "POST", "/api/admin/staff", {
      username: "Ravi Packer",
      email: "ravi@taaza.example",
      password: GOOD_PASSWORD,
      role: "packer",
    });
    expect(added.statusCode, added.body).toBe(201);
    const member = added.json<{ data: StaffMember }>().data;
    expect(member).toMatchObject({ username: "Ravi Packer", email: "ravi@taaza.example", userType: "Admin", role: "packer" });

    const signedIn = await ctx.app.inject({
      method: "POST",
      url: "/api/users/login",
      payload: { email: "ravi@taaza.example", password: GOOD_PASSWORD },
    });
    expect(signedIn.json<Session>().user.userType).toBe("Admin");

    const list = (await call(ctx, owner, "GET", "/api/admin/staff")).json<{ data: StaffMember[] }>().data;
    expect(list.map((m) => m.role).sort()).toEqual(["owner", "packer", "packer", "rider"]);

    const changed = await call(ctx, owner, "PUT", `/api/admin/staff/${member._id}`, { role: "manager" });
    expect(changed.json<{ data: StaffMember }>().data.role).toBe("manager");
    const [row] = await ctx.db.select({ role: users.staffRole }).from(users).where(eq(users.id, member._id));
    expect(row!.role).toBe("manager");

    const entries = await ctx.db.select().from(auditEntries).where(eq(auditEntries.entityId, member._id)).orderBy(auditEntries.seq);
    expect(entries.map((e) => [e.action, e.actorUsername, e.actorRole])).toEqual([
      ["staff.add", "Meera Owner", "owner"],
      ["staff.role", "Meera Owner", "owner"],
    ]);
    expect(entries[1]).toMatchObject({ before: { role: "packer" }, after: { role: "manager" } });
    expect(JSON.stringify(entries)).not.toContain(GOOD_PASSWORD);
  });

  it("a removed staff member's session ends at once (401), and a role change takes the old rights away at once", async () => {
    const orderList = () => call(ctx, packer, "GET", "/api/admin/orders");
    expect((await orderList()).statusCode).toBe(200);
    const removed = await call(ctx, owner, "DELETE", `/api/admin/staff/${packer.user._id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await orderList()).statusCode).toBe(401);
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, packer.user._id))).toEqual([]);

    const manager = await signInStaff(ctx, "manager");
    expect((await call(ctx, manager, "GET", "/api/admin/stats")).statusCode).toBe(200);
    await call(ctx, owner, "PUT", `/api/admin/staff/${manager.user._id}`, { role: "rider" });
    expect((await call(ctx, manager, "GET", "/api/admin/stats")).statusCode).toBe(401);
  });

  it("the last owner can be neither demoted nor removed (409), and nothing is recorded", async () => {
    const demote = await call(ctx, owner, "PUT", `/api/admin/staff/${owner.user._id}`, { role: "manager" });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toMatchObject({ error: TEAM_MESSAGES.lastOwner });
    const second = await signInStaff(ctx, "owner");
    const removeSelf = await call(ctx, owner, "DELETE", `/api/admin/staff/${owner.user._id}`);
    expect(removeSelf.json()).toMatchObject({ error: TEAM_MESSAGES.notYourself });
    // With two owners, one may step down; then the other is the last.
    expect((await call(ctx, second, "PUT", `/api/admin/staff/${owner.user._id}`, { role: "manager" })).statusCode).toBe(200);
    const last = await call(ctx, second, "PUT", `/api/admin/staff/${second.user._id}`, { role: "packer" });
    expect(last.statusCode).toBe(409);
    const owners = await ctx.db.select().from(users).where(eq(users.staffRole, "owner"));
    expect(owners.map((o) => o.id)).toEqual([second.user._id]);
    expect((await ctx.db.select().from(auditEntries)).map((e) => e.action)).toEqual(["staff.role"]);
  });

  it("two owners demoting each other at the same moment leave one owner", async () => {
    const second = await signInStaff(ctx, "owner");
    const answers = await Promise.all([
      call(ctx, owner, "PUT", `/api/admin/staff/${second.user._id}`, { role: "manager" }),
      call(ctx, second, "PUT", `/api/admin/staff/${owner.user._id}`, { role: "manager" }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await ctx.db.select().from(users).where(eq(users.staffRole, "owner"))).toHaveLength(1);
  });

  it("bad input is refused with a clear message, a taken email is refused, and a failed change leaves no audit entry", async () => {
    const bad = await call(ctx, owner, "POST", "/api/admin/staff", {
      username: "X",
      email: "x@taaza.example",
      password: GOOD_PASSWORD,
      role: "boss",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: string }>().error).toContain("Role must be owner, manager, packer or rider");
    const taken = await call(ctx, owner, "POST", "/api/admin/staff", {
      username: "Copy",
      email: customer.user.email,
      password: GOOD_PASSWORD,
      role: "rider",
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({ error: SERVER_MESSAGES.auth.emailTaken });
    expect((await call(ctx, owner, "PUT", `/api/admin/staff/${customer.user._id}`, { role: "rider" })).statusCode).toBe(404);
    expect(await ctx.db.select().from(auditEntries)).toEqual([]);
  });

  it("the configured admin is an owner, and userType stays Admin or User in every answer", async () => {
    const [admin] = await ctx.db.select().from(users).where(eq(users.id, owner.user._id));
    expect(admin).toMatchObject({ userType: "Admin", staffRole: "owner" });
    expect(rider.user.userType).toBe("Admin");
    // A customer never has a role: the database refuses one.
    await expect(ctx.db.update(users).set({ staffRole: "rider" }).where(eq(users.id, customer.user._id))).rejects.toThrow();
  });
});

describe("giving orders to riders", () => {
  it("a packer gives an order to a rider; the dispatch list shows the rider and the history records who", async () => {
    const order = await anOrder();
    const res = await assign(order.id, rider.user._id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: Fulfilment }>().data).toMatchObject({ step: "placed", rider: { firstName: "Sagar", phone: "9876543210" } });
    const slot = (await call(ctx, packer, "GET", "/api/admin/deliveries?date=2026-11-23&slot=8AM-10AM")).json<{ data: SlotDelivery[] }>()
      .data;
    expect(slot).toEqual([expect.objectContaining({ orderId: order.id, rider: { _id: rider.user._id, username: "Sagar Jadhav" } })]);
    const steps = await ctx.db.select().from(fulfilmentSteps).where(eq(fulfilmentSteps.orderId, order.id));
    expect(steps).toEqual([expect.objectContaining({ step: "assigned", riderId: rider.user._id, by: packer.user._id })]);
    expect((await auditOf(order.id)).map((e) => [e.action, e.actorRole])).toEqual([["fulfilment.rider", "packer"]]);
  });

  it("someone who is not a rider cannot be given an order (400), a cancelled order cannot be given (409), and neither leaves a trace", async () => {
    const order = await anOrder();
    const notRider = await assign(order.id, packer.user._id);
    expect(notRider.statusCode).toBe(400);
    expect(notRider.json()).toMatchObject({ error: TEAM_MESSAGES.riderNotFound });
    const cancelled = await anOrder();
    await ctx.db.update(orders).set({ status: "Canceled" }).where(eq(orders.id, cancelled.id));
    expect((await assign(cancelled.id, rider.user._id)).statusCode).toBe(409);
    expect((await assign("6f1c2f7e-8a55-4c55-9a0e-7d2b5b1c0c11", rider.user._id)).statusCode).toBe(404);
    expect(await ctx.db.select().from(orderFulfilment)).toEqual([]);
    expect(await ctx.db.select().from(auditEntries)).toEqual([]);
  });

  it("the rider's run sheet lists their own deliveries in stop order, grouped by pincode, then area", async () => {
    const far = await anOrder(customer.user._id, { pincode: "400050", landmark: "Bandra" });
    const nearB = await anOrder(customer.user._id, { pincode: "400001", landmark: "Oval" });
    const nearA = await anOrder(customer.user._id, { pincode: "400001", landmark: "Colaba" });
    const others = await anOrder();
    const otherRider = await signInStaff(ctx, "rider");
    for (const o of [far, nearB, nearA]) await assign(o.id, rider.user._id);
    await assign(others.id, otherRider.user._id);
    const sheet = (await call(ctx, rider, "GET", "/api/rider/deliveries")).json<{ data: RiderDelivery[] }>().data;
    expect(sheet.map((d) => [d.orderId, d.stop])).toEqual([
      [nearA.id, 1],
      [nearB.id, 2],
      [far.id, 3],
    ]);
    expect(sheet[0]).toMatchObject({ customer: { name: "Asha Patil", phone: "9820012345" }, items: 1 });
    expect(sheet[0]!.mapsUrl).toContain("https://www.google.com/maps/search/?api=1&query=");
  });

  it("weighing every line marks the order packed", async () => {
    const order = await anOrder();
    const res = await call(ctx, packer, "PUT", `/api/admin/orders/${order.id}/packed`, {
      lines: [{ lineId: order.lineIds[0], grams: 500 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await fulfilmentRow(order.id)).toMatchObject({ step: "packed", riderId: null });
    expect((await auditOf(order.id)).map((e) => e.action)).toEqual(["order.packed", "fulfilment.packed"]);
  });
});

describe("riders deliver with the customer's code", () => {
  it("picked up: the customer's own order carries the 4-digit code, nobody else's view does", async () => {
    const order = await anOrder();
    await assign(order.id, rider.user._id);
    expect((await customerView(order.id)).deliveryCode).toBeUndefined();
    const res = await pickUp(order.id);
    expect(res.statusCode, res.body).toBe(200);
    const mine = await customerView(order.id);
    expect(mine.deliveryCode).toMatch(/^\d{4}$/);
    expect(mine.status).toBe("Pending");
    expect(mine.fulfilment).toMatchObject({ step: "out_for_delivery", rider: { firstName: "Sagar", phone: "9876543210" } });
    expect((await customerView(order.id, owner)).deliveryCode).toBeUndefined();
    expect((await call(ctx, await signUpCustomer(ctx.app), "GET", `/api/orders/${order.id}`)).statusCode).toBe(404);
    expect((await pickUp(order.id)).json()).toMatchObject({ error: TEAM_MESSAGES.alreadyOut });
  });

  it("the right code delivers: spec status Delivered, the step and who, the customer told", async () => {
    const { order, code } = await outForDelivery();
    const res = await deliver(order.id, code);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: Fulfilment }>().data.step).toBe("delivered");
    const view = await customerView(order.id);
    expect(view.status).toBe("Delivered");
    expect(view.deliveryCode).toBeUndefined();
    expect(view.fulfilment!.history.map((h) => [h.step, h.by?.username])).toEqual([
      ["assigned", packer.user.username],
      ["out_for_delivery", "Sagar Jadhav"],
      ["delivered", "Sagar Jadhav"],
    ]);
    expect((await auditOf(order.id)).map((e) => e.action)).toEqual(["fulfilment.rider", "fulfilment.picked-up", "fulfilment.delivered"]);
    expect((await deliver(order.id, code)).statusCode).toBe(409);
  });

  it("a wrong code is refused and counted; the fifth locks the delivery for staff, even against the right code; giving it again unlocks", async () => {
    const { order, code } = await outForDelivery();
    const wrong = code === "0000" ? "1111" : "0000";
    for (let i = 1; i < MAX_WRONG_DELIVERY_CODES; i++) {
      const res = await deliver(order.id, wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: TEAM_MESSAGES.wrongCode });
    }
    const fifth = await deliver(order.id, wrong);
    expect(fifth.statusCode).toBe(409);
    expect(fifth.json()).toMatchObject({ error: TEAM_MESSAGES.codeLocked });
    expect((await deliver(order.id, code)).json()).toMatchObject({ error: TEAM_MESSAGES.codeLocked });
    expect(await fulfilmentRow(order.id)).toMatchObject({ wrongCodes: 5, step: "out_for_delivery" });
    expect((await customerView(order.id)).status).toBe("Pending");
    expect((await customerView(order.id)).fulfilment!.locked).toBe(true);

    await assign(order.id, rider.user._id);
    expect(await fulfilmentRow(order.id)).toMatchObject({ wrongCodes: 0, lockedAt: null, step: "packed", deliveryCode: null });
  });

  it("twenty wrong codes at once: exactly five are counted, four answered wrong and the rest locked", async () => {
    const { order, code } = await outForDelivery();
    const wrong = code === "0000" ? "1111" : "0000";
    const answers = await Promise.all(Array.from({ length: 20 }, () => deliver(order.id, wrong)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 400)).toHaveLength(4);
    expect(statuses.filter((s) => s === 409)).toHaveLength(16);
    expect(await fulfilmentRow(order.id)).toMatchObject({ wrongCodes: 5 });
  });

  it("a photo at the door with a reason delivers; a photo without a known reason is refused and stores nothing", async () => {
    const { order } = await outForDelivery();
    const photo = await samplePhoto(400, 300);
    const filesBefore = existsSync(ctx.uploadDir) ? readdirSync(ctx.uploadDir) : [];
    const refused = multipartBody({ reason: "bored" }, [{ field: "photo", filename: "door.jpg", type: "image/jpeg", bytes: photo }]);
    const bad = await ctx.app.inject({
      method: "POST",
      url: `/api/rider/deliveries/${order.id}/delivered`,
      headers: { ...refused.headers, ...bearer(rider) },
      payload: refused.payload,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: TEAM_MESSAGES.photoReason });
    expect(existsSync(ctx.uploadDir) ? readdirSync(ctx.uploadDir) : []).toEqual(filesBefore);

    const form = multipartBody({ reason: "no_code" }, [{ field: "photo", filename: "door.jpg", type: "image/jpeg", bytes: photo }]);
    const res = await ctx.app.inject({
      method: "POST",
      url: `/api/rider/deliveries/${order.id}/delivered`,
      headers: { ...form.headers, ...bearer(rider) },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const last = res.json<{ data: Fulfilment }>().data.history.at(-1)!;
    expect(last).toMatchObject({ step: "delivered", reason: "no_code" });
    expect(last.photo).toMatch(/\.webp$/);
    expect((await customerView(order.id)).status).toBe("Delivered");
  });

  it("could not deliver: the step is failed with the reason, the spec status stays Pending", async () => {
    const { order } = await outForDelivery();
    const bad = await call(ctx, rider, "POST", `/api/rider/deliveries/${order.id}/failed`, { reason: "lazy" });
    expect(bad.statusCode).toBe(400);
    const res = await call(ctx, rider, "POST", `/api/rider/deliveries/${order.id}/failed`, { reason: "not_at_home" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: Fulfilment }>().data).toMatchObject({ step: "failed", failedReason: "not_at_home" });
    expect((await customerView(order.id)).status).toBe("Pending");
  });

  it("another rider's delivery answers 404 to every rider call, and changes nothing", async () => {
    const { order, code } = await outForDelivery();
    const other = await signInStaff(ctx, "rider");
    const before = await fulfilmentRow(order.id);
    for (const res of [
      await pickUp(order.id, other),
      await deliver(order.id, code, other),
      await call(ctx, other, "POST", `/api/rider/deliveries/${order.id}/failed`, { reason: "refused" }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: TEAM_MESSAGES.deliveryNotFound });
    }
    expect((await call(ctx, other, "GET", "/api/rider/deliveries")).json<{ data: unknown[] }>().data).toEqual([]);
    expect(await fulfilmentRow(order.id)).toEqual(before);
    // A rider reads no customer's order either.
    expect((await call(ctx, other, "GET", `/api/orders/${order.id}`)).statusCode).toBe(404);
  });
});

describe("the customer's live order stream", () => {
  it("GET /api/orders/{id}/events refuses a visitor (401) and another customer (404) before streaming", async () => {
    const order = await anOrder();
    expect((await ctx.app.inject({ method: "GET", url: `/api/orders/${order.id}/events` })).statusCode).toBe(401);
    const stranger = await signUpCustomer(ctx.app);
    const res = await ctx.app.inject({ method: "GET", url: `/api/orders/${order.id}/events`, headers: bearer(stranger) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: SERVER_MESSAGES.order.notFound });
    const own = await ctx.app.inject({
      method: "GET",
      url: `/api/orders/${order.id}/events`,
      headers: bearer(customer),
      payloadAsStream: true,
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers["content-type"]).toContain("text/event-stream");
    own.stream().destroy();
  });
});

describe("staff's live list of orders", () => {
  it("shows each order's step and rider, and flags one still out after its slot ended as running late", async () => {
    const { order } = await outForDelivery();
    const waiting = await anOrder();
    const listed = async () =>
      new Map(
        (await call(ctx, packer, "GET", "/api/admin/orders")).json<{ data: Order[] }>().data.map((o) => [o._id, o.delivery] as const),
      );
    // The slot (8-10 AM) ends at 10:00 in India: the morning clock stands exactly there.
    let list = await listed();
    expect(list.get(order.id)).toEqual({ step: "out_for_delivery", rider: "Sagar Jadhav", locked: false, late: false });
    expect(list.get(waiting.id)).toEqual({ step: "placed", rider: null, locked: false, late: false });

    ctx.setNow(at(5 * MINUTE));
    list = await listed();
    expect(list.get(order.id)?.late).toBe(true);
    expect(list.get(waiting.id)?.late).toBe(false);

    expect((await deliver(order.id, (await customerView(order.id)).deliveryCode!)).statusCode).toBe(200);
    expect((await listed()).get(order.id)).toMatchObject({ step: "delivered", late: false });
  });
});

describe("the audit log", () => {
  it("the owner reads entries with who, role, what and from where, filtered and as CSV", async () => {
    const order = await anOrder();
    ctx.setNow(at(5 * MINUTE));
    await assign(order.id, rider.user._id);
    await call(ctx, owner, "PUT", `/api/orders/${order.id}/${customer.user._id}`, { status: "Delivered" });
    const res = await call(ctx, owner, "GET", `/api/admin/audit?entity=order&entityId=${order.id}&from=2026-11-23&to=2026-11-23`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["x-total-count"]).toBe("2");
    const entries = res.json<{ data: AuditEntry[] }>().data;
    expect(entries[0]).toMatchObject({
      actor: { _id: owner.user._id, username: "Meera Owner", role: "owner" },
      action: "order.status",
      entity: "order",
      entityId: order.id,
      before: { status: "Pending" },
      after: { status: "Delivered" },
      ip: "127.0.0.1",
    });
    expect(entries[1]).toMatchObject({ action: "fulfilment.rider", actor: { role: "packer" } });
    const byPacker = (await call(ctx, owner, "GET", `/api/admin/audit?actor=${packer.user._id}`)).json<{ data: AuditEntry[] }>().data;
    expect(byPacker.map((e) => e.action)).toEqual(["fulfilment.rider"]);
    expect((await call(ctx, owner, "GET", "/api/admin/audit?from=2026-11-24")).json<{ data: unknown[] }>().data).toEqual([]);
    const csv = await call(ctx, owner, "GET", "/api/admin/audit.csv?entity=order");
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.body.split("\r\n")[0]).toBe("at,actor,role,action,entity,entityId,before,after,ip");
    expect(csv.body).toContain("order.status");
  });

  it("stock and pincode changes appear with before and after; a refused pincode (duplicate) leaves none", async () => {
    const product = await buildProduct(ctx);
    const manager = await signInStaff(ctx, "manager");
    expect((await call(ctx, manager, "PUT", `/api/admin/stock/${product.id}`, { date: "2026-11-23", grams: 5000 })).statusCode).toBe(200);
    const added = await call(ctx, owner, "POST", "/api/pincodes", {
      pincode: "400002",
      name: "Kalbadevi",
      deliveryCharges: 20,
      status: true,
    });
    const pin = added.json<{ _id: string }>()._id;
    await call(ctx, owner, "PUT", `/api/pincodes/${pin}`, { pincode: "400002", name: "Kalbadevi", deliveryCharges: 30, status: true });
    expect(
      (await call(ctx, owner, "POST", "/api/pincodes", { pincode: "400002", name: "Again", deliveryCharges: 0, status: true })).statusCode,
    ).toBe(409);
    const entries = await ctx.db.select().from(auditEntries).orderBy(auditEntries.seq);
    expect(entries.map((e) => [e.action, e.actorRole])).toEqual([
      ["stock.set", "manager"],
      ["pincode.add", "owner"],
      ["pincode.change", "owner"],
    ]);
    expect(entries[2]).toMatchObject({ before: { deliveryCharges: 20 }, after: { deliveryCharges: 30 } });
  });

  it("an entry can be neither changed nor deleted, even by SQL", async () => {
    const order = await anOrder();
    await assign(order.id, rider.user._id);
    await expect(ctx.db.update(auditEntries).set({ action: "nothing" })).rejects.toThrow();
    await expect(ctx.db.delete(auditEntries)).rejects.toThrow();
    expect(await ctx.db.select().from(auditEntries)).toHaveLength(1);
  });

  it("a change that fails after its entry was written rolls the entry back with it", async () => {
    const order = await anOrder();
    // Every statement of the change runs, its entry included; the commit is refused at the end.
    await ctx.db.execute(
      sql`create function refuse_at_commit() returns trigger language plpgsql as $$ begin raise exception 'refused at commit'; end $$`,
    );
    await ctx.db.execute(
      sql`create constraint trigger refuse_at_commit after update on orders deferrable initially deferred for each row execute function refuse_at_commit()`,
    );
    try {
      const res = await call(ctx, owner, "PUT", `/api/orders/${order.id}/${customer.user._id}`, { status: "Delivered" });
      expect(res.statusCode).toBe(500);
    } finally {
      await ctx.db.execute(sql`drop trigger refuse_at_commit on orders`);
      await ctx.db.execute(sql`drop function refuse_at_commit()`);
    }
    expect(await auditOf(order.id)).toEqual([]);
    expect((await ctx.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id)))[0]!.status).toBe("Pending");
  });
});
