import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SERVER_MESSAGES } from "@taaza/domain";
import { ConfigError, loadConfig, parseTrustProxy } from "../src/platform/config.ts";
import { bearer, GOOD_PASSWORD, signUpCustomer, uniqueEmail } from "./support/factories.ts";
import { createTestContext, type TestContext } from "./support/test-app.ts";
import { HASHING_POOL_SIZE, takeHashingPeak } from "../src/modules/accounts/password-hashing.ts";

/** Tests that start an app of their own wait for a fresh database too, slow on a busy machine. */
const OWN_APP_TIMEOUT = 120_000;

const login = (ctx: TestContext, email: string, password: string, remoteAddress = "198.51.100.1", headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: "POST", url: "/api/users/login", payload: { email, password }, remoteAddress, headers });

describe("TRUST_PROXY", () => {
  it("takes a hop count or proxy addresses/CIDRs; true means one hop, never every proxy", () => {
    expect(parseTrustProxy("false")).toBe(false);
    expect(parseTrustProxy("true")).toBe(1);
    expect(parseTrustProxy("2")).toBe(2);
    expect(parseTrustProxy("10.0.0.0/8, 127.0.0.1,::1")).toEqual(["10.0.0.0/8", "127.0.0.1", "::1"]);
    for (const bad of ["yes", "10.0.0.0/33", "example.com", "99"]) expect(parseTrustProxy(bad)).toBeNull();
    expect(() => loadConfig({ TRUST_PROXY: "everyone" })).toThrow(ConfigError);
  });

  // Behind one load balancer the client writes the leftmost X-Forwarded-For entries and the
  // balancer appends the address it saw; only that last one may count.
  for (const trust of ["true", "1", "127.0.0.1/32"]) {
    it(
      `with TRUST_PROXY=${trust}, rotating X-Forwarded-For does not escape the per-address login limit`,
      async () => {
        const ctx = await createTestContext({ TRUST_PROXY: trust, AUTH_RATE_LIMIT: "3" });
        try {
          const attempt = (i: number) =>
            login(ctx, uniqueEmail(), "Wrong@Pass1", "127.0.0.1", { "x-forwarded-for": `10.9.${i}.${i}, 203.0.113.7` });
          for (let i = 0; i < 3; i++) expect((await attempt(i)).statusCode).toBe(400);
          const blocked = await attempt(99);
          expect(blocked.statusCode).toBe(429);
          expect(blocked.json()).toMatchObject({ error: SERVER_MESSAGES.auth.tooManyAttempts });
          // Another client behind the same balancer is counted apart.
          const other = await login(ctx, uniqueEmail(), "Wrong@Pass1", "127.0.0.1", { "x-forwarded-for": "203.0.113.8" });
          expect(other.statusCode).toBe(400);
        } finally {
          await ctx.close();
        }
      },
      OWN_APP_TIMEOUT,
    );
  }

  it(
    "without TRUST_PROXY, X-Forwarded-For is ignored",
    async () => {
      const ctx = await createTestContext({ AUTH_RATE_LIMIT: "2" });
      try {
        const attempt = (i: number) => login(ctx, uniqueEmail(), "Wrong@Pass1", "127.0.0.1", { "x-forwarded-for": `203.0.113.${i}` });
        expect((await attempt(1)).statusCode).toBe(400);
        expect((await attempt(2)).statusCode).toBe(400);
        expect((await attempt(3)).statusCode).toBe(429);
      } finally {
        await ctx.close();
      }
    },
    OWN_APP_TIMEOUT,
  );
});

describe("failed sign-ins per account", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    await ctx.reset();
    ctx.setNow(undefined);
  });

  const fail = (email: string, i: number) => login(ctx, email, "Wrong@Pass1", `198.51.100.${i + 10}`);

  it("after 5 failures from any addresses, even the right password waits out the 15 minutes, then works", async () => {
    const start = new Date();
    ctx.setNow(start);
    const customer = await signUpCustomer(ctx.app);
    for (let i = 0; i < 5; i++) expect((await fail(customer.user.email!, i)).statusCode).toBe(400);
    const blocked = await login(ctx, customer.user.email!, GOOD_PASSWORD, "192.0.2.44");
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ error: "Too many failed sign-ins for this account. Please wait 15 minutes and try again." });
    // Other accounts are not affected.
    const other = await signUpCustomer(ctx.app);
    expect((await login(ctx, other.user.email!, GOOD_PASSWORD)).statusCode).toBe(200);
    // Never a lasting lockout: the window ends 15 minutes after the first failure.
    ctx.setNow(new Date(start.getTime() + 14 * 60_000));
    expect((await login(ctx, customer.user.email!, GOOD_PASSWORD)).statusCode).toBe(429);
    ctx.setNow(new Date(start.getTime() + 15 * 60_000 + 1));
    expect((await login(ctx, customer.user.email!, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it("a successful sign-in clears the count", async () => {
    const customer = await signUpCustomer(ctx.app);
    for (let i = 0; i < 4; i++) await fail(customer.user.email!, i);
    expect((await login(ctx, customer.user.email!, GOOD_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await fail(customer.user.email!, i)).statusCode).toBe(400);
    expect((await login(ctx, customer.user.email!, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it("unknown emails are counted the same way, so the answers never tell them apart", async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 5; i++) expect((await fail(email, i)).statusCode).toBe(400);
    expect((await fail(email, 6)).statusCode).toBe(429);
  });

  it("wrong current passwords on a password change count too", async () => {
    const customer = await signUpCustomer(ctx.app);
    const change = (currentPassword: string) =>
      ctx.app.inject({
        method: "PUT",
        url: `/api/users/${customer.user._id}`,
        headers: bearer(customer),
        payload: { password: "Newer@Fish22", currentPassword },
      });
    for (let i = 0; i < 5; i++) expect((await change("Wrong@Pass1")).statusCode).toBe(400);
    const blocked = await change(GOOD_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ error: SERVER_MESSAGES.auth.tooManyFailedLogins });
  });
});

describe("sign-up limits", () => {
  const signUp = (ctx: TestContext, email: string, remoteAddress: string) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/users/signup",
      payload: { username: "Asha", email, password: GOOD_PASSWORD, userType: "User" },
      remoteAddress,
    });

  it(
    "per client address: past AUTH_RATE_LIMIT sign-ups a minute, 429",
    async () => {
      const ctx = await createTestContext({ AUTH_RATE_LIMIT: "3" });
      try {
        for (let i = 0; i < 3; i++) expect((await signUp(ctx, uniqueEmail(), "198.51.100.7")).statusCode).toBe(201);
        const blocked = await signUp(ctx, uniqueEmail(), "198.51.100.7");
        expect(blocked.statusCode).toBe(429);
        expect((await signUp(ctx, uniqueEmail(), "198.51.100.8")).statusCode).toBe(201);
      } finally {
        await ctx.close();
      }
    },
    OWN_APP_TIMEOUT,
  );

  it(
    "per email address: after 5 tries at a taken address from any clients, that address is refused for 15 minutes",
    async () => {
      const ctx = await createTestContext();
      try {
        const start = new Date();
        ctx.setNow(start);
        const owner = await signUpCustomer(ctx.app);
        for (let i = 0; i < 5; i++) expect((await signUp(ctx, owner.user.email!, `198.51.100.${i + 20}`)).statusCode).toBe(400);
        const blocked = await signUp(ctx, owner.user.email!, "192.0.2.99");
        expect(blocked.statusCode).toBe(429);
        expect(blocked.json()).toMatchObject({ error: SERVER_MESSAGES.auth.tooManySignUps, code: "auth.tooManySignUps" });
        // Other addresses sign up as before, and the owner still signs in.
        expect((await signUp(ctx, uniqueEmail(), "192.0.2.99")).statusCode).toBe(201);
        expect((await login(ctx, owner.user.email!, GOOD_PASSWORD)).statusCode).toBe(200);
        ctx.setNow(new Date(start.getTime() + 15 * 60_000 + 1));
        expect((await signUp(ctx, owner.user.email!, "192.0.2.99")).statusCode).toBe(400);
      } finally {
        await ctx.close();
      }
    },
    OWN_APP_TIMEOUT,
  );
});

describe("password hashing pool", () => {
  it(
    "concurrent sign-ins hash side by side (a pool of 2), never more at once",
    async () => {
      const ctx = await createTestContext();
      try {
        const customers = await Promise.all(Array.from({ length: 3 }, () => signUpCustomer(ctx.app)));
        takeHashingPeak();
        const answers = await Promise.all(
          customers.flatMap((c, i) => [
            login(ctx, c.user.email!, GOOD_PASSWORD, `198.51.100.${i + 40}`),
            login(ctx, c.user.email!, GOOD_PASSWORD, `198.51.100.${i + 50}`),
          ]),
        );
        for (const answer of answers) expect(answer.statusCode).toBe(200);
        // One at a time, a sign-in waited for every other in the queue.
        expect(takeHashingPeak()).toBe(HASHING_POOL_SIZE);
      } finally {
        await ctx.close();
      }
    },
    OWN_APP_TIMEOUT,
  );
});
