import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVER_MESSAGES } from "@taaza/domain";
import { createTestContext, type TestContext } from "./support/test-app.ts";
import { uniqueEmail } from "./support/factories.ts";

// Its own Vitest project ("redis"), run by `npm test` when TEST_REDIS_URL names a Redis server.
const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

describe("rate limits shared through Redis", () => {
  let first: TestContext;
  let second: TestContext;
  beforeAll(async () => {
    const redis = new Redis(redisUrl);
    const keys = [...(await redis.keys("taaza-rl:*")), ...(await redis.keys("taaza-fl:*"))];
    if (keys.length) await redis.del(...keys);
    await redis.quit();
    first = await createTestContext({ REDIS_URL: redisUrl, AUTH_RATE_LIMIT: "3" });
    second = await createTestContext({ REDIS_URL: redisUrl, AUTH_RATE_LIMIT: "3" });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it("two processes count one client's attempts together", async () => {
    const attempt = (ctx: TestContext) =>
      ctx.app.inject({
        method: "POST",
        url: "/api/users/login",
        payload: { email: uniqueEmail(), password: "x" },
        remoteAddress: "203.0.113.7",
      });
    expect((await attempt(first)).statusCode).toBe(400);
    expect((await attempt(second)).statusCode).toBe(400);
    expect((await attempt(first)).statusCode).toBe(400);
    expect((await attempt(second)).statusCode).toBe(429);
  });

  it("two processes count one account's failed sign-ins together, from any address", async () => {
    const email = uniqueEmail();
    const fail = (ctx: TestContext, i: number) =>
      ctx.app.inject({
        method: "POST",
        url: "/api/users/login",
        payload: { email, password: "Wrong@Pass1" },
        remoteAddress: `198.51.100.${i}`,
      });
    for (let i = 0; i < 5; i++) expect((await fail(i % 2 ? first : second, i)).statusCode).toBe(400);
    const blocked = await fail(first, 9);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ error: SERVER_MESSAGES.auth.tooManyFailedLogins });
    const redis = new Redis(redisUrl);
    const [key] = await redis.keys("taaza-fl:*");
    // The window is bounded: the key expires 15 minutes after the first failure at the latest.
    const ttl = await redis.pttl(key!);
    await redis.quit();
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(15 * 60_000);
  });
});
