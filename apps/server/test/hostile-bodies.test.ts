import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Session, SERVER_MESSAGES } from "@taaza/domain";
import { users } from "../src/platform/database/schema.ts";
import { bearer, GOOD_PASSWORD, signUpCustomer, uniqueEmail } from "./support/factories.ts";
import { multipartBody } from "./support/sample-images.ts";
import { createTestContext, type TestContext } from "./support/test-app.ts";

/** Pins the JSON edge: poisoned prototypes, duplicate keys and other content types change nothing. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const raw = (method: "POST" | "PUT", url: string, body: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method, url, payload: body, headers: { "content-type": "application/json", ...headers } });
const signupJson = (email: string, extra: string) => `{"username":"Mallory","email":"${email}","password":"${GOOD_PASSWORD}"${extra}}`;

describe("prototype pollution", () => {
  for (const [what, extra] of [
    ["__proto__", ',"__proto__":{"userType":"Admin","isAdmin":true}'],
    ["constructor.prototype", ',"constructor":{"prototype":{"userType":"Admin","isAdmin":true}}'],
  ] as const) {
    it(`a sign-up carrying ${what} is refused with 400; no account, no polluted objects`, async () => {
      const email = uniqueEmail();
      const res = await raw("POST", "/api/users/signup", signupJson(email, extra));
      expect(res.statusCode).toBe(400);
      expect(await ctx.db.select().from(users).where(eq(users.email, email))).toEqual([]);
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
      expect(({} as Record<string, unknown>).userType).toBeUndefined();
    });

    it(`a profile update carrying ${what} changes nothing`, async () => {
      const session = await signUpCustomer(ctx.app, { username: "Asha" });
      const res = await raw("PUT", `/api/users/${session.user._id}`, `{"username":"Changed"${extra}}`, bearer(session));
      expect(res.statusCode).toBe(400);
      const [row] = await ctx.db.select().from(users).where(eq(users.id, session.user._id));
      expect(row).toMatchObject({ username: "Asha", userType: "User" });
    });
  }
});

describe("duplicate JSON keys", () => {
  it("the last one counts, and still cannot make an Admin", async () => {
    const email = uniqueEmail();
    const res = await raw("POST", "/api/users/signup", signupJson(email, ',"userType":"User","userType":"Admin"'));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: SERVER_MESSAGES.auth.adminSignupRefused });
    expect(await ctx.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it("a repeated email signs up the last one only, as a User", async () => {
    const first = uniqueEmail();
    const last = uniqueEmail();
    const res = await raw(
      "POST",
      "/api/users/signup",
      `{"username":"A","email":"${first}","password":"${GOOD_PASSWORD}","email":"${last}"}`,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json<Session>().user).toMatchObject({ email: last, userType: "User" });
    expect(await ctx.db.select().from(users).where(eq(users.email, first))).toEqual([]);
  });
});

describe("content types other than JSON", () => {
  const login = (payload: string | Buffer, contentType: string) =>
    ctx.app.inject({ method: "POST", url: "/api/users/login", payload, headers: { "content-type": contentType } });

  it("a form post or plain text to a JSON route is refused (415), so a cross-site form cannot call the API", async () => {
    const session = await signUpCustomer(ctx.app);
    for (const [type, body] of [
      ["application/x-www-form-urlencoded", `email=${session.user.email!}&password=${GOOD_PASSWORD}`],
      ["application/xml", "<login/>"],
    ] as const) {
      const res = await login(body, type);
      expect(res.statusCode, type).toBe(415);
      expect(res.json()).toMatchObject({ error: "Unsupported content type" });
    }
  });

  it("JSON sent as text/plain (what a cross-site form can send) stays a string and is refused", async () => {
    const session = await signUpCustomer(ctx.app);
    const res = await login(JSON.stringify({ email: session.user.email!, password: GOOD_PASSWORD }), "text/plain");
    expect(res.statusCode).toBe(400);
    expect(res.json<Partial<Session>>().token).toBeUndefined();
  });

  it("multipart to a JSON route signs nobody in", async () => {
    const session = await signUpCustomer(ctx.app);
    const body = multipartBody({ email: session.user.email!, password: GOOD_PASSWORD }, []);
    const res = await login(body.payload, body.headers["content-type"]);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json<Partial<Session>>().token).toBeUndefined();
  });

  it("broken JSON is a 400 with a clear message", async () => {
    const res = await login('{"email": ', "application/json");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: "The request body is not valid JSON" });
  });
});
