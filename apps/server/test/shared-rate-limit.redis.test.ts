import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "./support/test-app.ts";
import { uniqueEmail } from "./support/factories.ts";

// Its own Vitest project ("redis"), run by `npm test` when TEST_REDIS_URL names a Redis server.
const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

describe("rate limits shared through Redis", () => {
  let first: TestContext;
  let second: TestContext;
  beforeAll(async () => {
    const redis = new Redis(redisUrl!);
    const keys = await redis.keys("taaza-rl:*");
    if (keys.length) await redis.del(...keys);
    await redis.quit();
    first = await createTestContext({ REDIS_URL: redisUrl!, AUTH_RATE_LIMIT: "3" });
    second = await createTestContext({ REDIS_URL: redisUrl!, AUTH_RATE_LIMIT: "3" });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it("two processes count one client's attempts together", async () => {
    const attempt = (ctx: TestContext) =>
      ctx.app.inject({ method: "POST", url: "/api/users/login", payload: { email: uniqueEmail(), password: "x" }, remoteAddress: "203.0.113.7" });
    expect((await attempt(first)).statusCode).toBe(400);
    expect((await attempt(second)).statusCode).toBe(400);
    expect((await attempt(first)).statusCode).toBe(400);
    expect((await attempt(second)).statusCode).toBe(429);
  });
});
