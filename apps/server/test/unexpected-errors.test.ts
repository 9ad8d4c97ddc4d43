import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../src/app.ts";
import { createTestContext, type TestContext } from "./support/test-app.ts";

let ctx: TestContext;
let app: FastifyInstance;
beforeAll(async () => {
  ctx = await createTestContext();
  // A second app on the same deps, with one route that fails the way a bug would.
  app = await buildApp(ctx.platform, { webDist: null });
  app.get("/api/boom", async () => {
    throw new Error("secret detail: connection string postgres://user:pw@db");
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

describe("unexpected errors", () => {
  it("answer 500 Internal error with a request id and no stack or detail", async () => {
    const res = await app.inject({ method: "GET", url: "/api/boom" });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ error: "Internal error" });
    expect(res.body).not.toContain("secret detail");
    expect(res.body).not.toContain("at ");
    expect(res.headers["x-request-id"]).toBeTruthy();
  });
});
