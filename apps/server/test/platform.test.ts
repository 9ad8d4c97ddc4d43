import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/platform/config.ts";
import { createTestContext, type TestContext } from "./support/test-app.ts";
import { mkdirSync } from "node:fs";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("platform", () => {
  it("GET /api/health says the process is alive", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
  });

  it("publishes an OpenAPI 3 document generated from the route schemas", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{
      openapi: string;
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { properties?: object } }> } }>>;
    }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/api/users/signup", "/api/users/login", "/api/products", "/api/products/{id}"]),
    );
    expect(doc.paths["/api/users/signup"]?.post?.requestBody?.content["application/json"]?.schema.properties).toHaveProperty("email");
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/nope" });
    expect(res.statusCode).toBe(404);
    expect(res.json<{ error: string }>().error).toContain("/api/nope");
  });

  it("sends security headers and a request id on API responses", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/health" });
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(res.headers["x-request-id"]).toBeTruthy();
    expect(res.headers["server-timing"]).toMatch(/^app;dur=/);
    expect(res.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("refuses a body over the limit with 413", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/users/login",
      payload: { email: "a@b.in", password: "x".repeat(300_000) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json<{ error: string }>().error).toBeTypeOf("string");
  });

  it("serves uploads with long caching and falls back to default-image.jpg", async () => {
    mkdirSync(ctx.uploadDir, { recursive: true });
    writeFileSync(path.join(ctx.uploadDir, "fish.webp"), Buffer.from("RIFF....WEBP"));
    writeFileSync(path.join(ctx.uploadDir, "default-image.jpg"), Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
    const found = await ctx.app.inject({ method: "GET", url: "/uploads/fish.webp" });
    expect(found.statusCode).toBe(200);
    expect(found.headers["content-type"]).toBe("image/webp");
    expect(found.headers["cache-control"]).toContain("immutable");
    const missing = await ctx.app.inject({ method: "GET", url: "/uploads/missing.webp" });
    expect(missing.statusCode).toBe(200);
    expect(missing.headers["content-type"]).toBe("image/jpeg");
    // Not an image name: refused before the store is asked, and nothing of the file is sent.
    const sneaky = await ctx.app.inject({ method: "GET", url: "/uploads/..%2F..%2Fetc%2Fpasswd" });
    expect(sneaky.statusCode).toBe(404);
    expect(sneaky.body).not.toContain("root:");
  });
});

describe("configuration", () => {
  it("has working defaults outside production, with a demo admin", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe("./data");
    expect(config.admin?.email).toBe("admin@taaza.local");
  });

  it("in production, lists every missing secret at once and has no default admin", () => {
    expect(() => loadConfig({ NODE_ENV: "production", ADMIN_EMAIL: "boss@taaza.in", ADMIN_PASSWORD: "weak" })).toThrow(
      /SESSION_SECRET[\s\S]*ADMIN_PASSWORD/,
    );
    const config = loadConfig({ NODE_ENV: "production", SESSION_SECRET: "s".repeat(40), PAYMENTS_TEST_MODE: "true" });
    expect(config.admin).toBeNull();
  });

  it("seeds the demo catalog by default outside production only, and SEED_DEMO overrides it", () => {
    const live = { NODE_ENV: "production", SESSION_SECRET: "s".repeat(40), PAYMENTS_TEST_MODE: "true" } as const;
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig(live).seedDemo).toBe(false);
    expect(loadConfig({ ...live, SEED_DEMO: "true" }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: "false" }).seedDemo).toBe(false);
  });

  it("takes a direct database URL for LISTEN and migrations, defaulting to DATABASE_URL", () => {
    const pooled = "postgres://shop@127.0.0.1:6432/taaza";
    expect(loadConfig({ DATABASE_URL: pooled }).databaseDirectUrl).toBe(pooled);
    expect(loadConfig({ DATABASE_URL: pooled, DATABASE_DIRECT_URL: "postgres://shop@127.0.0.1:5432/taaza" }).databaseDirectUrl).toBe(
      "postgres://shop@127.0.0.1:5432/taaza",
    );
  });

  it("lists S3 keys given one without the other, and a bad METRICS_PORT", () => {
    expect(() => loadConfig({ S3_BUCKET: "img", S3_ACCESS_KEY_ID: "key" })).toThrow(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ METRICS_PORT: "99999" })).toThrow(/METRICS_PORT/);
    expect(loadConfig({ S3_BUCKET: "img" }).s3).toMatchObject({ bucket: "img", region: "auto", forcePathStyle: true });
  });

  it("rejects a bad PORT", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
  });
});

describe("CORS", () => {
  it("answers only the configured origins", async () => {
    const withCors = await createTestContext({ CORS_ORIGINS: "https://admin.taaza.in" });
    try {
      const allowed = await withCors.app.inject({ method: "GET", url: "/api/health", headers: { origin: "https://admin.taaza.in" } });
      expect(allowed.headers["access-control-allow-origin"]).toBe("https://admin.taaza.in");
      const other = await withCors.app.inject({ method: "GET", url: "/api/health", headers: { origin: "https://evil.example" } });
      expect(other.headers["access-control-allow-origin"]).toBeUndefined();
    } finally {
      await withCors.close();
    }
  });
});
