import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { API_CONTENT_SECURITY_POLICY, contentSecurityPolicy, HSTS_VALUE } from "../src/platform/http/security-headers.ts";
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
    for (const url of ["/api/health", "/api/products", "/api/products?search=%00", "/api/no-such-route", "/uploads/missing.webp"]) {
      const res = await ctx.app.inject({ method: "GET", url });
      expect(res.headers["content-security-policy"], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["x-frame-options"]).toBe("DENY");
      expect(res.headers["cross-origin-resource-policy"]).toBe("same-origin");
      // No answer, however it is opened, hands its address to another site.
      expect(res.headers["referrer-policy"], url).toBe("strict-origin-when-cross-origin");
      // A JSON answer is never a document: what a document may do is said on HTML answers only.
      for (const documentOnly of ["cross-origin-opener-policy", "permissions-policy"]) {
        expect(res.headers[documentOnly], `${url} ${documentOnly}`).toBeUndefined();
      }
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
  it(
    "HSTS=true sends it on every response",
    async () => {
      await withApp({ HSTS: "true" }, async (ctx) => {
        expect((await ctx.app.inject({ method: "GET", url: "/api/health" })).headers["strict-transport-security"]).toBe(HSTS_VALUE);
      });
    },
    OWN_APP_TIMEOUT,
  );

  it(
    "by default, it is sent for HTTPS requests reported by a trusted proxy",
    async () => {
      await withApp({ TRUST_PROXY: "1" }, async (ctx) => {
        const https = await ctx.app.inject({ method: "GET", url: "/api/health", headers: { "x-forwarded-proto": "https" } });
        expect(https.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
        const http = await ctx.app.inject({ method: "GET", url: "/api/health", headers: { "x-forwarded-proto": "http" } });
        expect(http.headers["strict-transport-security"]).toBeUndefined();
      });
    },
    OWN_APP_TIMEOUT,
  );

  it(
    "HSTS=false never sends it",
    async () => {
      await withApp({ HSTS: "false", TRUST_PROXY: "1" }, async (ctx) => {
        const https = await ctx.app.inject({ method: "GET", url: "/api/health", headers: { "x-forwarded-proto": "https" } });
        expect(https.headers["strict-transport-security"]).toBeUndefined();
      });
    },
    OWN_APP_TIMEOUT,
  );
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

  it(
    "opens payment windows: Cross-Origin-Opener-Policy same-origin-allow-popups on pages",
    async () => {
      const razorpay = { RAZORPAY_KEY_ID: "rzp_test_1DP5mmOlF5G5ag", RAZORPAY_KEY_SECRET: "thisisasecretkey0123" };
      const dist = mkdtempSync(path.join(tmpdir(), "taaza-web-"));
      writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>Taaza</title>");
      try {
        for (const [env, expected] of [
          [razorpay, "same-origin-allow-popups"],
          [{}, "same-origin"],
        ] as const) {
          await withApp(env, async (ctx) => {
            const web = await buildApp(ctx.platform, { webDist: dist });
            try {
              const page = await web.inject({ method: "GET", url: "/" });
              expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
              expect(page.headers["cross-origin-opener-policy"]).toBe(expected);
              expect((await web.inject({ method: "GET", url: "/api/health" })).headers["cross-origin-opener-policy"]).toBeUndefined();
            } finally {
              await web.close();
            }
          });
        }
      } finally {
        rmSync(dist, { recursive: true, force: true });
      }
    },
    OWN_APP_TIMEOUT,
  );
});
