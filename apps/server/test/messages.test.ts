import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  ACCOUNT_EMAIL_MESSAGES,
  deliveryInWords,
  type Order,
  type OutboxDetail,
  type OutboxPage,
  type PublicUser,
  type Session,
} from "@taaza/domain";
import { emailTokens, orders, outboxAttachments, outboxMessages, refunds, users } from "../src/platform/database/schema.ts";
import { eventLoopProbe, passLimits, retryDelayMs, LONGEST_WAIT_FOR_QUIET_MS, MAX_SEND_ATTEMPTS } from "../src/modules/messages/index.ts";
import type { MessageChannel } from "../src/platform/ports/message-channel.ts";
import { smtpEmailChannel } from "../src/modules/messages/email-channel.ts";
import { RESET_ANSWER_MS, requestPasswordReset } from "../src/modules/accounts/account-emails.ts";
import type { AccountNotices } from "../src/modules/accounts/index.ts";
import { addAddress, buildPincode, call, MORNING_IST, placeOrder, setCart } from "./support/buying.ts";
import { bearer, buildCustomer, buildProduct, GOOD_PASSWORD, signInAdmin, signUpCustomer, uniqueEmail } from "./support/factories.ts";
import { createTestContext, type TestContext } from "./support/test-app.ts";

let ctx: TestContext;
let admin: Session;
const workDir = mkdtempSync(path.join(tmpdir(), "taaza-messages-"));
const quiet = { warn: () => undefined, error: () => undefined };
const NEW_PASSWORD = "Surmai#Steak42";

beforeAll(async () => {
  // Test refunds stay pending until a test settles them.
  ctx = await createTestContext({ TEST_REFUND_SETTLE_MS: "3600000", PUBLIC_URL: "https://shop.example.in" });
});
afterAll(async () => {
  await ctx.close();
  rmSync(workDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await ctx.reset();
  ctx.setNow(MORNING_IST);
  admin = await signInAdmin(ctx);
});

const outboxRows = () => ctx.db.select().from(outboxMessages).orderBy(outboxMessages.createdAt);
const rowsOfKind = async (kind: string) => (await outboxRows()).filter((r) => r.kind === kind);
const keep = () => ctx.modules.messages.dispatchOutbox(null, quiet);

async function detail(id: string): Promise<OutboxDetail> {
  const res = await call(ctx, admin, "GET", `/api/admin/outbox/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

function pdfText(bytes: Buffer): string {
  const file = path.join(workDir, `m-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
}

async function shopper(overrides: { username?: string; email?: string; productName?: string } = {}): Promise<Session> {
  await buildPincode(ctx);
  const session = await signUpCustomer(ctx.app, overrides);
  const product = await buildProduct(ctx, {
    name: overrides.productName ?? "Silver Pomfret",
    defaultPricePaise: 80_000,
    salePricePaise: 69_900,
  });
  await setCart(ctx, session, product.id, 2);
  await addAddress(ctx, session);
  return session;
}

function linkToken(text: string | null): string {
  const match = /#token=([A-Za-z0-9_-]{43})/.exec(text ?? "");
  if (!match) throw new Error(`no link in ${text}`);
  return match[1]!;
}

/** A local SMTP server (nodemailer's own smtp-server): what it received, and a switch to refuse recipients. */
async function smtpTwin(options: { refuse?: boolean } = {}) {
  const received: { to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.refuse) return callback(Object.assign(new Error("550 mailbox unavailable"), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString("utf8") });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as { port: number }).port;
  const channel: MessageChannel = smtpEmailChannel(`smtp://127.0.0.1:${port}`, "Taaza <orders@taaza.in>");
  return {
    port,
    received,
    channel,
    async close() {
      channel.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe("the outbox records every event's message in the event's transaction", () => {
  it("a settled payment records one confirmation; rendered later with the bill PDF attached, and kept unsent without SMTP", async () => {
    const session = await shopper();
    const order = await placeOrder(ctx, session);
    const [row] = await rowsOfKind("order-confirmed");
    expect(row).toMatchObject({ recipient: session.user.email!, status: "pending", subject: null, attempts: 0 });
    expect(row!.payload).toMatchObject({ orderId: order._id });

    expect(await keep()).toEqual({ sent: 0, kept: 2, retrying: 0, failed: 0 });
    const list = await call(ctx, admin, "GET", "/api/admin/outbox");
    expect(list.json<OutboxPage>().data.filter((m) => m.kind === "order-confirmed")).toEqual([
      expect.objectContaining({
        recipient: session.user.email!,
        status: "kept",
        attempts: 0,
        subject: `Order ${order.billId} confirmed: delivery ${deliveryInWords(order.time.day, order.time.slot)}`,
      }),
    ]);
    const message = await detail(row!.id);
    expect(message.html).toContain(order.billNumber);
    expect(message.text).toContain(`Your bill ${order.billNumber} is attached as a PDF.`);
    expect(message.text).toContain(`https://shop.example.in/order/${order._id}`);
    expect(message.attachments).toEqual([
      expect.objectContaining({ filename: `bill-${order.billNumber!.replaceAll("/", "-")}.pdf`, contentType: "application/pdf" }),
    ]);

    const file = await ctx.app.inject({
      method: "GET",
      url: `/api/admin/outbox/${row!.id}/attachments/${message.attachments[0]!._id}`,
      headers: bearer(admin),
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(pdfText(file.rawPayload)).toContain(order.billNumber);
    // A second pass has nothing to do: a kept message is final.
    expect(await keep()).toEqual({ sent: 0, kept: 0, retrying: 0, failed: 0 });
  });

  it("a customer's cancellation records 'cancelled, refund started'; the processed refund records its own message", async () => {
    const session = await shopper();
    const order = await placeOrder(ctx, session);
    expect((await call(ctx, session, "POST", `/api/orders/${order._id}/cancel`)).statusCode).toBe(200);
    const [cancelled] = await rowsOfKind("order-cancelled");
    expect(cancelled).toMatchObject({ recipient: session.user.email!, payload: { orderId: order._id } });
    expect(typeof cancelled!.payload.refundId).toBe("string");

    const [refund] = await ctx.db.select().from(refunds).where(eq(refunds.orderId, order._id));
    expect(
      await ctx.processes.refundOrder.settle({
        provider: "test",
        eventId: null,
        refundId: refund!.id,
        providerRefundId: refund!.providerRefundId ?? "rfnd_1",
        status: "processed",
      }),
    ).toBe("ok");
    const [processed] = await rowsOfKind("refund-processed");
    expect(processed).toMatchObject({ recipient: session.user.email!, payload: { orderId: order._id, refundId: refund!.id } });

    await keep();
    const cancelMail = await detail(cancelled!.id);
    expect(cancelMail.subject).toBe(`Order ${order.billId} cancelled`);
    expect(cancelMail.text).toContain("We have started a refund of ₹1,447");
    const refundMail = await detail(processed!.id);
    expect(refundMail.subject).toBe(`Refund of ₹1,447 for order ${order.billId} processed`);
    expect(refundMail.attachments).toEqual([]);
  });

  it("staff setting Delivered records the delivery message; staff cancelling records the cancellation; nothing else does", async () => {
    const session = await shopper();
    const order = await placeOrder(ctx, session);
    const setStatus = (status: string) => call(ctx, admin, "PUT", `/api/orders/${order._id}/${session.user._id}`, { status });
    expect((await setStatus("Pending")).statusCode).toBe(200);
    expect(await rowsOfKind("order-delivered")).toHaveLength(0);
    expect((await setStatus("Delivered")).statusCode).toBe(200);
    const [delivered] = await rowsOfKind("order-delivered");
    expect(delivered).toMatchObject({ recipient: session.user.email!, payload: { orderId: order._id } });
    expect((await setStatus("Canceled")).statusCode).toBe(200);
    expect(await rowsOfKind("order-cancelled")).toHaveLength(1);
    await keep();
    expect((await detail(delivered!.id)).subject).toBe(`Order ${order.billId} delivered`);
  });

  it("escapes every field: a name or product name with markup arrives as text", async () => {
    const session = await shopper({ username: `<img src=x onerror="alert(1)">`, productName: `Pomfret <script>alert("x")</script>` });
    await placeOrder(ctx, session);
    await keep();
    for (const row of await outboxRows()) {
      const message = await detail(row.id);
      expect(message.html).not.toMatch(/<img src=x|<script>/);
    }
    const confirmation = await detail((await rowsOfKind("order-confirmed"))[0]!.id);
    expect(confirmation.html).toContain("Pomfret &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    const verification = await detail((await rowsOfKind("verify-email"))[0]!.id);
    expect(verification.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(verification.text).toContain(`Hello <img src=x onerror="alert(1)">,`);
  });

  it("the outbox is for staff only", async () => {
    const session = await signUpCustomer(ctx.app);
    const [row] = await outboxRows();
    expect((await call(ctx, null, "GET", "/api/admin/outbox")).statusCode).toBe(401);
    expect((await call(ctx, session, "GET", "/api/admin/outbox")).statusCode).toBe(403);
    expect((await call(ctx, session, "GET", `/api/admin/outbox/${row!.id}`)).statusCode).toBe(403);
    expect((await call(ctx, admin, "GET", `/api/admin/outbox/${crypto.randomUUID()}`)).statusCode).toBe(404);
  });
});

describe("the dispatcher sends through SMTP, retrying with backoff", () => {
  it("delivers the confirmation over real SMTP as HTML with a text part and the bill attached, then marks it sent", async () => {
    const smtp = await smtpTwin();
    try {
      const session = await shopper();
      const order = await placeOrder(ctx, session);
      const report = await ctx.modules.messages.dispatchOutbox(smtp.channel, quiet);
      expect(report.sent).toBe(2); // the sign-up's verification and the confirmation
      const mail = smtp.received.find((m) => m.raw.includes(order.billId))!;
      expect(mail.to).toEqual([session.user.email!]);
      expect(mail.raw).toMatch(/Content-Type: text\/plain/);
      expect(mail.raw).toMatch(/Content-Type: text\/html/);
      expect(mail.raw).toMatch(/Content-Type: application\/pdf; name=bill-TZ-/);
      expect(mail.raw).toContain("From: Taaza <orders@taaza.in>");
      const [row] = await rowsOfKind("order-confirmed");
      expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null });
      expect(row!.sentAt).toEqual(MORNING_IST);
    } finally {
      await smtp.close();
    }
  });

  it("an SMTP outage leaves the order as it was and the message waiting; it is retried after the backoff, not before", async () => {
    const session = await shopper();
    const order = await placeOrder(ctx, session);
    const before = await call(ctx, session, "GET", `/api/orders/${order._id}`);
    const down = await smtpTwin();
    await down.close();
    const unreachable = smtpEmailChannel(`smtp://127.0.0.1:${down.port}`, "Taaza <orders@taaza.in>");
    expect(await ctx.modules.messages.dispatchOutbox(unreachable, quiet)).toEqual({ sent: 0, kept: 0, retrying: 2, failed: 0 });
    unreachable.close();
    const [waiting] = await rowsOfKind("order-confirmed");
    expect(waiting).toMatchObject({ status: "pending", attempts: 1 });
    expect(waiting!.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(waiting!.nextAttemptAt).toEqual(new Date(MORNING_IST.getTime() + 30_000));
    expect((await call(ctx, session, "GET", `/api/orders/${order._id}`)).json<{ data: Order }>()).toEqual(before.json());
    const [stored] = await ctx.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order._id));
    expect(stored!.status).toBe("Pending");

    const smtp = await smtpTwin();
    try {
      ctx.setNow(new Date(MORNING_IST.getTime() + 29_000));
      expect(await ctx.modules.messages.dispatchOutbox(smtp.channel, quiet)).toEqual({ sent: 0, kept: 0, retrying: 0, failed: 0 });
      ctx.setNow(new Date(MORNING_IST.getTime() + 31_000));
      expect((await ctx.modules.messages.dispatchOutbox(smtp.channel, quiet)).sent).toBe(2);
      expect(await rowsOfKind("order-confirmed")).toEqual([expect.objectContaining({ status: "sent", attempts: 2 })]);
      expect(smtp.received.some((m) => m.raw.includes("application/pdf"))).toBe(true);
    } finally {
      await smtp.close();
    }
  });

  it("a refused recipient (a bounce at RCPT) is retried; after the last attempt the message is failed and left for staff", async () => {
    await signUpCustomer(ctx.app);
    const smtp = await smtpTwin({ refuse: true });
    try {
      expect((await ctx.modules.messages.dispatchOutbox(smtp.channel, quiet)).retrying).toBe(1);
      const [row] = await outboxRows();
      expect(row).toMatchObject({ status: "pending", attempts: 1 });
      expect(row!.lastError).toMatch(/550/);
      await ctx.db.update(outboxMessages).set({ attempts: MAX_SEND_ATTEMPTS - 1, nextAttemptAt: MORNING_IST });
      expect((await ctx.modules.messages.dispatchOutbox(smtp.channel, quiet)).failed).toBe(1);
      expect(await outboxRows()).toEqual([expect.objectContaining({ status: "failed", attempts: MAX_SEND_ATTEMPTS })]);
    } finally {
      await smtp.close();
    }
  });

  it("waits 30 s after the first failure, doubling each time, at most 6 hours", () => {
    expect([1, 2, 3, 4, 5].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000, 480_000]);
    expect(retryDelayMs(20)).toBe(6 * 60 * 60 * 1000);
  });

  it("two dispatchers at once send each message once", async () => {
    for (let i = 0; i < 6; i++) await signUpCustomer(ctx.app);
    const [a, b] = await Promise.all([keep(), keep()]);
    expect(a.kept + b.kept).toBe(6);
    expect((await outboxRows()).every((r) => r.status === "kept")).toBe(true);
  });
});

describe("while the shop is busy, order emails wait for a quiet moment (at most a minute)", () => {
  const statusOf = async () => Object.fromEntries((await outboxRows()).map((r) => [r.kind, r.status]));

  it("busy: a new confirmation waits and a sign-up's link goes at once; a minute later the confirmation goes too", async () => {
    const session = await shopper();
    await placeOrder(ctx, session);
    expect(await ctx.modules.messages.dispatchOutbox(null, quiet, passLimits(ctx.clock.now(), true))).toEqual({
      sent: 0,
      kept: 1,
      retrying: 0,
      failed: 0,
    });
    expect(await statusOf()).toEqual({ "verify-email": "kept", "order-confirmed": "pending" });
    ctx.setNow(new Date(MORNING_IST.getTime() + LONGEST_WAIT_FOR_QUIET_MS - 1000));
    expect((await ctx.modules.messages.dispatchOutbox(null, quiet, passLimits(ctx.clock.now(), true))).kept).toBe(0);
    ctx.setNow(new Date(MORNING_IST.getTime() + LONGEST_WAIT_FOR_QUIET_MS));
    expect((await ctx.modules.messages.dispatchOutbox(null, quiet, passLimits(ctx.clock.now(), true))).kept).toBe(1);
    expect(await statusOf()).toEqual({ "verify-email": "kept", "order-confirmed": "kept" });
  });

  it("the running dispatcher asks its probe before each pass: busy holds the confirmation, quiet sends it", async () => {
    const session = await shopper();
    await placeOrder(ctx, session);
    let busy = true;
    const restarts = { count: 0 };
    const dispatcher = ctx.modules.messages.startOutboxDispatcher(null, quiet, 10, {
      probe: { busy: () => busy, restart: () => void restarts.count++ },
    });
    try {
      await vi.waitFor(async () => expect(await statusOf()).toEqual({ "verify-email": "kept", "order-confirmed": "pending" }));
      await vi.waitFor(() => expect(restarts.count).toBeGreaterThan(2));
      expect((await statusOf())["order-confirmed"]).toBe("pending");
      busy = false;
      await vi.waitFor(async () => expect((await statusOf())["order-confirmed"]).toBe("kept"));
    } finally {
      await dispatcher.stop();
    }
  });

  it("a pass stops at its time budget with messages left; the running dispatcher follows it up at once, not a whole interval later", async () => {
    for (let i = 0; i < 25; i++) await signUpCustomer(ctx.app);
    // A budget of nothing: each pass ends after its first batch of 20.
    expect(await ctx.modules.messages.dispatchOutbox(null, quiet, { budgetMs: 0 })).toEqual({
      sent: 0,
      kept: 20,
      retrying: 0,
      failed: 0,
      more: true,
    });
    expect(await ctx.modules.messages.dispatchOutbox(null, quiet, { budgetMs: 0 })).toEqual({ sent: 0, kept: 5, retrying: 0, failed: 0 });

    for (let i = 0; i < 25; i++) await signUpCustomer(ctx.app);
    const passes: { askedAt: number; endedAt?: number }[] = [];
    const probe = {
      busy: () => {
        passes.push({ askedAt: performance.now() });
        return false;
      },
      restart: () => {
        passes.at(-1)!.endedAt = performance.now();
      },
    };
    const intervalMs = 3000;
    const dispatcher = ctx.modules.messages.startOutboxDispatcher(null, quiet, intervalMs, { probe, budgetMs: 0 });
    try {
      await vi.waitFor(async () => expect((await outboxRows()).filter((r) => r.status === "pending")).toEqual([]), {
        timeout: 20_000,
        interval: 50,
      });
      // Two passes (20, then 5), the second asked for right after the first ended.
      expect(passes.length).toBeGreaterThanOrEqual(2);
      expect(passes[1]!.askedAt - passes[0]!.endedAt!).toBeLessThan(intervalMs / 2);
    } finally {
      await dispatcher.stop();
    }
  }, 60_000);

  it("the event loop probe: busy after the process ran code without pause, quiet after it waited", async () => {
    const probe = eventLoopProbe(0.5);
    const until = performance.now() + 60;
    while (performance.now() < until) {
      // Running code, as a process serving many requests does.
    }
    expect(probe.busy()).toBe(true);
    // Quiet once the process waits: what the busy stretch held back (timers, I/O of the shop under
    // test) runs first, so a loaded machine may need a second look; a probe stuck on busy fails.
    await vi.waitFor(
      async () => {
        probe.restart();
        await new Promise((resolve) => setTimeout(resolve, 60));
        expect(probe.busy()).toBe(false);
      },
      { timeout: 5_000, interval: 0 },
    );
  });
});

describe("email verification", () => {
  const verify = (token: string, session: Session | null = null) => call(ctx, session, "POST", "/api/users/verify-email", { token });

  it("sign-up sends a single-use link that confirms the email; used again it is refused", async () => {
    const session = await signUpCustomer(ctx.app);
    expect(session.user.emailVerified).toBe(false);
    const [row] = await rowsOfKind("verify-email");
    expect(row).toMatchObject({ recipient: session.user.email! });
    await keep();
    const token = linkToken((await detail(row!.id)).text);
    expect((await detail(row!.id)).text).toContain(`https://shop.example.in/myaccount#token=${token}`);
    const [stored] = await ctx.db.select().from(emailTokens);
    expect(stored!.tokenHash).not.toContain(token);

    // From no session, or another account's, the link does not count and stays unused.
    const signedOut = await verify(token);
    expect(signedOut.statusCode).toBe(403);
    expect(signedOut.json()).toMatchObject({ error: ACCOUNT_EMAIL_MESSAGES.signInToConfirm });
    const stranger = await signUpCustomer(ctx.app);
    expect((await verify(token, stranger)).statusCode).toBe(403);
    const ok = await verify(token, session);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: ACCOUNT_EMAIL_MESSAGES.emailVerified });
    expect((await call(ctx, session, "GET", `/api/users/${session.user._id}`)).json<PublicUser>().emailVerified).toBe(true);
    const again = await verify(token, session);
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ error: ACCOUNT_EMAIL_MESSAGES.linkUsed });
    expect(again.json()).toHaveProperty("code", "accountEmail.linkUsed");
  });

  it("an expired link is refused (48 hours), and a made-up one is not valid", async () => {
    const session = await signUpCustomer(ctx.app);
    await keep();
    const token = linkToken((await detail((await rowsOfKind("verify-email"))[0]!.id)).text);
    ctx.setNow(new Date(MORNING_IST.getTime() + 48 * 60 * 60 * 1000 + 1000));
    const late = await verify(token, session);
    expect(late.statusCode).toBe(410);
    expect(late.json()).toMatchObject({ error: ACCOUNT_EMAIL_MESSAGES.linkExpired });
    expect((await verify("A".repeat(43))).statusCode).toBe(400);
    expect((await verify("short")).statusCode).toBe(400);
    const [user] = await ctx.db.select().from(users).where(eq(users.id, session.user._id));
    expect(user!.emailVerifiedAt).toBeNull();
  });

  it("'resend' sends a new link to the owner only, a few an hour, and not once verified", async () => {
    const session = await signUpCustomer(ctx.app);
    const other = await signUpCustomer(ctx.app);
    const resend = (who: Session | null) => call(ctx, who, "POST", `/api/users/${session.user._id}/verification-email`);
    expect((await resend(null)).statusCode).toBe(401);
    expect((await resend(other)).statusCode).toBe(404);
    expect((await resend(session)).statusCode).toBe(200);
    expect((await resend(session)).statusCode).toBe(200);
    const tooMany = await resend(session);
    expect(tooMany.statusCode).toBe(429);
    expect(tooMany.json()).toMatchObject({ error: ACCOUNT_EMAIL_MESSAGES.tooManyEmails });
    expect((await rowsOfKind("verify-email")).filter((r) => r.recipient === session.user.email!)).toHaveLength(3);
    await ctx.db.update(users).set({ emailVerifiedAt: MORNING_IST }).where(eq(users.id, session.user._id));
    ctx.setNow(new Date(MORNING_IST.getTime() + 2 * 60 * 60 * 1000));
    expect((await resend(session)).statusCode).toBe(409);
  });
});

describe("password reset", () => {
  const forgot = (email: string) => call(ctx, null, "POST", "/api/users/password-reset-request", { email });
  const reset = (token: string, password: string) => call(ctx, null, "POST", "/api/users/password-reset", { token, password });
  const logIn = (email: string, password: string) => call(ctx, null, "POST", "/api/users/login", { email, password });

  async function resetToken(email: string): Promise<string> {
    // The link is written beside the answer's wait, not before it: on a busy machine, just after.
    const row = await vi.waitFor(async () => {
      await keep();
      const mailed = (await rowsOfKind("reset-password")).filter((r) => r.recipient === email).at(-1);
      expect(mailed).toBeDefined();
      return mailed!;
    });
    return linkToken((await detail(row.id)).text);
  }

  it("answers the same for any email, and emails a link only to a password account", async () => {
    const session = await signUpCustomer(ctx.app);
    const known = await forgot(session.user.email!);
    const unknown = await forgot(uniqueEmail("nobody"));
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toEqual({ message: ACCOUNT_EMAIL_MESSAGES.resetRequested });
    expect(await rowsOfKind("reset-password")).toEqual([expect.objectContaining({ recipient: session.user.email! })]);
    expect((await forgot("not an email")).statusCode).toBe(400);
  });

  it("takes the same time for a known and an unknown email, over repeated runs", async () => {
    const session = await signUpCustomer(ctx.app);
    const timed = async (email: string) => {
      const started = performance.now();
      expect((await forgot(email)).statusCode).toBe(200);
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 6; i++) {
      known.push(await timed(session.user.email!));
      unknown.push(await timed(uniqueEmail("nobody")));
    }
    // Before, a known email took about twice as long (9 ms against 4 ms); now every answer waits
    // for the same floor, far above the work either does.
    for (const ms of [...known, ...unknown]) expect(ms).toBeGreaterThanOrEqual(RESET_ANSWER_MS - 5);
    // Each kind's quickest answer: what the path itself costs. A busy machine only ever adds
    // time, to either kind's answers (with the tests of two other tracks on two cores, the
    // medians once stood 29 ms apart, the known ones the later), so medians measure the machine.
    expect(Math.abs(Math.min(...known) - Math.min(...unknown))).toBeLessThan(RESET_ANSWER_MS / 10);
    // Three links an hour were still mailed to the known address; the rest were dropped quietly.
    await vi.waitFor(async () => expect(await rowsOfKind("reset-password")).toHaveLength(3));
  });

  it("answers a known address at the floor even while its link takes longer to write, and writes it after", async () => {
    // A machine too busy to count, make a token and write the outbox row within the wait: the
    // answer waited for them, later for a known address than for an unknown one.
    const session = await signUpCustomer(ctx.app);
    let open = () => undefined as void;
    const busy = new Promise<void>((resolve) => (open = resolve));
    const notices: AccountNotices = {
      notify: (db, notice, at) => ctx.modules.messages.notify(db, notice, at),
      sendSignInCode: (db, phone, code, language, at) => ctx.modules.messages.sendSignInCode(db, phone, code, language, at),
      recentNotices: async (recipient, kind, since) => {
        await busy;
        return ctx.modules.messages.recentNotices(recipient, kind, since);
      },
    };
    const failures: unknown[] = [];
    const started = performance.now();
    const answer = await requestPasswordReset(
      { db: ctx.db, clock: ctx.clock, sessions: null as never, notices },
      session.user.email!,
      (error) => failures.push(error),
    );
    expect(answer).toEqual({ message: ACCOUNT_EMAIL_MESSAGES.resetRequested });
    expect(performance.now() - started).toBeLessThan(RESET_ANSWER_MS * 2);
    expect(await rowsOfKind("reset-password")).toHaveLength(0);
    open();
    await vi.waitFor(async () => expect(await rowsOfKind("reset-password")).toHaveLength(1));
    expect(failures).toEqual([]);
  });

  it("sets the new password with the link, ends every session, and refuses the link a second time", async () => {
    const session = await signUpCustomer(ctx.app);
    const second = (await logIn(session.user.email!, GOOD_PASSWORD)).json<Session>();
    await forgot(session.user.email!);
    const token = await resetToken(session.user.email!);
    expect((await detail((await rowsOfKind("reset-password"))[0]!.id)).text).toContain("https://shop.example.in/reset-password#token=");

    const weak = await reset(token, "password");
    expect(weak.statusCode).toBe(400);
    const done = await reset(token, NEW_PASSWORD);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: ACCOUNT_EMAIL_MESSAGES.passwordReset });

    for (const old of [session, second]) expect((await call(ctx, old, "GET", `/api/users/${session.user._id}`)).statusCode).toBe(401);
    expect((await logIn(session.user.email!, GOOD_PASSWORD)).statusCode).toBe(400);
    const fresh = await logIn(session.user.email!, NEW_PASSWORD);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json<Session>().user.emailVerified).toBe(true);

    const reused = await reset(token, "Another#Pass99");
    expect(reused.statusCode).toBe(410);
    expect(reused.json()).toMatchObject({ error: ACCOUNT_EMAIL_MESSAGES.linkUsed });
  });

  it("changing the password on My Account retires the reset links mailed before, and the owner is emailed", async () => {
    const session = await signUpCustomer(ctx.app);
    await forgot(session.user.email!);
    const token = await resetToken(session.user.email!);
    const changed = await call(ctx, session, "PUT", `/api/users/${session.user._id}`, {
      password: NEW_PASSWORD,
      currentPassword: GOOD_PASSWORD,
    });
    expect(changed.statusCode).toBe(200);
    const late = await reset(token, "Another#Pass99");
    expect(late.statusCode).toBe(410);
    expect((await logIn(session.user.email!, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await rowsOfKind("sign-in-changed")).map((row) => [row.recipient, row.payload.change])).toEqual([
      [session.user.email!, "password-changed"],
    ]);
    await keep();
    const told = await detail((await rowsOfKind("sign-in-changed"))[0]!.id);
    expect(told.text).toContain("The password of your account was changed");
  });

  it("refuses a link after 60 minutes, and an older link once a newer one was used", async () => {
    const session = await signUpCustomer(ctx.app);
    await forgot(session.user.email!);
    const first = await resetToken(session.user.email!);
    ctx.setNow(new Date(MORNING_IST.getTime() + 1000));
    await forgot(session.user.email!);
    const second = await resetToken(session.user.email!);
    expect(second).not.toBe(first);
    ctx.setNow(new Date(MORNING_IST.getTime() + 61 * 60 * 1000));
    const late = await reset(second, NEW_PASSWORD);
    expect(late.statusCode).toBe(410);
    expect(late.json()).toMatchObject({ error: ACCOUNT_EMAIL_MESSAGES.linkExpired });
    expect((await logIn(session.user.email!, GOOD_PASSWORD)).statusCode).toBe(200);

    ctx.setNow(MORNING_IST);
    await forgot(session.user.email!);
    const third = await resetToken(session.user.email!);
    expect((await reset(third, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await reset(first, "Another#Pass99")).statusCode).toBe(410);
  });

  it("a Google-only account is told to use Google; staff get nothing; a few emails an hour at most", async () => {
    const google = await buildCustomer(ctx, { email: uniqueEmail("google") });
    const [googleUser] = await ctx.db.update(users).set({ googleSub: "google-sub-1" }).where(eq(users.id, google.id)).returning();
    await forgot(googleUser!.email!);
    expect(await rowsOfKind("reset-password")).toHaveLength(0);
    expect(await rowsOfKind("reset-password-google")).toEqual([expect.objectContaining({ recipient: googleUser!.email })]);
    await keep();
    const told = await detail((await rowsOfKind("reset-password-google"))[0]!.id);
    expect(told.text).toContain("you sign in with Google");
    expect(told.text).not.toContain("#token=");

    await forgot(admin.user.email!);
    expect((await outboxRows()).filter((r) => r.recipient === admin.user.email!)).toHaveLength(0);

    const session = await signUpCustomer(ctx.app);
    for (let i = 0; i < 5; i++) expect((await forgot(session.user.email!)).statusCode).toBe(200);
    expect((await rowsOfKind("reset-password")).filter((r) => r.recipient === session.user.email!)).toHaveLength(3);
  });

  it("once sent by SMTP, the outbox keeps no working copy of the link", async () => {
    const session = await signUpCustomer(ctx.app);
    await forgot(session.user.email!);
    const smtp = await smtpTwin();
    try {
      await ctx.modules.messages.dispatchOutbox(smtp.channel, quiet);
      const mail = smtp.received.find((m) => m.raw.includes("reset-password"))!;
      expect(mail.raw).toMatch(/reset-password#token=[A-Za-z0-9_-]{43}/);
      const [row] = await rowsOfKind("reset-password");
      expect(row!.status).toBe("sent");
      expect(row!.textBody).toContain("reset-password#token=sent-link-removed");
      expect(row!.payload.token).toBeNull();
    } finally {
      await smtp.close();
    }
  });
});

describe("outbox retention", () => {
  const DAY = 24 * 60 * 60 * 1000;
  const daysBefore = (days: number) => new Date(MORNING_IST.getTime() - days * DAY);

  async function message(status: "sent" | "kept" | "pending" | "failed", settledDaysAgo: number) {
    const at = daysBefore(settledDaysAgo);
    const [row] = await ctx.db
      .insert(outboxMessages)
      .values({
        kind: "order-delivered",
        recipient: `${status}-${settledDaysAgo}@example.in`,
        payload: { userId: "gone" },
        status,
        createdAt: at,
        nextAttemptAt: at,
        sentAt: status === "sent" ? at : null,
      })
      .returning();
    return row!.id;
  }
  const left = async () => (await outboxRows()).map((r) => r.recipient).sort();

  it("deletes sent and kept messages after 90 days with their attachments; pending and failed ones stay", async () => {
    const old = await message("sent", 91);
    await ctx.db
      .insert(outboxAttachments)
      .values({ messageId: old, filename: "bill.pdf", contentType: "application/pdf", content: new Uint8Array([1]) });
    await message("kept", 120);
    await message("sent", 89);
    await message("pending", 200);
    await message("failed", 200);
    expect(await ctx.modules.messages.pruneOutbox()).toBe(2);
    expect(await left()).toEqual(["failed-200@example.in", "pending-200@example.in", "sent-89@example.in"]);
    expect(await ctx.db.select().from(outboxAttachments)).toEqual([]);
  });

  it("a periodic job in each process prunes them", async () => {
    await message("sent", 100);
    await message("sent", 10);
    const job = ctx.modules.messages.startOutboxPruning(quiet, 20);
    try {
      await vi.waitFor(async () => expect(await left()).toEqual(["sent-10@example.in"]));
    } finally {
      await job.stop();
    }
  });
});
