import { existsSync, readdirSync, rmSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CARE_MESSAGES, SERVER_MESSAGES, type Consents, type Order, type Session } from "@taaza/domain";
import {
  addresses,
  cartLines,
  consentChanges,
  issues,
  notificationConsents,
  notificationSettings,
  outboxMessages,
  phoneCodes,
  pushSubscriptions,
  reviews,
  sessions,
  users,
} from "../src/platform/database/schema.ts";
import { rowsOf } from "../src/platform/database/raw-rows.ts";
import { addAddress, at, buildPincode, call, MINUTE, placeOrder, setCart, silent } from "./support/buying.ts";
import { bearer, buildProduct, GOOD_PASSWORD, signInAdmin, signUpCustomer, uniqueEmail } from "./support/factories.ts";
import { multipartBody, samplePhoto } from "./support/sample-images.ts";
import { createTestContext, type TestContext } from "./support/test-app.ts";

let ctx: TestContext;
let admin: Session;
beforeAll(async () => {
  ctx = await createTestContext({ EXPORT_RATE_LIMIT: "1000" });
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  rmSync(ctx.uploadDir, { recursive: true, force: true });
  ctx.setNow(at(0));
  admin = await signInAdmin(ctx);
  await buildPincode(ctx);
});

const photo = async (field: string) => ({ field, filename: "p.jpg", type: "image/jpeg", bytes: await samplePhoto(300, 200) });
const storedFiles = () => (existsSync(ctx.uploadDir) ? readdirSync(ctx.uploadDir) : []);

/**
 * A customer with everything the shop can keep about a person: an address, a basket, a paid and
 * billed order that was delivered, an issue with a photo, a rating, a review with a photo, a
 * consent, and the emails they were sent.
 */
async function customerWithHistory(name: string) {
  const email = uniqueEmail(name.toLowerCase().replace(/\W/g, ""));
  const session = await signUpCustomer(ctx.app, { username: name, email });
  const product = await buildProduct(ctx, { name: `Pomfret ${email.slice(0, 6)}` });
  await addAddress(ctx, session, { firstName: "Kavya", lastName: "Rane", phoneNo: "9811122233" });
  await setCart(ctx, session, product.id, 2);
  const order = await placeOrder(ctx, session);
  await setCart(ctx, session, product.id, 1);
  await call(ctx, admin, "PUT", `/api/orders/${order._id}/${session.user._id}`, { status: "Delivered" });
  const issueForm = multipartBody(
    [
      ["lineIds", order.products[0]!._id],
      ["reason", "short-weight"],
      ["note", "Light"],
    ],
    [await photo("photos")],
  );
  const issue = await ctx.app.inject({
    method: "POST",
    url: `/api/orders/${order._id}/issues`,
    payload: issueForm.payload,
    headers: { ...issueForm.headers, ...bearer(session) },
  });
  expect(issue.statusCode).toBe(201);
  expect(
    (await call(ctx, session, "POST", `/api/orders/${order._id}/rating`, { stars: 4, tags: ["fresh"], text: "Tasty" })).statusCode,
  ).toBe(201);
  const reviewForm = multipartBody({ review: "Very fresh", rating: "5" }, [await photo("reviewImages")]);
  const review = await ctx.app.inject({
    method: "POST",
    url: `/api/reviews/createreview/${product.id}`,
    payload: reviewForm.payload,
    headers: { ...reviewForm.headers, ...bearer(session) },
  });
  expect(review.statusCode).toBe(201);
  expect(
    (await call(ctx, session, "PUT", `/api/users/${session.user._id}/consents`, { purpose: "marketing", given: true })).statusCode,
  ).toBe(200);
  await ctx.modules.messages.dispatchOutbox(null, silent);
  return { session, email, order, product };
}

describe("consents, given and withdrawn from My Account", () => {
  it("each change is kept with its time; the present answer is the latest; only the owner reads or changes them", async () => {
    const customer = await signUpCustomer(ctx.app);
    const url = `/api/users/${customer.user._id}/consents`;
    expect((await call(ctx, customer, "GET", url)).json<Consents>()).toEqual({ current: { marketing: false }, history: [] });
    await call(ctx, customer, "PUT", url, { purpose: "marketing", given: true });
    ctx.setNow(at(MINUTE));
    const withdrawn = (await call(ctx, customer, "PUT", url, { purpose: "marketing", given: false })).json<Consents>();
    expect(withdrawn).toEqual({
      current: { marketing: false },
      history: [
        { purpose: "marketing", given: true, at: at(0).toISOString() },
        { purpose: "marketing", given: false, at: at(MINUTE).toISOString() },
      ],
    });
    const other = await signUpCustomer(ctx.app);
    expect((await call(ctx, other, "PUT", url, { purpose: "marketing", given: true })).statusCode).toBe(403);
    expect((await call(ctx, admin, "GET", url)).statusCode).toBe(403);
    expect((await call(ctx, customer, "PUT", url, { purpose: "newsletters", given: true })).statusCode).toBe(400);
    expect(await ctx.db.select().from(consentChanges)).toHaveLength(2);
  });
});

describe("GET /api/users/{id}/export", () => {
  it("the owner downloads one JSON file with the account, addresses, orders with lines and refunds, reviews, issues, ratings and consents", async () => {
    const { session, email, order } = await customerWithHistory("Sunita Kale");
    const res = await call(ctx, session, "GET", `/api/users/${session.user._id}/export`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toBe('attachment; filename="taaza-my-data.json"');
    const data = JSON.parse(res.body) as {
      account: unknown;
      addresses: unknown[];
      orders: Order[];
      reviews: unknown[];
      issues: unknown[];
      ratings: unknown[];
      consents: unknown[];
    };
    expect(data.account).toMatchObject({ _id: session.user._id, username: "Sunita Kale", email, hasPassword: true, hasGoogle: false });
    expect(JSON.stringify(data)).not.toMatch(/password_hash|passwordHash|\$argon|scrypt/);
    expect(data.addresses).toEqual([expect.objectContaining({ firstName: "Kavya", phoneNo: "9811122233" })]);
    expect(data.orders.map((o) => o._id)).toEqual([order._id]);
    expect(data.orders[0]!.products).toHaveLength(1);
    expect(data.orders[0]).toHaveProperty("refunds");
    expect(data.orders[0]!.issues).toHaveLength(1);
    expect(data.reviews).toEqual([expect.objectContaining({ rating: 5, review: "Very fresh" })]);
    expect(data.issues).toEqual([expect.objectContaining({ ticket: "TZ-T-000001", reason: "short-weight" })]);
    expect(data.ratings).toEqual([expect.objectContaining({ stars: 4, tags: ["fresh"], text: "Tasty" })]);
    expect(data.consents).toEqual([expect.objectContaining({ purpose: "marketing", given: true })]);
  });

  it("someone else, staff or nobody: refused; and at most EXPORT_RATE_LIMIT downloads an hour", async () => {
    const customer = await signUpCustomer(ctx.app);
    const other = await signUpCustomer(ctx.app);
    const url = `/api/users/${customer.user._id}/export`;
    expect((await call(ctx, null, "GET", url)).statusCode).toBe(401);
    expect((await call(ctx, other, "GET", url)).statusCode).toBe(403);
    expect((await call(ctx, admin, "GET", url)).statusCode).toBe(403);
    const limited = await createTestContext({ EXPORT_RATE_LIMIT: "2" });
    try {
      const own = await signUpCustomer(limited.app);
      const ownUrl = `/api/users/${own.user._id}/export`;
      expect((await call(limited, own, "GET", ownUrl)).statusCode).toBe(200);
      expect((await call(limited, own, "GET", ownUrl)).statusCode).toBe(200);
      const third = await call(limited, own, "GET", ownUrl);
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({ error: CARE_MESSAGES.account.exportLimit });
    } finally {
      await limited.close();
    }
  });
});

/** Every row of every table of the shop, as text: where a person's data could hide. */
async function everyRowAsText(): Promise<{ table: string; text: string }[]> {
  const tables = rowsOf<{ table_name: string }>(
    await ctx.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`),
  ).map((t) => t.table_name);
  const found: { table: string; text: string }[] = [];
  for (const table of tables) {
    const rows = rowsOf<{ text: string }>(await ctx.db.execute(sql`select t::text as text from ${sql.identifier(table)} t`));
    for (const row of rows) found.push({ table, text: row.text });
  }
  return found;
}

describe("DELETE /api/users/{id}", () => {
  it("needs the password again: none 400, a wrong one 400; someone else 403; an Admin cannot be deleted; nothing changes", async () => {
    const customer = await signUpCustomer(ctx.app);
    const other = await signUpCustomer(ctx.app);
    const url = `/api/users/${customer.user._id}`;
    expect((await call(ctx, customer, "DELETE", url, {})).json()).toMatchObject({ error: CARE_MESSAGES.account.passwordRequired });
    expect((await call(ctx, customer, "DELETE", url, { password: "Wrong@Pass1" })).json()).toMatchObject({
      error: SERVER_MESSAGES.auth.currentPasswordWrong,
    });
    expect((await call(ctx, other, "DELETE", url, { password: GOOD_PASSWORD })).statusCode).toBe(403);
    expect((await call(ctx, admin, "DELETE", url, { password: GOOD_PASSWORD })).statusCode).toBe(403);
    const adminSelf = await call(ctx, admin, "DELETE", `/api/users/${admin.user._id}`, { password: GOOD_PASSWORD });
    expect(adminSelf.statusCode).toBe(403);
    expect(adminSelf.json()).toMatchObject({ error: CARE_MESSAGES.account.adminCannotDelete });
    const rows = await ctx.db.select({ deletedAt: users.deletedAt }).from(users);
    expect(rows.every((r) => r.deletedAt === null)).toBe(true);
  });

  it("erases the person: sessions end, sign-in refused, personal data gone from every table, bills byte-identical, others untouched", async () => {
    const gone = await customerWithHistory("Rohini Zarekar");
    const stays = await customerWithHistory("Meera Joshi");
    const billBefore = (await call(ctx, admin, "GET", `/api/orders/${gone.order._id}/bill.pdf`)).rawPayload;
    expect(billBefore.subarray(0, 4).toString()).toBe("%PDF");
    const filesBefore = storedFiles();

    const res = await call(ctx, gone.session, "DELETE", `/api/users/${gone.session.user._id}`, { password: GOOD_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: CARE_MESSAGES.account.deleted });

    // The session in hand is over, and the password opens nothing.
    expect((await call(ctx, gone.session, "GET", `/api/users/${gone.session.user._id}`)).statusCode).toBe(401);
    const login = await call(ctx, null, "POST", "/api/users/login", { email: gone.email, password: GOOD_PASSWORD });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toMatchObject({ error: SERVER_MESSAGES.auth.badCredentials });
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, gone.session.user._id))).toEqual([]);

    // Neither the name nor the email is anywhere in the database any more.
    const rows = await everyRowAsText();
    expect(rows.filter((r) => r.text.includes(gone.email))).toEqual([]);
    expect(rows.filter((r) => r.text.includes("Rohini Zarekar")).map((r) => `${r.table}: ${r.text.slice(0, 300)}`)).toEqual([]);
    expect(await ctx.db.select().from(addresses).where(eq(addresses.userId, gone.session.user._id))).toEqual([]);
    expect(await ctx.db.select().from(cartLines).where(eq(cartLines.userId, gone.session.user._id))).toEqual([]);
    expect(await ctx.db.select().from(consentChanges).where(eq(consentChanges.userId, gone.session.user._id))).toEqual([]);
    const [review] = await ctx.db.select().from(reviews).where(eq(reviews.userId, gone.session.user._id));
    expect(review).toMatchObject({ username: "Deleted customer", media: [], rating: 5 });
    const [issue] = await ctx.db.select().from(issues).where(eq(issues.userId, gone.session.user._id));
    expect(issue).toMatchObject({ photos: [], ticketNumber: 1 });
    const [account] = await ctx.db.select().from(users).where(eq(users.id, gone.session.user._id));
    expect(account).toMatchObject({ username: "Deleted customer", passwordHash: null, googleSub: null, deletedAt: at(0) });
    // Their photos are gone from the image store; the other customer's are still there.
    expect(storedFiles().length).toBeLessThan(filesBefore.length);

    // The bill is the same document, byte for byte.
    const billAfter = (await call(ctx, admin, "GET", `/api/orders/${gone.order._id}/bill.pdf`)).rawPayload;
    expect(Buffer.compare(billAfter, billBefore)).toBe(0);

    // The other customer keeps everything, and still signs in.
    expect(rows.some((r) => r.text.includes(stays.email))).toBe(true);
    expect(await ctx.db.select().from(addresses).where(eq(addresses.userId, stays.session.user._id))).toHaveLength(1);
    const [kept] = await ctx.db.select().from(reviews).where(eq(reviews.userId, stays.session.user._id));
    expect(kept).toMatchObject({ username: "Meera Joshi", media: [expect.any(String)] });
    expect((await call(ctx, null, "POST", "/api/users/login", { email: stays.email, password: GOOD_PASSWORD })).statusCode).toBe(200);
    expect((await call(ctx, stays.session, "GET", `/api/users/${stays.session.user._id}/export`)).statusCode).toBe(200);
  });

  /**
   * A customer who chose order updates by WhatsApp, SMS and push on `phone`, with a browser
   * subscribed, an order (so messages went to every channel) and a sign-in code sent to the number.
   */
  async function customerOnPhone(firstName: string, phone: string) {
    const session = await signUpCustomer(ctx.app);
    const product = await buildProduct(ctx, { name: `Surmai ${phone}` });
    await addAddress(ctx, session, { firstName, lastName: "Patil", phoneNo: phone });
    const consent = { whatsapp: true, sms: true, push: true, phone };
    expect((await call(ctx, session, "PUT", `/api/users/${session.user._id}/notifications`, consent)).statusCode).toBe(200);
    const subscription = {
      endpoint: `https://push.example.test/${phone}`,
      keys: { p256dh: "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA", auth: "tBHItJI5svbpez7KI4CCXg" },
    };
    expect((await call(ctx, session, "POST", `/api/users/${session.user._id}/push-subscriptions`, subscription)).statusCode).toBe(201);
    await setCart(ctx, session, product.id, 1);
    await placeOrder(ctx, session);
    expect((await call(ctx, null, "POST", "/api/users/otp/request", { phone })).statusCode).toBe(200);
    await ctx.modules.messages.dispatchOutbox(null, silent);
    return session;
  }

  it("erases the phone side too: WhatsApp, SMS and push messages lose number, name and text; opt-ins, browsers and codes go", async () => {
    const gone = await customerOnPhone("Ashwini", "9811122233");
    const stays = await customerOnPhone("Bhagyashree", "9822233344");
    const channelsOf = async (recipient: string) =>
      (await ctx.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient)))
        .map((m) => `${m.channel} ${m.kind}`)
        .sort();
    expect(await channelsOf("9811122233")).toEqual(["whatsapp order-confirmed", "whatsapp sign-in-code"]);
    expect(await channelsOf(gone.user._id)).toEqual(["push order-confirmed"]);

    const res = await call(ctx, gone, "DELETE", `/api/users/${gone.user._id}`, { password: GOOD_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);

    // The messages stay as a record of what was sent, on which channel and when; nothing names the person.
    const phoneTables = ["outbox_messages", "phone_codes", "notification_settings", "notification_consents", "push_subscriptions"];
    const rows = (await everyRowAsText()).filter((r) => phoneTables.includes(r.table));
    expect(rows.filter((r) => r.text.includes("9811122233") || r.text.includes("Ashwini") || r.text.includes(gone.user._id))).toEqual([]);
    const forgotten = await ctx.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, "Deleted customer"));
    expect(forgotten.map((m) => `${m.channel} ${m.kind}`).sort()).toEqual([
      "email order-confirmed",
      "email verify-email",
      "push order-confirmed",
      "whatsapp order-confirmed",
      "whatsapp sign-in-code",
    ]);
    for (const message of forgotten)
      expect(message).toMatchObject({ payload: {}, variables: null, textBody: null, html: null, subject: null });
    expect(await ctx.db.select().from(notificationSettings).where(eq(notificationSettings.userId, gone.user._id))).toEqual([]);
    expect(await ctx.db.select().from(notificationConsents).where(eq(notificationConsents.userId, gone.user._id))).toEqual([]);
    expect(await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, gone.user._id))).toEqual([]);
    expect(await ctx.db.select().from(phoneCodes).where(eq(phoneCodes.phone, "9811122233"))).toEqual([]);

    // The other customer's messages, opt-ins, browser and code are untouched.
    expect(await channelsOf("9822233344")).toEqual(["whatsapp order-confirmed", "whatsapp sign-in-code"]);
    expect(await channelsOf(stays.user._id)).toEqual(["push order-confirmed"]);
    expect(await ctx.db.select().from(notificationSettings).where(eq(notificationSettings.userId, stays.user._id))).toHaveLength(1);
    expect(await ctx.db.select().from(notificationConsents).where(eq(notificationConsents.userId, stays.user._id))).toHaveLength(3);
    expect(await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, stays.user._id))).toHaveLength(1);
    expect(await ctx.db.select().from(phoneCodes).where(eq(phoneCodes.phone, "9822233344"))).toHaveLength(1);
  });
});
