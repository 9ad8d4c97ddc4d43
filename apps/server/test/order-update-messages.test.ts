import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Issue, Order, Session } from "@taaza/domain";
import { auditEntries, outboxMessages, refunds, users } from "../src/platform/database/schema.ts";
import { addAddress, buildPincode, call, MORNING_IST, placeOrder, setCart } from "./support/buying.ts";
import { bearer, buildProduct, signInAdmin, signInStaff, signUpCustomer } from "./support/factories.ts";
import { multipartBody, samplePhoto } from "./support/sample-images.ts";
import { createTestContext, type TestContext } from "./support/test-app.ts";

// Issue 31: every order update the customer hears of is recorded by the event that causes it, on
// email and on the phone channels they opted in to, in their language.

const quiet = { warn: () => undefined, error: () => undefined };
let ctx: TestContext;
let admin: Session;
let rider: Session;

beforeAll(async () => {
  ctx = await createTestContext({ PUBLIC_URL: "https://shop.example.in" });
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  ctx.setNow(MORNING_IST);
  admin = await signInAdmin(ctx);
  rider = await signInStaff(ctx, "rider", { username: "Sagar Jadhav", phone: "9876543210" });
});
// Refunds settle on the offline provider's timer: let them finish before the tables are emptied.
afterEach(async () => {
  await vi.waitFor(async () => expect(await ctx.db.select().from(refunds).where(eq(refunds.status, "pending"))).toEqual([]), {
    timeout: 10_000,
  });
});

async function optedInOrder(language: "en" | "mr" | "hi" = "en") {
  await buildPincode(ctx);
  const session = await signUpCustomer(ctx.app);
  if (language !== "en") expect((await call(ctx, session, "PUT", `/api/users/${session.user._id}`, { language })).statusCode).toBe(200);
  const product = await buildProduct(ctx, { name: "Silver Pomfret", weightGrams: 500, defaultPricePaise: 80_000, salePricePaise: 69_900 });
  await setCart(ctx, session, product.id, 1);
  await addAddress(ctx, session);
  const opt = await call(ctx, session, "PUT", `/api/users/${session.user._id}/notifications`, { whatsapp: true, sms: false, push: false });
  expect(opt.statusCode, opt.body).toBe(200);
  const order = await placeOrder(ctx, session);
  return { session, order };
}

const rowsOf = (kind: string) =>
  ctx.db.select().from(outboxMessages).where(eq(outboxMessages.kind, kind)).orderBy(outboxMessages.channel, outboxMessages.createdAt);

/** Renders every due message without sending (no provider configured): kept as it would go. */
const render = () => ctx.modules.messages.dispatchOutbox(null, quiet);

const pack = (order: Order, grams: number) =>
  call(ctx, admin, "PUT", `/api/admin/orders/${order._id}/packed`, { lines: [{ lineId: order.products[0]!._id, grams }] });
const assign = (orderId: string) => call(ctx, admin, "PUT", `/api/admin/orders/${orderId}/rider`, { riderId: rider.user._id });
const pickUp = (orderId: string) => call(ctx, rider, "POST", `/api/rider/deliveries/${orderId}/picked-up`);

describe("order updates are recorded when they happen", () => {
  it("packing every line records 'packed' once, with the packed weights on WhatsApp and by email", async () => {
    const { order } = await optedInOrder();
    expect((await pack(order, 512)).statusCode).toBe(200);
    // Weighing again changes the weight but tells nobody twice.
    expect((await pack(order, 498)).statusCode).toBe(200);
    await render();
    const rows = await rowsOf("order-packed");
    expect(rows.map((r) => [r.channel, r.recipient, r.status])).toEqual([
      ["email", expect.stringContaining("@"), "kept"],
      ["whatsapp", "9820012345", "kept"],
    ]);
    expect(rows[1]!.template).toBe("taaza_order_packed");
    expect(rows[1]!.variables).toMatchObject({ orderId: order.billId, packedWeights: "Silver Pomfret 498 g" });
    expect(rows[0]!.subject).toBe(`Order ${order.billId} packed`);
    expect(rows[0]!.textBody).toContain("Silver Pomfret: 498 g");
  });

  it("a rider's pick-up tells the customer the rider's first name and the delivery code, in Marathi for a Marathi customer", async () => {
    const { session, order } = await optedInOrder("mr");
    expect((await assign(order._id)).statusCode).toBe(200);
    expect((await pickUp(order._id)).statusCode).toBe(200);
    const code = (await call(ctx, session, "GET", `/api/orders/${order._id}`)).json<{ data: Order }>().data.deliveryCode!;
    expect(code).toMatch(/^\d{4}$/);
    await render();
    const rows = await rowsOf("out-for-delivery");
    expect(rows.map((r) => [r.channel, r.language])).toEqual([
      ["email", "mr"],
      ["whatsapp", "mr"],
    ]);
    expect(rows[1]!.variables).toMatchObject({ orderId: order.billId, riderName: "Sagar", deliveryCode: code });
    expect(rows[1]!.textBody).toMatch(/डिलिव्हरी कोड \d{4}/);
    // The email is Marathi too (issue 33), with the rider's name and the code.
    expect(rows[0]!.textBody).toContain(`Sagar ती घेऊन येत आहेत. दारात डिलिव्हरी कोड ${code} सांगा.`);
    // The code is the customer's: the audit entry of the pick-up does not carry it.
    const audits = await ctx.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entityId, order._id), eq(auditEntries.action, "fulfilment.picked-up")));
    expect(JSON.stringify(audits)).not.toContain(code);
  });

  it("a refused pick-up (already out) records nothing more", async () => {
    const { order } = await optedInOrder();
    await assign(order._id);
    expect((await pickUp(order._id)).statusCode).toBe(200);
    expect((await pickUp(order._id)).statusCode).toBe(409);
    expect(await rowsOf("out-for-delivery")).toHaveLength(2);
  });

  it("delivered with the code, then a ticket opened, acknowledged and resolved: WhatsApp hears of delivered, opened and resolved", async () => {
    const { session, order } = await optedInOrder();
    await assign(order._id);
    await pickUp(order._id);
    const code = (await call(ctx, session, "GET", `/api/orders/${order._id}`)).json<{ data: Order }>().data.deliveryCode!;
    expect((await call(ctx, rider, "POST", `/api/rider/deliveries/${order._id}/delivered`, { code })).statusCode).toBe(200);

    const body = multipartBody(
      [
        ["lineIds", order.products[0]!._id],
        ["reason", "short-weight"],
        ["note", "Lighter than ordered"],
      ],
      [{ field: "photos", filename: "fish.jpg", type: "image/jpeg", bytes: await samplePhoto(400, 300) }],
    );
    const opened = await ctx.app.inject({
      method: "POST",
      url: `/api/orders/${order._id}/issues`,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(session) },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const issue = opened.json<{ data: Issue }>().data;
    expect((await call(ctx, admin, "POST", `/api/admin/issues/${issue._id}/acknowledge`)).statusCode).toBe(200);
    const resolved = await call(ctx, admin, "POST", `/api/admin/issues/${issue._id}/resolve`, {
      resolution: "replacement",
      note: "A fresh one with your next order",
      lineIds: [order.products[0]!._id],
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    await render();

    const delivered = await rowsOf("order-delivered");
    expect(delivered.map((r) => r.channel)).toEqual(["email", "whatsapp"]);
    expect(delivered[1]!.template).toBe("taaza_order_delivered");
    const tickets = await rowsOf("issue-changed");
    const onWhatsApp = tickets.filter((r) => r.channel === "whatsapp");
    expect(tickets.filter((r) => r.channel === "email")).toHaveLength(3);
    expect(onWhatsApp.map((r) => [r.template, r.variables?.ticketId, r.status]).sort()).toEqual([
      ["taaza_ticket_opened", issue.ticket, "kept"],
      ["taaza_ticket_resolved", issue.ticket, "kept"],
    ]);
  });

  it("a refund processed is told on WhatsApp with its amount", async () => {
    const { order } = await optedInOrder();
    const cancel = await call(ctx, admin, "PUT", `/api/orders/${order._id}/${order.userId._id}`, { status: "Canceled" });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await vi.waitFor(async () => expect((await rowsOf("refund-processed")).length).toBe(2), { timeout: 10_000 });
    await render();
    const [, whatsapp] = await rowsOf("refund-processed");
    expect(whatsapp).toMatchObject({ channel: "whatsapp", template: "taaza_refund_processed" });
    expect(whatsapp!.variables!.refund).toMatch(/^₹/);
  });
});

describe("the language a customer shops in is the account's", () => {
  it("a sign-up from a Marathi browser keeps Marathi on the account, and the order's messages are written in it", async () => {
    await buildPincode(ctx);
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/users/signup",
      headers: { cookie: "taaza-locale=mr", "accept-language": "en-IN" },
      payload: { userId: "dummy", username: "Sunita More", email: "sunita@example.in", password: "Taaza-fish-2026!", userType: "User" },
    });
    expect(res.statusCode, res.body).toBe(201);
    const session = res.json<Session>();
    const [row] = await ctx.db.select({ language: users.language }).from(users).where(eq(users.id, session.user._id));
    expect(row!.language).toBe("mr");
    // Without the cookie the browser's own language counts; English when it is none of the shop's.
    const hindi = await ctx.app.inject({
      method: "POST",
      url: "/api/users/signup",
      headers: { "accept-language": "hi-IN,en;q=0.8" },
      payload: { userId: "dummy", username: "Ravi", email: "ravi@example.in", password: "Taaza-fish-2026!", userType: "User" },
    });
    const [hindiRow] = await ctx.db.select({ language: users.language }).from(users).where(eq(users.id, hindi.json<Session>().user._id));
    expect(hindiRow!.language).toBe("hi");

    const product = await buildProduct(ctx);
    await setCart(ctx, session, product.id, 1);
    await addAddress(ctx, session);
    await call(ctx, session, "PUT", `/api/users/${session.user._id}/notifications`, { whatsapp: true, sms: false, push: false });
    await placeOrder(ctx, session);
    await render();
    const [, whatsapp] = await rowsOf("order-confirmed");
    expect(whatsapp).toMatchObject({ channel: "whatsapp", language: "mr" });
    expect(whatsapp!.textBody).toMatch(/^ताज़ा: नमस्कार/);
  });
});
