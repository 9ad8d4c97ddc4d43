import { existsSync, readdirSync, rmSync } from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CARE_MESSAGES, formatTicket, REFUND_MESSAGES, SERVER_MESSAGES, type Issue, type Order, type Session } from "@taaza/domain";
import { fulfilmentSteps, issues, issueTicketCounter, orderFulfilment, outboxMessages, refunds } from "../src/platform/database/schema.ts";
import { at, call, MINUTE, silent } from "./support/buying.ts";
import { bearer, buildOrder, buildProduct, signInAdmin, signInStaff, signUpCustomer } from "./support/factories.ts";
import { multipartBody, samplePhoto } from "./support/sample-images.ts";
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
  rmSync(ctx.uploadDir, { recursive: true, force: true });
  ctx.setNow(at(0));
  admin = await signInAdmin(ctx);
  customer = await signUpCustomer(ctx.app, { username: "Meera Joshi" });
});

const HOUR = 60 * MINUTE;
let billCount = 0;
/** A bill id no other order of the run has ("#10AAB"): the factory's random ones can meet in 20 orders. */
const nextBillId = () => {
  const n = billCount++;
  return `#${10 + (n % 90)}${String.fromCharCode(65 + (((n / 90) % 26) | 0))}${String.fromCharCode(65 + (n % 26))}Q`;
};

/** A paid order of two lines (₹300 x 2 and ₹450 x 1) for `owner`, marked Delivered by staff at `deliveredAt`. */
async function deliveredOrder(owner: Session = customer, deliveredAt = at(0)) {
  const pomfret = await buildProduct(ctx, { name: "Pomfret", salePricePaise: 30_000, defaultPricePaise: 35_000 });
  const prawns = await buildProduct(ctx, { name: "Prawns", salePricePaise: 45_000, defaultPricePaise: 50_000 });
  const order = await buildOrder(ctx, {
    userId: owner.user._id,
    billId: nextBillId(),
    items: [
      { productId: pomfret.id, quantity: 2 },
      { productId: prawns.id, quantity: 1 },
    ],
  });
  ctx.setNow(deliveredAt);
  const res = await call(ctx, admin, "PUT", `/api/orders/${order.id}/${owner.user._id}`, { status: "Delivered" });
  expect(res.statusCode).toBe(200);
  return order;
}

type Upload = { field: string; filename: string; type: string; bytes: Buffer };
const photo = async (): Promise<Upload> => ({
  field: "photos",
  filename: "fish.jpg",
  type: "image/jpeg",
  bytes: await samplePhoto(400, 300),
});

function report(
  orderId: string,
  fields: { lineIds: string[]; reason?: string; note?: string },
  files: Upload[] = [],
  session: Session | null = customer,
) {
  const body = multipartBody(
    [
      ...fields.lineIds.map((id) => ["lineIds", id] as [string, string]),
      ["reason", fields.reason ?? "short-weight"],
      ["note", fields.note ?? ""],
    ],
    files,
  );
  return ctx.app.inject({
    method: "POST",
    url: `/api/orders/${orderId}/issues`,
    payload: body.payload,
    headers: { ...body.headers, ...(session ? bearer(session) : {}) },
  });
}

const issueRows = () => ctx.db.select().from(issues).orderBy(issues.ticketNumber);
const storedFiles = () => (existsSync(ctx.uploadDir) ? readdirSync(ctx.uploadDir) : []);
const orderAs = async (session: Session, id: string) => (await call(ctx, session, "GET", `/api/orders/${id}`)).json<{ data: Order }>().data;

describe("POST /api/orders/{id}/issues: the reporting window", () => {
  it("before delivery: 409 with a clear message and nothing kept", async () => {
    const p = await buildProduct(ctx);
    const order = await buildOrder(ctx, { userId: customer.user._id, items: [{ productId: p.id, quantity: 1 }] });
    const res = await report(order.id, { lineIds: [order.lineIds[0]!] }, [await photo()]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: CARE_MESSAGES.issue.notDelivered, code: "care.issue.notDelivered" });
    expect(await issueRows()).toEqual([]);
    expect(storedFiles()).toEqual([]);
  });

  it("inside the 2 hours after delivery: 201 with the ticket, a photo stored, the order lists the issue", async () => {
    const order = await deliveredOrder();
    ctx.setNow(at(HOUR + 59 * MINUTE));
    const res = await report(order.id, { lineIds: [order.lineIds[0]!], note: "Only 420 g of 500 g" }, [await photo()]);
    expect(res.statusCode).toBe(201);
    const issue = res.json<{ data: Issue }>().data;
    expect(issue).toMatchObject({
      ticket: "TZ-T-000001",
      status: "open",
      reason: "short-weight",
      note: "Only 420 g of 500 g",
      lineIds: [order.lineIds[0]],
      orderId: order.id,
      acknowledgedAt: null,
      resolvedAt: null,
    });
    expect(issue.photos).toHaveLength(1);
    expect(storedFiles().some((name) => name.startsWith(issue.photos[0]!.replace(/\.webp$/, "")))).toBe(true);
    const [row] = await issueRows();
    expect(row).toMatchObject({ ticketNumber: 1, userId: customer.user._id, status: "open", photos: issue.photos });
    const seen = await orderAs(customer, order.id);
    expect(seen.issues.map((i) => i.ticket)).toEqual(["TZ-T-000001"]);
    expect(seen.deliveredAt).toBe(at(0).toISOString());
  });

  it("after the window: 409 and no ticket number is used up", async () => {
    const order = await deliveredOrder();
    ctx.setNow(at(2 * HOUR + 1));
    const late = await report(order.id, { lineIds: [order.lineIds[0]!] });
    expect(late.statusCode).toBe(409);
    expect(late.json<{ error: string }>().error).toBe(CARE_MESSAGES.issue.outsideWindow);
    expect(await issueRows()).toEqual([]);
    // The next report that is accepted gets number 1: a refusal takes no number.
    const other = await deliveredOrder(customer, at(2 * HOUR));
    ctx.setNow(at(2 * HOUR + MINUTE));
    expect((await report(other.id, { lineIds: [other.lineIds[0]!] })).json<{ data: Issue }>().data.ticket).toBe(formatTicket(1));
  });

  it("the window is a setting: ISSUE_REPORT_WINDOW_MINUTES=30 refuses a report 31 minutes after delivery", async () => {
    const short = await createTestContext({ ISSUE_REPORT_WINDOW_MINUTES: "30" });
    try {
      const session = await signUpCustomer(short.app);
      const staff = await signInAdmin(short);
      const p = await buildProduct(short);
      const order = await buildOrder(short, { userId: session.user._id, items: [{ productId: p.id, quantity: 1 }] });
      short.setNow(at(0));
      await call(short, staff, "PUT", `/api/orders/${order.id}/${session.user._id}`, { status: "Delivered" });
      short.setNow(at(31 * MINUTE));
      const body = multipartBody(
        [
          ["lineIds", order.lineIds[0]!],
          ["reason", "not-fresh"],
        ],
        [],
      );
      const res = await short.app.inject({
        method: "POST",
        url: `/api/orders/${order.id}/issues`,
        payload: body.payload,
        headers: { ...body.headers, ...bearer(session) },
      });
      expect(res.statusCode).toBe(409);
    } finally {
      await short.close();
    }
  });
});

describe("POST /api/orders/{id}/issues: who and what", () => {
  it("without a token: 401; another customer: 404 like a missing order; staff: 403; nothing kept", async () => {
    const order = await deliveredOrder();
    const other = await signUpCustomer(ctx.app);
    expect((await report(order.id, { lineIds: [order.lineIds[0]!] }, [], null)).statusCode).toBe(401);
    const stranger = await report(order.id, { lineIds: [order.lineIds[0]!] }, [], other);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json<{ error: string }>().error).toBe(SERVER_MESSAGES.order.notFound);
    const staff = await report(order.id, { lineIds: [order.lineIds[0]!] }, [], admin);
    expect(staff.statusCode).toBe(403);
    expect(staff.json<{ error: string }>().error).toBe(CARE_MESSAGES.issue.ownerOnly);
    expect(await issueRows()).toEqual([]);
  });

  it("bad input: no lines, a line of another order, an unknown reason, four photos: 400 each", async () => {
    const order = await deliveredOrder();
    const other = await deliveredOrder();
    const cases: [Awaited<ReturnType<typeof report>>, string][] = [
      [await report(order.id, { lineIds: [] }), CARE_MESSAGES.issue.linesRequired],
      [await report(order.id, { lineIds: [other.lineIds[0]!] }), CARE_MESSAGES.issue.lineNotInOrder],
      [await report(order.id, { lineIds: [order.lineIds[0]!], reason: "smelly" }), CARE_MESSAGES.issue.reasonRule],
      [
        await report(order.id, { lineIds: [order.lineIds[0]!] }, [await photo(), await photo(), await photo(), await photo()]),
        CARE_MESSAGES.issue.tooManyPhotos,
      ],
    ];
    for (const [res, message] of cases) {
      expect(res.statusCode).toBe(400);
      expect(res.json<{ error: string }>().error).toBe(message);
    }
    expect(await issueRows()).toEqual([]);
    expect(storedFiles()).toEqual([]);
  });

  it("a second open issue for the same line: 409; another line of the same order is a new ticket", async () => {
    const order = await deliveredOrder();
    expect((await report(order.id, { lineIds: [order.lineIds[0]!] })).statusCode).toBe(201);
    const again = await report(order.id, { lineIds: [order.lineIds[0]!, order.lineIds[1]!], reason: "not-fresh" });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ error: string }>().error).toBe(CARE_MESSAGES.issue.alreadyOpen);
    const second = await report(order.id, { lineIds: [order.lineIds[1]!], reason: "wrong-cut" });
    expect(second.statusCode).toBe(201);
    expect(second.json<{ data: Issue }>().data.ticket).toBe("TZ-T-000002");
  });
});

describe("ticket numbers under concurrency", () => {
  it("20 reports at once on 20 orders get tickets 1-20: no gap, no duplicate", async () => {
    const orders = [];
    for (let i = 0; i < 20; i++) orders.push(await deliveredOrder());
    ctx.setNow(at(10 * MINUTE));
    const answers = await Promise.all(orders.map((order) => report(order.id, { lineIds: [order.lineIds[0]!] })));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(201));
    const tickets = answers.map((res) => res.json<{ data: Issue }>().data.ticket).sort();
    expect(tickets).toEqual(Array.from({ length: 20 }, (_, i) => formatTicket(i + 1)));
    expect((await issueRows()).map((r) => r.ticketNumber)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(await ctx.db.select().from(issueTicketCounter)).toEqual([{ id: 1, lastNumber: 20 }]);
  });

  it("20 reports at once for the same line: exactly one ticket, the rest 409, the counter moved by one", async () => {
    const order = await deliveredOrder();
    const answers = await Promise.all(Array.from({ length: 20 }, () => report(order.id, { lineIds: [order.lineIds[0]!] })));
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((res) => res.statusCode === 409)).toHaveLength(19);
    expect(await issueRows()).toHaveLength(1);
    expect(await ctx.db.select().from(issueTicketCounter)).toEqual([{ id: 1, lastNumber: 1 }]);
  });
});

describe("staff work the queue at /api/admin/issues", () => {
  it("oldest first, with the order's lines and packed weights, and the 48-hour and 30-day clock", async () => {
    const first = await deliveredOrder();
    await report(first.id, { lineIds: [first.lineIds[0]!] });
    const second = await deliveredOrder(customer, at(HOUR));
    ctx.setNow(at(HOUR + MINUTE));
    await report(second.id, { lineIds: [second.lineIds[1]!], reason: "damaged" });
    ctx.setNow(at(49 * HOUR));
    const res = await call(ctx, admin, "GET", "/api/admin/issues");
    expect(res.statusCode).toBe(200);
    const queue = res.json<{
      data: { issue: Issue; order: Order; clock: { acknowledgeBy: string; acknowledgeOverdue: boolean; resolveOverdue: boolean } }[];
      overdue: { acknowledge: number; resolve: number };
    }>();
    expect(queue.data.map((entry) => entry.issue.ticket)).toEqual(["TZ-T-000001", "TZ-T-000002"]);
    expect(queue.data[0]!.order.products.map((line) => line._id)).toEqual(first.lineIds);
    expect(queue.data[0]!.order.products[0]).toHaveProperty("packedGrams", null);
    expect(queue.data[0]!.clock).toMatchObject({
      acknowledgeBy: at(48 * HOUR).toISOString(),
      acknowledgeOverdue: true,
      resolveOverdue: false,
    });
    expect(queue.data[1]!.clock.acknowledgeOverdue).toBe(false);
    expect(queue.overdue).toEqual({ acknowledge: 1, resolve: 0 });
    // The dashboard flags the same tickets.
    expect((await call(ctx, admin, "GET", "/api/admin/stats")).json<{ overdueTickets: unknown }>().overdueTickets).toEqual({
      acknowledge: 1,
      resolve: 0,
    });
    ctx.setNow(at(31 * 24 * HOUR));
    // (A sign-in lasts less than a month: staff sign in again.)
    admin = await signInAdmin(ctx);
    expect((await call(ctx, admin, "GET", "/api/admin/issues")).json<{ overdue: unknown }>().overdue).toEqual({
      acknowledge: 2,
      resolve: 2,
    });
  });

  it("beside each ticket the order's delivery proof: its rider and the photo at the door, never the delivery code", async () => {
    const rider = await signInStaff(ctx, "rider", { username: "Sagar Jadhav" });
    const order = await deliveredOrder();
    await ctx.db
      .insert(orderFulfilment)
      .values({ orderId: order.id, step: "delivered", riderId: rider.user._id, deliveryCode: "4321", updatedAt: at(0) });
    await ctx.db
      .insert(fulfilmentSteps)
      .values({ orderId: order.id, step: "delivered", riderId: rider.user._id, by: rider.user._id, at: at(0), photo: "door.webp" });
    await report(order.id, { lineIds: [order.lineIds[0]!] });
    const [entry] = (await call(ctx, admin, "GET", "/api/admin/issues")).json<{ data: { order: Order }[] }>().data;
    expect(entry!.order.fulfilment).toMatchObject({ step: "delivered", rider: { firstName: "Sagar" } });
    expect(entry!.order.fulfilment!.history.map((step) => step.photo)).toEqual(["door.webp"]);
    expect(entry!.order).not.toHaveProperty("deliveryCode");
  });

  it("acknowledge then refund one line: the refund goes through the refund path, the ticket is resolved with who and when", async () => {
    const order = await deliveredOrder();
    const issue = (await report(order.id, { lineIds: [order.lineIds[0]!, order.lineIds[1]!] })).json<{ data: Issue }>().data;
    ctx.setNow(at(3 * HOUR));
    const ack = await call(ctx, admin, "POST", `/api/admin/issues/${issue._id}/acknowledge`);
    expect(ack.statusCode).toBe(200);
    expect(ack.json<{ data: Issue }>().data).toMatchObject({ status: "acknowledged", acknowledgedAt: at(3 * HOUR).toISOString() });
    ctx.setNow(at(4 * HOUR));
    const res = await call(ctx, admin, "POST", `/api/admin/issues/${issue._id}/resolve`, {
      resolution: "refund",
      note: "Sorry for the short weight",
      lineIds: [order.lineIds[0]],
    });
    expect(res.statusCode).toBe(200);
    const resolved = res.json<{ data: Issue }>().data;
    expect(resolved).toMatchObject({ status: "resolved", resolution: "refund", resolvedAt: at(4 * HOUR).toISOString() });
    expect(resolved.refundId).toEqual(expect.any(String));
    const [refund] = await ctx.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    // Line one: ₹300 x 2.
    expect(refund).toMatchObject({
      id: resolved.refundId,
      amountPaise: 60_000,
      createdBy: admin.user._id,
      reason: "Ticket TZ-T-000001: 1 item",
    });
    const seen = await orderAs(customer, order.id);
    expect(seen.issues[0]).toMatchObject({ status: "resolved", resolution: "refund", refundId: resolved.refundId });
    expect(seen.refunds.map((r) => r.amountPaise)).toEqual([60_000]);
    expect((await call(ctx, admin, "GET", "/api/admin/issues")).json<{ data: unknown[] }>().data).toEqual([]);
  });

  it("never more than was paid: after a refund of the whole order, refunding the lines is 409 and the ticket stays open", async () => {
    const order = await deliveredOrder();
    const issue = (await report(order.id, { lineIds: [order.lineIds[0]!] })).json<{ data: Issue }>().data;
    const whole = await call(ctx, admin, "POST", `/api/orders/${order.id}/refunds`, { amountPaise: 105_000, reason: "Goodwill" });
    expect(whole.statusCode).toBe(200);
    const res = await call(ctx, admin, "POST", `/api/admin/issues/${issue._id}/resolve`, { resolution: "refund", note: "" });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ error: string }>().error).toBe(REFUND_MESSAGES.refund.nothingLeft);
    expect((await issueRows())[0]).toMatchObject({ status: "open", refundId: null });
    expect(await ctx.db.select().from(refunds).where(eq(refunds.orderId, order.id))).toHaveLength(1);
  });

  it("a rejection needs a reason; a replacement needs none; a resolved ticket cannot be resolved again", async () => {
    const order = await deliveredOrder();
    const issue = (await report(order.id, { lineIds: [order.lineIds[0]!] })).json<{ data: Issue }>().data;
    const bare = await call(ctx, admin, "POST", `/api/admin/issues/${issue._id}/resolve`, { resolution: "rejected", note: " " });
    expect(bare.statusCode).toBe(400);
    expect(bare.json<{ error: string }>().error).toBe(CARE_MESSAGES.issue.rejectReason);
    const ok = await call(ctx, admin, "POST", `/api/admin/issues/${issue._id}/resolve`, { resolution: "replacement", note: "" });
    expect(ok.json<{ data: Issue }>().data).toMatchObject({ status: "resolved", resolution: "replacement", resolutionNote: null });
    const again = await call(ctx, admin, "POST", `/api/admin/issues/${issue._id}/resolve`, { resolution: "refund", note: "" });
    expect(again.statusCode).toBe(409);
    expect(await ctx.db.select().from(refunds)).toEqual([]);
  });

  it("customers cannot reach the staff routes", async () => {
    const order = await deliveredOrder();
    const issue = (await report(order.id, { lineIds: [order.lineIds[0]!] })).json<{ data: Issue }>().data;
    expect((await call(ctx, customer, "GET", "/api/admin/issues")).statusCode).toBe(403);
    expect((await call(ctx, customer, "POST", `/api/admin/issues/${issue._id}/acknowledge`)).statusCode).toBe(403);
    expect((await call(ctx, null, "POST", `/api/admin/issues/${issue._id}/resolve`, { resolution: "refund", note: "" })).statusCode).toBe(
      401,
    );
    expect((await issueRows())[0]!.status).toBe("open");
  });
});

describe("the customer hears of every state by email", () => {
  it("opened, acknowledged and resolved each leave a message naming the ticket", async () => {
    const order = await deliveredOrder();
    const issue = (await report(order.id, { lineIds: [order.lineIds[0]!] })).json<{ data: Issue }>().data;
    ctx.setNow(at(HOUR));
    await call(ctx, admin, "POST", `/api/admin/issues/${issue._id}/acknowledge`);
    ctx.setNow(at(2 * HOUR));
    await call(ctx, admin, "POST", `/api/admin/issues/${issue._id}/resolve`, {
      resolution: "rejected",
      note: "The photo shows a whole fish",
    });
    await ctx.modules.messages.dispatchOutbox(null, silent);
    const messages = await ctx.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.kind, "issue-changed"))
      .orderBy(outboxMessages.createdAt);
    expect(messages.map((m) => m.subject)).toEqual([
      expect.stringContaining("We have your complaint, ticket TZ-T-000001"),
      expect.stringContaining("We are looking into ticket TZ-T-000001"),
      expect.stringContaining("Ticket TZ-T-000001 is resolved"),
    ]);
    expect(messages[2]!.textBody).toContain("The photo shows a whole fish");
    expect(new Set(messages.map((m) => m.recipient))).toEqual(new Set([customer.user.email]));
  });
});
