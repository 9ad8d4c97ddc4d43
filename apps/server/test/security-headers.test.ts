import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_CONTENT_SECURITY_POLICY, contentSecurityPolicy, HSTS_VALUE } from "../src/http/security-headers.ts";
import { buildProduct } from "./support/factories.ts";
import { createTestContext, type TestContext } from "./support/test-app.ts";

/** Tests that start an app of their own wait for a fresh database too, slow on a busy machine. */
const OWN_APP_TIMEOUT = 120_000;

async function withApp(env: Record<string, string>, use: (ctx: TestContext) => Promise<void>) {
  const ctx = await createTestContext(env);
  try {
    await use(ctx);
  } finally {
    await ctx.close();
  }
}

describe("API responses", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it("carry a closed Content-Security-Policy: JSON answers, errors and the catalog read alike", async () => {
    await buildProduct(ctx);
    for (const url of ["/api/health", "/api/products", "/api/products?search=%00", "/api/no-such-route"]) {
      const res = await ctx.app.inject({ method: "GET", url });
      expect(res.headers["content-security-policy"], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
    }
    expect(API_CONTENT_SECURITY_POLICY).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it("carry no HSTS over plain HTTP by default, and ignore X-Forwarded-Proto from an untrusted client", async () => {
    expect((await ctx.app.inject({ method: "GET", url: "/api/health" })).headers["strict-transport-security"]).toBeUndefined();
    const forged = await ctx.app.inject({ method: "GET", url: "/api/health", headers: { "x-forwarded-proto": "https" } });
    expect(forged.headers["strict-transport-security"]).toBeUndefined();
  });
});

describe("Strict-Transport-Security", () => {
  it("HSTS=true sends it on every response", async () => {
    await withApp({ HSTS: "true" }, async (ctx) => {
      expect((await ctx.app.inject({ method: "GET", url: "/api/health" })).headers["strict-transport-security"]).toBe(HSTS_VALUE);
    });
  }, OWN_APP_TIMEOUT);

  it("by default, it is sent for HTTPS requests reported by a trusted proxy", async () => {
    await withApp({ TRUST_PROXY: "1" }, async (ctx) => {
      const https = await ctx.app.inject({ method: "GET", url: "/api/health", headers: { "x-forwarded-proto": "https" } });
      expect(https.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
      const http = await ctx.app.inject({ method: "GET", url: "/api/health", headers: { "x-forwarded-proto": "http" } });
      expect(http.headers["strict-transport-security"]).toBeUndefined();
    });
  }, OWN_APP_TIMEOUT);

  it("HSTS=false never sends it", async () => {
    await withApp({ HSTS: "false", TRUST_PROXY: "1" }, async (ctx) => {
      const https = await ctx.app.inject({ method: "GET", url: "/api/health", headers: { "x-forwarded-proto": "https" } });
      expect(https.headers["strict-transport-security"]).toBeUndefined();
    });
  }, OWN_APP_TIMEOUT);
});

describe("Razorpay mode", () => {
  it("the page policy lets checkout.js load its CDN scripts and images and report metrics", () => {
    const directives = Object.fromEntries(
      contentSecurityPolicy({ google: false, razorpay: true })
        .split("; ")
        .map((d): [string, string[]] => [d.split(" ")[0]!, d.split(" ").slice(1)]),
    );
    expect(directives["script-src"]).toEqual(expect.arrayContaining(["https://checkout.razorpay.com", "https://cdn.razorpay.com"]));
    expect(directives["img-src"]).toContain("https://cdn.razorpay.com");
    expect(directives["connect-src"]).toContain("https://lumberjack-metrics.razorpay.com");
    expect(directives["frame-src"]).toEqual(expect.arrayContaining(["https://api.razorpay.com", "https://checkout.razorpay.com"]));
    const plain = contentSecurityPolicy({ google: false, razorpay: false });
    expect(plain).not.toContain("razorpay");
  });

  it("opens payment windows: Cross-Origin-Opener-Policy same-origin-allow-popups", async () => {
    await withApp({ RAZORPAY_KEY_ID: "rzp_test_1DP5mmOlF5G5ag", RAZORPAY_KEY_SECRET: "thisisasecretkey0123" }, async (ctx) => {
      const res = await ctx.app.inject({ method: "GET", url: "/api/health" });
      expect(res.headers["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
    });
    await withApp({}, async (ctx) => {
      expect((await ctx.app.inject({ method: "GET", url: "/api/health" })).headers["cross-origin-opener-policy"]).toBe("same-origin");
    });
  }, OWN_APP_TIMEOUT);
});
