import type { Session } from "@taaza/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, GOOD_PASSWORD, signUpCustomer } from "./support/factories.ts";
import { createTestContext, type TestContext } from "./support/test-app.ts";

// With sessions cached as in production (the other tests turn the cache off): a cached session
// saves a purchase's calls their session reads, and ending a session still takes effect at once.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ SESSION_CACHE_MS: "60000" });
});
afterAll(() => ctx.close());

const profile = (session: Session) => ctx.app.inject({ method: "GET", url: `/api/users/${session.user._id}`, headers: bearer(session) });
/** A second session of the same customer, signed in with the password. */
const signInAgain = async (session: Session) =>
  (
    await ctx.app.inject({ method: "POST", url: "/api/users/login", payload: { email: session.user.email, password: GOOD_PASSWORD } })
  ).json<Session>();

describe("sessions remembered by a process", () => {
  it("reads a session from the database once, then answers from memory", async () => {
    const session = await signUpCustomer(ctx.app);
    expect((await profile(session)).statusCode).toBe(200);
    const before = ctx.database.statementStats().count;
    expect((await profile(session)).statusCode).toBe(200);
    const cached = ctx.database.statementStats().count - before;
    // The profile's own read is all that is left; a second token of the user is read once more.
    const other = await signInAgain(session);
    const start = ctx.database.statementStats().count;
    expect((await profile(other)).statusCode).toBe(200);
    expect(ctx.database.statementStats().count - start).toBe(cached + 1);
  });

  it("forgets a session signed out, though it was remembered", async () => {
    const session = await signUpCustomer(ctx.app);
    expect((await profile(session)).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: "POST", url: "/api/users/logout", headers: bearer(session) })).statusCode).toBe(200);
    expect((await profile(session)).statusCode).toBe(401);
  });

  it("forgets the user's other sessions when the password changes", async () => {
    const first = await signUpCustomer(ctx.app);
    const second = await signInAgain(first);
    expect((await profile(second)).statusCode).toBe(200);
    const changed = await ctx.app.inject({
      method: "PUT",
      url: `/api/users/${first.user._id}`,
      headers: bearer(first),
      payload: { password: "Newer@Fish22", currentPassword: GOOD_PASSWORD },
    });
    expect(changed.statusCode).toBe(200);
    expect((await profile(second)).statusCode).toBe(401);
    expect((await profile(first)).statusCode).toBe(200);
  });

  it("never lets a made-up token in", async () => {
    const session = await signUpCustomer(ctx.app);
    const forged = { ...session, token: `${session.token.slice(0, -4)}AAAA` };
    expect((await profile(forged)).statusCode).toBe(401);
    expect((await profile(session)).statusCode).toBe(200);
  });
});
