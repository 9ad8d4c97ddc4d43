import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ACCOUNT_EMAIL_MESSAGES, MESSAGES, SERVER_MESSAGES, type PublicUser, type Session } from "@taaza/domain";
import { sessions, users } from "../src/platform/database/schema.ts";
import { createTestContext, type TestContext } from "./support/test-app.ts";
import { bearer, GOOD_PASSWORD, signInAdmin, signUpCustomer, uniqueEmail } from "./support/factories.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const post = (url: string, payload: unknown, headers = {}) => ctx.app.inject({ method: "POST", url, payload: payload as object, headers });

describe("sign-up", () => {
  it("creates a User with a session, and never exposes the password hash", async () => {
    const email = uniqueEmail();
    const res = await post("/api/users/signup", { userId: "dummy", username: "Asha", email, password: GOOD_PASSWORD, userType: "User" });
    expect(res.statusCode).toBe(201);
    const body = res.json<Session>();
    expect(body.user).toMatchObject({ username: "Asha", email, userType: "User", addresses: [], cart: [] });
    expect(body.user.userId).toMatch(/^TZ[2-9A-Z]{6}$/);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body).not.toContain("argon2");
    expect(res.body).not.toContain("passwordHash");
  });

  it("when a sign-up asks for userType Admin, then 403 and no account is created", async () => {
    const email = uniqueEmail();
    const res = await post("/api/users/signup", { username: "Mallory", email, password: GOOD_PASSWORD, userType: "Admin" });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: SERVER_MESSAGES.auth.adminSignupRefused });
    expect(await ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it("refuses a duplicate email (any case) with a message about the email", async () => {
    const email = uniqueEmail();
    await signUpCustomer(ctx.app, { email });
    const res = await post("/api/users/signup", { username: "Again", email: email.toUpperCase(), password: GOOD_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error.toLowerCase()).toContain("email");
  });

  it("explains a weak password under the password field and a bad email under the email field", async () => {
    const weak = await post("/api/users/signup", { username: "A", email: uniqueEmail(), password: "short" });
    expect(weak.statusCode).toBe(400);
    expect(weak.json<{ error: string }>().error).toBe(MESSAGES.auth.passwordRule);
    const badEmail = await post("/api/users/signup", { username: "A", email: "not-an-email", password: GOOD_PASSWORD });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json<{ error: string }>().error.toLowerCase()).toContain("email");
  });

  it("answers malformed JSON with 400, not 500", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/users/signup",
      payload: "{nope",
      headers: { "content-type": "application/json" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toBeTypeOf("string");
  });
});

describe("login and logout", () => {
  it("logs in with the right password and gives the same message for a wrong password and an unknown email", async () => {
    const email = uniqueEmail();
    await signUpCustomer(ctx.app, { email });
    const ok = await post("/api/users/login", { email, password: GOOD_PASSWORD });
    expect(ok.statusCode).toBe(200);
    expect(ok.json<Session>().user.email!).toBe(email);

    const wrong = await post("/api/users/login", { email, password: "Wrong@Pass1" });
    const unknown = await post("/api/users/login", { email: uniqueEmail(), password: GOOD_PASSWORD });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it("stores only a hash of the token, and logout revokes it", async () => {
    const session = await signUpCustomer(ctx.app);
    const stored = await ctx.db.select().from(sessions);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toBe(session.token);

    expect((await ctx.app.inject({ method: "GET", url: `/api/users/${session.user._id}`, headers: bearer(session) })).statusCode).toBe(200);
    expect((await post("/api/users/logout", {}, bearer(session))).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: "GET", url: `/api/users/${session.user._id}`, headers: bearer(session) })).statusCode).toBe(401);
    expect(await ctx.db.select().from(sessions)).toHaveLength(0);
  });

  it("rejects an expired session", async () => {
    const session = await signUpCustomer(ctx.app);
    ctx.setNow(new Date(Date.now() + 31 * 24 * 3600 * 1000));
    try {
      const res = await ctx.app.inject({ method: "GET", url: `/api/users/${session.user._id}`, headers: bearer(session) });
      expect(res.statusCode).toBe(401);
    } finally {
      ctx.setNow(undefined);
    }
  });
});

describe("who may read and change a user", () => {
  it("without a token: 401", async () => {
    const session = await signUpCustomer(ctx.app);
    const res = await ctx.app.inject({ method: "GET", url: `/api/users/${session.user._id}` });
    expect(res.statusCode).toBe(401);
  });

  it("another customer: 403 on GET and PUT, and nothing changes", async () => {
    const owner = await signUpCustomer(ctx.app, { username: "Owner" });
    const other = await signUpCustomer(ctx.app);
    const get = await ctx.app.inject({ method: "GET", url: `/api/users/${owner.user._id}`, headers: bearer(other) });
    expect(get.statusCode).toBe(403);
    const put = await ctx.app.inject({
      method: "PUT",
      url: `/api/users/${owner.user._id}`,
      headers: bearer(other),
      payload: { username: "Hacked" },
    });
    expect(put.statusCode).toBe(403);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, owner.user._id));
    expect(row!.username).toBe("Owner");
  });

  it("an Admin may read any user", async () => {
    const customer = await signUpCustomer(ctx.app);
    const admin = await signInAdmin(ctx);
    const res = await ctx.app.inject({ method: "GET", url: `/api/users/${customer.user._id}`, headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    expect(res.json<PublicUser>().email).toBe(customer.user.email!);
  });

  it("PUT changes the profile but never userType, email or _id", async () => {
    const session = await signUpCustomer(ctx.app);
    const res = await ctx.app.inject({
      method: "PUT",
      url: `/api/users/${session.user._id}`,
      headers: bearer(session),
      payload: {
        username: "Asha P",
        age: 31,
        gender: "Female",
        userType: "Admin",
        email: "boss@example.in",
        _id: "00000000-0000-4000-8000-000000000000",
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      _id: session.user._id,
      username: "Asha P",
      age: 31,
      gender: "Female",
      userType: "User",
      email: session.user.email!,
    });
    const [row] = await ctx.db.select().from(users).where(eq(users.id, session.user._id));
    expect(row).toMatchObject({ userType: "User", email: session.user.email! });
  });

  it("PUT refuses a weak new password and a non-positive age with the spec's messages", async () => {
    const session = await signUpCustomer(ctx.app);
    const put = (payload: object) =>
      ctx.app.inject({ method: "PUT", url: `/api/users/${session.user._id}`, headers: bearer(session), payload });
    expect((await put({ password: "weakpass" })).json<{ error: string }>().error).toBe(MESSAGES.auth.passwordRule);
    expect((await put({ age: 0 })).json<{ error: string }>().error).toBe(MESSAGES.auth.ageRule);
  });

  it("a new password works and ends the user's other sessions", async () => {
    const first = await signUpCustomer(ctx.app);
    const second = (await post("/api/users/login", { email: first.user.email!, password: GOOD_PASSWORD })).json<Session>();
    const res = await ctx.app.inject({
      method: "PUT",
      url: `/api/users/${first.user._id}`,
      headers: bearer(first),
      payload: { password: "Newer@Fish22", currentPassword: GOOD_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: "GET", url: `/api/users/${first.user._id}`, headers: bearer(second) })).statusCode).toBe(401);
    expect((await post("/api/users/login", { email: first.user.email!, password: "Newer@Fish22" })).statusCode).toBe(200);
  });

  it("a session token alone cannot change the password: the current one is required and checked", async () => {
    const session = await signUpCustomer(ctx.app);
    const put = (payload: object) =>
      ctx.app.inject({ method: "PUT", url: `/api/users/${session.user._id}`, headers: bearer(session), payload });
    const missing = await put({ password: "Newer@Fish22" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: MESSAGES.auth.currentPasswordRequired });
    const wrong = await put({ password: "Newer@Fish22", currentPassword: "Wrong@Pass1" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: SERVER_MESSAGES.auth.currentPasswordWrong });
    expect((await post("/api/users/login", { email: session.user.email!, password: GOOD_PASSWORD })).statusCode).toBe(200);
    expect((await post("/api/users/login", { email: session.user.email!, password: "Newer@Fish22" })).statusCode).toBe(400);
  });

  it("an account without a password (Google only) cannot add one with its session alone: 403, and nothing changes", async () => {
    const session = await signUpCustomer(ctx.app);
    await ctx.db.update(users).set({ passwordHash: null, googleSub: "google-sub-1" }).where(eq(users.id, session.user._id));
    const res = await ctx.app.inject({
      method: "PUT",
      url: `/api/users/${session.user._id}`,
      headers: bearer(session),
      payload: { password: "Newer@Fish22" },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: ACCOUNT_EMAIL_MESSAGES.googleSignInRequired, code: "accountEmail.googleSignInRequired" });
    const [row] = await ctx.db.select().from(users).where(eq(users.id, session.user._id));
    expect(row!.passwordHash).toBeNull();
  });

  it("when an Admin sets a customer's password, every session of the customer ends", async () => {
    const customer = await signUpCustomer(ctx.app);
    const phone = (await post("/api/users/login", { email: customer.user.email!, password: GOOD_PASSWORD })).json<Session>();
    const admin = await signInAdmin(ctx);
    const res = await ctx.app.inject({
      method: "PUT",
      url: `/api/users/${customer.user._id}`,
      headers: bearer(admin),
      payload: { password: "Reset@Fish33" },
    });
    expect(res.statusCode).toBe(200);
    for (const session of [customer, phone]) {
      expect((await ctx.app.inject({ method: "GET", url: `/api/users/${customer.user._id}`, headers: bearer(session) })).statusCode).toBe(
        401,
      );
    }
    expect((await ctx.app.inject({ method: "GET", url: `/api/users/${customer.user._id}`, headers: bearer(admin) })).statusCode).toBe(200);
    expect((await post("/api/users/login", { email: customer.user.email!, password: "Reset@Fish33" })).statusCode).toBe(200);
  });

  it("a malformed id is a 400, never a 500", async () => {
    const session = await signUpCustomer(ctx.app);
    const res = await ctx.app.inject({ method: "GET", url: "/api/users/not-a-uuid", headers: bearer(session) });
    expect(res.statusCode).toBe(400);
  });
});

describe("the configured Admin", () => {
  it("taking over a customer account with ADMIN_EMAIL ends the sessions it had, so its signer-up gets no staff rights", async () => {
    const squatter = await signUpCustomer(ctx.app);
    await ctx.modules.accounts.ensureAdmin({ email: squatter.user.email!, password: "Staff@Secret99" });
    const res = await ctx.app.inject({ method: "GET", url: "/api/admin/stats", headers: bearer(squatter) });
    expect(res.statusCode).toBe(401);
  });

  it("a new ADMIN_PASSWORD ends the Admin's sessions; a restart with the same one keeps them", async () => {
    const email = uniqueEmail("boss");
    await ctx.modules.accounts.ensureAdmin({ email, password: GOOD_PASSWORD });
    const session = (await post("/api/users/login", { email, password: GOOD_PASSWORD })).json<Session>();
    const stats = () => ctx.app.inject({ method: "GET", url: "/api/admin/stats", headers: bearer(session) });
    await ctx.modules.accounts.ensureAdmin({ email, password: GOOD_PASSWORD });
    expect((await stats()).statusCode).toBe(200);
    await ctx.modules.accounts.ensureAdmin({ email, password: "Rotated@Pass77" });
    expect((await stats()).statusCode).toBe(401);
  });
});

describe("customers list", () => {
  it("is for Admins only: 401 without a token, 403 for a User", async () => {
    const customer = await signUpCustomer(ctx.app);
    expect((await ctx.app.inject({ method: "GET", url: "/api/users" })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: "GET", url: "/api/users", headers: bearer(customer) })).statusCode).toBe(403);
  });

  it("lists customers newest first and excludes admins", async () => {
    await signUpCustomer(ctx.app, { username: "First" });
    await signUpCustomer(ctx.app, { username: "Second" });
    const admin = await signInAdmin(ctx);
    const res = await ctx.app.inject({ method: "GET", url: "/api/users", headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    expect(res.json<PublicUser[]>().map((u) => u.username)).toEqual(["Second", "First"]);
    expect(res.body).not.toContain("password_hash");
  });
});

describe("rate limiting", () => {
  it("answers 429 with a clear message after too many login attempts from one address", async () => {
    const limited = await createTestContext({ AUTH_RATE_LIMIT: "3" });
    try {
      const attempt = () =>
        limited.app.inject({ method: "POST", url: "/api/users/login", payload: { email: uniqueEmail(), password: "x" } });
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(400);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ error: SERVER_MESSAGES.auth.tooManyAttempts });
    } finally {
      await limited.close();
    }
  });
});
