import { createECDH, randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import webpush from "web-push";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SHOP_LOCALES, type NotificationSettings, type OutboxDetail, type OutboxPage, type Session } from "@taaza/domain";
import { notificationConsents, notificationSettings, outboxMessages, pushSubscriptions, users } from "../src/platform/database/schema.ts";
import {
  fillTemplate,
  MAX_SEND_ATTEMPTS,
  PHONE_TEMPLATES,
  pushChannel,
  smsChannel,
  whatsappChannel,
  whatsappSignature,
  type PhoneTemplateKind,
} from "../src/modules/messages/index.ts";
import type { MessageChannels } from "../src/platform/ports/message-channel.ts";
import { addAddress, buildPincode, call, MORNING_IST, MINUTE, at, placeOrder, setCart } from "./support/buying.ts";
import { buildProduct, signInAdmin, signUpCustomer } from "./support/factories.ts";
import { startFakePushService, startFakeSmsGateway, startFakeWhatsApp, type FakeProvider } from "./support/fake-message-providers.ts";
import { createTestContext, type TestContext } from "./support/test-app.ts";

const APP_SECRET = "whatsapp-app-secret-for-tests";
const TOKEN = "EAAG-test-token";
const PHONE_NUMBER_ID = "109876543210";
const SMS_KEY = "sms-gateway-key";
const quiet = { warn: () => undefined, error: () => undefined };

let ctx: TestContext;
let admin: Session;
let whatsapp: FakeProvider;
let sms: FakeProvider;
let channels: MessageChannels;

beforeAll(async () => {
  ctx = await createTestContext({
    PUBLIC_URL: "https://shop.example.in",
    WHATSAPP_APP_SECRET: APP_SECRET,
    WHATSAPP_VERIFY_TOKEN: "verify-me",
  });
  whatsapp = await startFakeWhatsApp({ token: TOKEN, phoneNumberId: PHONE_NUMBER_ID });
  sms = await startFakeSmsGateway({ key: SMS_KEY });
  channels = {
    whatsapp: whatsappChannel({ apiUrl: whatsapp.url, token: TOKEN, phoneNumberId: PHONE_NUMBER_ID }),
    sms: smsChannel({ url: `${sms.url}/v1/send`, key: SMS_KEY, senderId: "TAAZAF" }),
  };
});
afterAll(async () => {
  await ctx.close();
  await whatsapp.close();
  await sms.close();
});
beforeEach(async () => {
  await ctx.reset();
  ctx.setNow(MORNING_IST);
  admin = await signInAdmin(ctx);
  whatsapp.received.length = 0;
  sms.received.length = 0;
  whatsapp.fail(0, 500);
  sms.fail(0, 500);
});

const dispatch = (given: MessageChannels | null = channels) => ctx.modules.messages.dispatchOutbox(given, quiet);
const rowsOn = (channel: "email" | "whatsapp" | "sms" | "push") =>
  ctx.db.select().from(outboxMessages).where(eq(outboxMessages.channel, channel)).orderBy(outboxMessages.createdAt);

async function customerWithOrder(language?: "en" | "mr" | "hi"): Promise<{ session: Session; orderId: string; billId: string }> {
  await buildPincode(ctx);
  const session = await signUpCustomer(ctx.app);
  if (language) expect((await call(ctx, session, "PUT", `/api/users/${session.user._id}`, { language })).statusCode).toBe(200);
  const product = await buildProduct(ctx, { name: "Silver Pomfret", defaultPricePaise: 80_000, salePricePaise: 69_900 });
  await setCart(ctx, session, product.id, 1);
  await addAddress(ctx, session);
  const order = await placeOrder(ctx, session);
  return { session, orderId: order._id, billId: order.billId };
}

function optIn(session: Session, body: Record<string, unknown>) {
  return call(ctx, session, "PUT", `/api/users/${session.user._id}/notifications`, body);
}

async function notifyDelivered(userId: string, orderId: string) {
  await ctx.modules.messages.notify(ctx.db, { kind: "order-delivered", userId, orderId }, ctx.clock.now());
}

function postWebhook(body: unknown, signature?: string) {
  const raw = JSON.stringify(body);
  return ctx.app.inject({
    method: "POST",
    url: "/api/messages/whatsapp/webhook",
    headers: { "content-type": "application/json", ...(signature === undefined ? {} : { "x-hub-signature-256": signature }) },
    payload: raw,
  });
}

const statusBody = (id: string, status: string, seconds = 1_790_000_000) => ({
  object: "whatsapp_business_account",
  entry: [
    {
      id: "1",
      changes: [{ field: "messages", value: { statuses: [{ id, status, timestamp: String(seconds), recipient_id: "919820012345" }] } }],
    },
  ],
});

describe("templates for WhatsApp, SMS and push", () => {
  it("every template renders in English, Marathi and Hindi with each of its named variables and nothing left over", () => {
    for (const kind of Object.keys(PHONE_TEMPLATES) as PhoneTemplateKind[]) {
      const names = PHONE_TEMPLATES[kind].variables;
      const values = Object.fromEntries(names.map((name, i) => [name, `V${i}-${name}`]));
      for (const language of SHOP_LOCALES) {
        const message = fillTemplate(kind, language, values);
        expect(Object.keys(message.variables)).toEqual([...names]);
        for (const value of Object.values(values)) expect(message.text, `${kind} ${language}`).toContain(value);
        expect(message.text).not.toMatch(/[{}]/);
        expect(message).toMatchObject({ template: PHONE_TEMPLATES[kind].whatsapp, language });
        expect(message.dltTemplateId).toMatch(/^\d{19}$/);
      }
      // Marathi and Hindi are written in Devanagari, not copies of the English.
      expect(fillTemplate(kind, "mr", values).text).toMatch(/[\u0900-\u097f]/);
      expect(fillTemplate(kind, "hi", values).text).not.toBe(fillTemplate(kind, "mr", values).text);
    }
  });

  it("a template missing one of its variables is refused rather than sent with a hole", () => {
    expect(() => fillTemplate("order-confirmed", "en", { name: "Asha" })).toThrow(/orderId/);
  });
});

describe("opting in per channel", () => {
  it("when a customer opts in to WhatsApp without a number, then the delivery address's phone is used and the change is recorded with its time", async () => {
    const { session } = await customerWithOrder();
    const res = await optIn(session, { whatsapp: true, sms: false, push: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<NotificationSettings>()).toMatchObject({
      whatsapp: true,
      sms: false,
      push: false,
      phone: "9820012345",
      language: "en",
    });
    const [settings] = await ctx.db.select().from(notificationSettings).where(eq(notificationSettings.userId, session.user._id));
    expect(settings).toMatchObject({ phone: "9820012345", whatsappAt: MORNING_IST, smsAt: null, pushAt: null });
    const consents = await ctx.db.select().from(notificationConsents).where(eq(notificationConsents.userId, session.user._id));
    expect(consents).toEqual([
      expect.objectContaining({ channel: "whatsapp", optedIn: true, phone: "9820012345", source: "account", createdAt: MORNING_IST }),
    ]);

    // Opting out later is a second record; the first stays.
    ctx.setNow(at(5 * MINUTE));
    await optIn(session, { whatsapp: false, sms: false, push: false, source: "checkout" });
    const after = await ctx.db
      .select()
      .from(notificationConsents)
      .where(eq(notificationConsents.userId, session.user._id))
      .orderBy(notificationConsents.createdAt);
    expect(after.map((c) => [c.channel, c.optedIn, c.source])).toEqual([
      ["whatsapp", true, "account"],
      ["whatsapp", false, "checkout"],
    ]);
    expect((await call(ctx, session, "GET", `/api/users/${session.user._id}/notifications`)).json()).toMatchObject({ whatsapp: false });
  });

  it("when there is no number anywhere, then 400 with a clear message and nothing recorded; a bad number is refused", async () => {
    const session = await signUpCustomer(ctx.app);
    const res = await optIn(session, { whatsapp: false, sms: true, push: false });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toMatch(/mobile number/);
    expect((await optIn(session, { whatsapp: true, sms: false, push: false, phone: "12345" })).statusCode).toBe(400);
    expect(await ctx.db.select().from(notificationConsents)).toEqual([]);
    const given = await optIn(session, { whatsapp: true, sms: false, push: false, phone: "+91 98201 99999" });
    expect(given.json<NotificationSettings>().phone).toBe("9820199999");
  });

  it("when another customer, a visitor or staff change someone's settings, then 403, 401, 403 and nothing changes", async () => {
    const owner = await signUpCustomer(ctx.app);
    const other = await signUpCustomer(ctx.app);
    const body = { whatsapp: false, sms: false, push: true };
    expect((await call(ctx, other, "PUT", `/api/users/${owner.user._id}/notifications`, body)).statusCode).toBe(403);
    expect((await call(ctx, null, "PUT", `/api/users/${owner.user._id}/notifications`, body)).statusCode).toBe(401);
    expect((await call(ctx, admin, "PUT", `/api/users/${owner.user._id}/notifications`, body)).statusCode).toBe(403);
    expect(await ctx.db.select().from(notificationSettings)).toEqual([]);
    expect((await call(ctx, admin, "GET", `/api/users/${owner.user._id}/notifications`)).statusCode).toBe(200);
  });

  it("when a customer has not opted in, then an order update goes by email only; opted in, WhatsApp too, never SMS beside it", async () => {
    const { session, orderId } = await customerWithOrder();
    expect((await rowsOn("whatsapp")).length + (await rowsOn("sms")).length).toBe(0);
    await optIn(session, { whatsapp: true, sms: true, push: false });
    await notifyDelivered(session.user._id, orderId);
    expect((await rowsOn("whatsapp")).map((r) => [r.kind, r.recipient])).toEqual([["order-delivered", "9820012345"]]);
    expect(await rowsOn("sms")).toEqual([]);
    // Account links stay email only.
    const reset = await ctx.app.inject({
      method: "POST",
      url: "/api/users/password-reset-request",
      payload: { email: session.user.email },
    });
    expect(reset.statusCode).toBeLessThan(300);
    expect((await rowsOn("whatsapp")).map((r) => r.kind)).toEqual(["order-delivered"]);
  });
});

describe("without a provider configured, every channel writes to the outbox as it would be sent", () => {
  it("a Marathi customer's confirmation on WhatsApp is kept with its template, variables, language and recipient for staff", async () => {
    await buildPincode(ctx);
    const session = await signUpCustomer(ctx.app);
    await call(ctx, session, "PUT", `/api/users/${session.user._id}`, { language: "mr" });
    await addAddress(ctx, session);
    await optIn(session, { whatsapp: true, sms: false, push: false });
    const product = await buildProduct(ctx, { name: "Surmai", defaultPricePaise: 95_000, salePricePaise: 90_000 });
    await setCart(ctx, session, product.id, 1);
    const order = await placeOrder(ctx, session);

    const report = await dispatch(null);
    expect(report.kept).toBeGreaterThanOrEqual(2);
    const [row] = await rowsOn("whatsapp");
    expect(row).toMatchObject({
      kind: "order-confirmed",
      status: "kept",
      recipient: "9820012345",
      language: "mr",
      template: "taaza_order_confirmed",
    });
    const { total, ...named } = row!.variables!;
    expect(named).toEqual({ name: "Asha", orderId: order.billId, billLink: `https://shop.example.in/order/${order._id}` });
    expect(total).toMatch(/^₹\d/);
    expect(row!.textBody).toContain("निश्चित");

    const page = (await call(ctx, admin, "GET", "/api/admin/outbox")).json<OutboxPage>();
    const listed = page.data.find((m) => m.channel === "whatsapp");
    expect(listed).toMatchObject({
      channel: "whatsapp",
      template: "taaza_order_confirmed",
      language: "mr",
      recipient: "9820012345",
      status: "kept",
    });
    expect(listed?.variables?.orderId).toBe(order.billId);
    const detail = (await call(ctx, admin, "GET", `/api/admin/outbox/${row!.id}`)).json<OutboxDetail>();
    expect(detail.text).toContain(order.billId);
    expect(whatsapp.received).toEqual([]);
  });
});

describe("WhatsApp Cloud API and the SMS gateway over HTTP", () => {
  it("sends the approved template to /{phone-number-id}/messages with the Bearer token and keeps WhatsApp's message id", async () => {
    const { session, orderId, billId } = await customerWithOrder("hi");
    await optIn(session, { whatsapp: true, sms: false, push: false });
    await notifyDelivered(session.user._id, orderId);
    const report = await dispatch();
    expect(report.failed).toBe(0);
    expect(whatsapp.received).toHaveLength(1);
    const [request] = whatsapp.received;
    expect(request).toMatchObject({ path: `/${PHONE_NUMBER_ID}/messages`, authorization: `Bearer ${TOKEN}` });
    expect(request!.body).toEqual({
      messaging_product: "whatsapp",
      recipient_type: "individual",
      to: "919820012345",
      type: "template",
      template: {
        name: "taaza_order_delivered",
        language: { code: "hi" },
        components: [
          {
            type: "body",
            parameters: [
              { type: "text", text: "Asha" },
              { type: "text", text: billId },
            ],
          },
        ],
      },
    });
    const [row] = await rowsOn("whatsapp");
    expect(row).toMatchObject({ status: "sent", attempts: 1, providerMessageId: "wamid.fake-1", sentAt: MORNING_IST });
  });

  it("an outage is retried with the email backoff; after the last try the message fails and goes by SMS when opted in", async () => {
    const { session, orderId } = await customerWithOrder();
    await optIn(session, { whatsapp: true, sms: true, push: false });
    await notifyDelivered(session.user._id, orderId);
    whatsapp.fail(MAX_SEND_ATTEMPTS, 503);
    for (let n = 1; n <= MAX_SEND_ATTEMPTS; n += 1) {
      await dispatch();
      const [row] = await rowsOn("whatsapp");
      expect(row!.attempts).toBe(n);
      expect(row!.status).toBe(n < MAX_SEND_ATTEMPTS ? "pending" : "failed");
      if (n < MAX_SEND_ATTEMPTS) {
        // Not due before its backoff; due after.
        expect((await dispatch()).retrying).toBe(0);
        ctx.setNow(new Date(row!.nextAttemptAt.getTime() + 1));
      }
    }
    const [failed] = await rowsOn("whatsapp");
    expect(failed!.lastError).toMatch(/503/);
    const [fallback] = await rowsOn("sms");
    expect(fallback).toMatchObject({ fallbackOf: failed!.id, recipient: "9820012345", status: "pending", kind: "order-delivered" });
    await dispatch();
    expect(sms.received).toHaveLength(1);
    expect(sms.received[0]!.authorization).toBe(`Bearer ${SMS_KEY}`);
    const sent = sms.received[0]!.body;
    expect(sent).toMatchObject({ sender: "TAAZAF", to: "919820012345", dltTemplateId: PHONE_TEMPLATES["order-delivered"].dltTemplateId });
    expect(sent.variables).toEqual(["Asha", (await rowsOn("whatsapp"))[0]!.variables!.orderId]);
    expect(sent.message).toMatch(/^Taaza: Hello Asha, your order .+ was delivered/);
    expect((await rowsOn("sms"))[0]).toMatchObject({ status: "sent", providerMessageId: "sms-1" });
  });

  it("a refusal (a number not on WhatsApp) fails at once and falls back to SMS; without SMS opt-in nothing else is sent", async () => {
    const first = await customerWithOrder();
    await optIn(first.session, { whatsapp: true, sms: true, push: false });
    await notifyDelivered(first.session.user._id, first.orderId);
    whatsapp.fail(1, 400);
    await dispatch();
    expect((await rowsOn("whatsapp"))[0]).toMatchObject({ status: "failed", attempts: 1 });
    await dispatch();
    expect(sms.received).toHaveLength(1);

    await ctx.reset();
    sms.received.length = 0;
    const second = await customerWithOrder();
    await optIn(second.session, { whatsapp: true, sms: false, push: false });
    await notifyDelivered(second.session.user._id, second.orderId);
    whatsapp.fail(1, 400);
    await dispatch();
    await dispatch();
    expect(await rowsOn("sms")).toEqual([]);
    expect(sms.received).toEqual([]);
  });

  it("one customer's failure never blocks the others", async () => {
    const { session, orderId } = await customerWithOrder();
    await optIn(session, { whatsapp: true, sms: false, push: false });
    await notifyDelivered(session.user._id, orderId);
    await notifyDelivered(session.user._id, orderId);
    whatsapp.fail(1, 500);
    const report = await dispatch();
    expect(report).toMatchObject({ retrying: 1, sent: 1 });
  });

  it("with two dispatchers at once, each of 20 messages reaches WhatsApp exactly once", async () => {
    const { session, orderId } = await customerWithOrder();
    await optIn(session, { whatsapp: true, sms: false, push: false });
    for (let i = 0; i < 20; i += 1) await notifyDelivered(session.user._id, orderId);
    // Two processes' dispatchers, each a pass at a time, running together.
    await Promise.all([dispatch(), dispatch()]);
    const rows = await rowsOn("whatsapp");
    expect(rows).toHaveLength(20);
    expect(rows.every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
    expect(whatsapp.received).toHaveLength(20);
    expect(new Set(rows.map((r) => r.providerMessageId)).size).toBe(20);
  });
});

describe("WhatsApp's webhook", () => {
  async function sentMessage(options: { sms?: boolean } = {}) {
    const { session, orderId } = await customerWithOrder();
    await optIn(session, { whatsapp: true, sms: options.sms ?? false, push: false });
    await notifyDelivered(session.user._id, orderId);
    await dispatch();
    const [row] = await rowsOn("whatsapp");
    return row!;
  }

  it("when the signature is wrong or missing, then 401 and nothing is recorded", async () => {
    const row = await sentMessage();
    const body = statusBody(row.providerMessageId!, "delivered");
    expect((await postWebhook(body, whatsappSignature("another-secret", JSON.stringify(body)))).statusCode).toBe(401);
    expect((await postWebhook(body)).statusCode).toBe(401);
    expect((await postWebhook(body, "sha256=00")).statusCode).toBe(401);
    expect((await rowsOn("whatsapp"))[0]!.deliveryStatus).toBeNull();
  });

  it("records delivered then read with WhatsApp's time, and never goes back to delivered", async () => {
    const row = await sentMessage();
    const send = (status: string, seconds: number) => {
      const body = statusBody(row.providerMessageId!, status, seconds);
      return postWebhook(body, whatsappSignature(APP_SECRET, JSON.stringify(body)));
    };
    expect((await send("delivered", 1_790_000_000)).json()).toEqual({ recorded: 1 });
    expect((await rowsOn("whatsapp"))[0]).toMatchObject({ deliveryStatus: "delivered", deliveryStatusAt: new Date(1_790_000_000_000) });
    await send("read", 1_790_000_060);
    expect((await send("delivered", 1_790_000_000)).json()).toEqual({ recorded: 0 });
    expect((await rowsOn("whatsapp"))[0]).toMatchObject({ deliveryStatus: "read", deliveryStatusAt: new Date(1_790_000_060_000) });
    // Staff see it.
    const page = (await call(ctx, admin, "GET", "/api/admin/outbox")).json<OutboxPage>();
    expect(page.data.find((m) => m.channel === "whatsapp")?.deliveryStatus).toBe("read");
  });

  it("a failed status sends the message by SMS once, however often WhatsApp repeats it", async () => {
    const row = await sentMessage({ sms: true });
    const body = statusBody(row.providerMessageId!, "failed");
    const signature = whatsappSignature(APP_SECRET, JSON.stringify(body));
    await Promise.all(Array.from({ length: 5 }, () => postWebhook(body, signature)));
    const fallbacks = await rowsOn("sms");
    expect(fallbacks).toHaveLength(1);
    expect(fallbacks[0]!.fallbackOf).toBe(row.id);
  });

  it("answers Meta's subscription check only with the verify token", async () => {
    const ok = await ctx.app.inject({
      method: "GET",
      url: "/api/messages/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=verify-me&hub.challenge=12345",
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe("12345");
    const wrong = await ctx.app.inject({
      method: "GET",
      url: "/api/messages/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=nope&hub.challenge=12345",
    });
    expect(wrong.statusCode).toBe(401);
  });
});

describe("the customer's language", () => {
  it("is kept on the account when they change it, and their next messages are written in it", async () => {
    const session = await signUpCustomer(ctx.app);
    expect((await call(ctx, session, "PUT", `/api/users/${session.user._id}`, { language: "hi" })).statusCode).toBe(200);
    const [row] = await ctx.db
      .select({ language: users.language })
      .from(users)
      .where(and(eq(users.id, session.user._id)));
    expect(row!.language).toBe("hi");
    expect((await call(ctx, session, "PUT", `/api/users/${session.user._id}`, { language: "fr" })).statusCode).toBe(400);
  });
});

describe("web push", () => {
  /** A browser's subscription: a P-256 key pair and an auth secret, as PushManager makes them. */
  function browserSubscription(endpoint: string) {
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    return { endpoint, keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") } };
  }

  it("saves a customer's browser subscription, refuses a visitor and a bad one, and delivers an order update to the push service", async () => {
    const service = await startFakePushService();
    try {
      const { session, orderId } = await customerWithOrder();
      const subscription = browserSubscription(`${service.url}/push/browser-1`);
      const url = `/api/users/${session.user._id}/push-subscriptions`;
      expect((await call(ctx, null, "POST", url, subscription)).statusCode).toBe(401);
      expect((await call(ctx, session, "POST", url, { endpoint: "not a url", keys: subscription.keys })).statusCode).toBe(400);
      expect((await call(ctx, session, "POST", url, subscription)).statusCode).toBe(201);
      expect((await call(ctx, session, "POST", url, subscription)).statusCode).toBe(201);
      const saved = await ctx.db.select().from(pushSubscriptions);
      expect(saved).toEqual([
        expect.objectContaining({ userId: session.user._id, endpoint: subscription.endpoint, p256dh: subscription.keys.p256dh }),
      ]);

      await optIn(session, { whatsapp: false, sms: false, push: true });
      await notifyDelivered(session.user._id, orderId);
      const vapid = { ...webpush.generateVAPIDKeys(), subject: "mailto:orders@taaza.in" };
      const push = pushChannel(vapid, ctx.modules.messages.pushSubscriptions, service.agent);
      const report = await dispatch({ push });
      expect(report).toMatchObject({ sent: 1, failed: 0 });
      expect(service.received).toHaveLength(1);
      const [request] = service.received;
      expect(request).toMatchObject({ path: "/push/browser-1", encoding: "aes128gcm", ttl: "86400" });
      expect(request!.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${vapid.publicKey}$`));
      expect(request!.bytes).toBeGreaterThan(100);
      const [row] = await rowsOn("push");
      expect(row).toMatchObject({ status: "sent", recipient: session.user._id, template: "taaza_order_delivered" });

      // A browser that unsubscribed (410) is retired; with none left the message fails, not retried.
      service.gone("browser-1");
      await notifyDelivered(session.user._id, orderId);
      expect(await dispatch({ push })).toMatchObject({ failed: 1 });
      expect(await ctx.db.select().from(pushSubscriptions)).toEqual([]);
    } finally {
      await service.close();
    }
  });

  it("tells browsers the public key only when push is set up", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/messages/push/key" });
    expect(res.json()).toEqual({ publicKey: null });
  });
});

describe("a sign-in code", () => {
  it("reaches the phone, and the outbox keeps no working copy once it is sent", async () => {
    const phone = "9820012345";
    const asked = await ctx.app.inject({ method: "POST", url: "/api/users/otp/request", payload: { phone } });
    expect(asked.statusCode, asked.body).toBeLessThan(300);
    await dispatch();
    // The gateway got the code itself...
    expect(sms.received).toHaveLength(1);
    const code = JSON.stringify(sms.received[0]!.body).match(/\b\d{6}\b/)?.[0];
    expect(code).toBeDefined();
    // ...and staff reading the outbox see the message without it.
    const [row] = await ctx.db.select().from(outboxMessages).where(eq(outboxMessages.kind, "sign-in-code"));
    expect(row).toMatchObject({ status: "sent", variables: { code: "sent-code-removed" } });
    expect(JSON.stringify(row)).not.toContain(code!);
  });
});
