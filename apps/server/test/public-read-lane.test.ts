import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import type { Product } from "@taaza/domain";
import type { PublicReadLane } from "../src/platform/http/public-read-lane.ts";
import { createTestContext, type TestContext } from "./support/test-app.ts";
import { bearer, buildProduct, signInAdmin } from "./support/factories.ts";

// The lane replays an answer only while the cached catalog version is fresh, so this shop keeps
// its version for a minute (the other tests read it every time).
const METRICS_TOKEN = "lane-test-metrics-token";
let ctx: TestContext;
let origin: string;
let laneAnswered: MockInstance<PublicReadLane["tryAnswer"]>;
beforeAll(async () => {
  ctx = await createTestContext({ CATALOG_CACHE_MS: "60000", METRICS_TOKEN: METRICS_TOKEN });
  await ctx.app.listen({ port: 0, host: "127.0.0.1" });
  origin = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  laneAnswered = vi.spyOn(ctx.app.publicReadLane, "tryAnswer");
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  ctx.app.cachedVersions.forEach((version) => version.forget());
  laneAnswered.mockClear();
});

/** Whether each request so far was answered by the lane (true) or went on to Fastify (false). */
const byLane = (): boolean[] => laneAnswered.mock.results.map((result) => result.value as boolean);

const PAGE = "/api/products?category=SeaWater&page=1&limit=20";
// Headers that differ on every answer by design.
const PER_REQUEST = new Set(["date", "x-request-id", "server-timing", "keep-alive", "connection"]);
const stableHeaders = (response: Response) => Object.fromEntries([...response.headers].filter(([name]) => !PER_REQUEST.has(name)));

async function seaFish(count: number) {
  for (let i = 1; i <= count; i++) await buildProduct(ctx, { name: `Pomfret ${i}`, category: "SeaWater" });
}

describe("the public read lane (catalog pages answered before Fastify routes them)", () => {
  it("answers a repeat read with the very bytes and headers Fastify sent the first time", async () => {
    await seaFish(3);
    const first = await fetch(`${origin}${PAGE}`, { headers: { "accept-encoding": "br" } });
    const second = await fetch(`${origin}${PAGE}`, { headers: { "accept-encoding": "br" } });
    expect(byLane()).toEqual([false, true]);
    expect(second.status).toBe(200);
    expect(stableHeaders(second)).toEqual(stableHeaders(first));
    expect(second.headers.get("content-encoding")).toBe("br");
    expect(second.headers.get("x-total-count")).toBe("3");
    expect(second.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(second.headers.get("x-request-id")).toMatch(/^[\w-]{8,64}$/);
    expect(second.headers.get("x-request-id")).not.toBe(first.headers.get("x-request-id"));
    expect(second.headers.get("server-timing")).toMatch(/^app;dur=\d+\.\d$/);
    expect(await second.text()).toBe(await first.text());

    // Another encoding is another copy of the same answer; none at all gets the plain JSON.
    const plain = await fetch(`${origin}${PAGE}`, { headers: { "accept-encoding": "identity" } });
    expect(byLane()).toEqual([false, true, true]);
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(((await plain.json()) as Product[]).map((p) => p.name).sort()).toEqual(["Pomfret 1", "Pomfret 2", "Pomfret 3"]);
  });

  it("answers a revalidation with 304 and no body, as Fastify does", async () => {
    await seaFish(1);
    const first = await fetch(`${origin}${PAGE}`);
    const etag = first.headers.get("etag")!;
    const fromFastify = await ctx.app.inject({ method: "GET", url: PAGE, headers: { "if-none-match": etag } });
    const fromLane = await fetch(`${origin}${PAGE}`, { headers: { "if-none-match": etag } });
    expect(byLane()).toEqual([false, true]);
    expect(fromLane.status).toBe(304);
    expect(fromFastify.statusCode).toBe(304);
    expect(await fromLane.text()).toBe("");
    const names = (headers: Iterable<string>) => [...headers].filter((name) => !PER_REQUEST.has(name) && name !== "content-length").sort();
    expect(names(fromLane.headers.keys())).toEqual(names(Object.keys(fromFastify.headers)));
  });

  it("lets Fastify answer once the catalog changed through the API, and shows the change", async () => {
    const product = await buildProduct(ctx, { name: "Pomfret", category: "SeaWater" });
    await fetch(`${origin}${PAGE}`);
    const admin = await signInAdmin(ctx);
    const edit = await ctx.app.inject({
      method: "PUT",
      url: `/api/products/${product.id}`,
      payload: { isArchived: true },
      headers: bearer(admin),
    });
    expect(edit.statusCode).toBe(200);
    laneAnswered.mockClear();

    const after = await fetch(`${origin}${PAGE}`);
    expect(byLane()).toEqual([false]);
    expect(await after.json()).toEqual([]);
    await fetch(`${origin}${PAGE}`);
    expect(byLane()).toEqual([false, true]);
  });

  it("leaves other methods and addresses to Fastify, and ignores X-Forwarded-Proto from an untrusted peer as Fastify does", async () => {
    await seaFish(1);
    await fetch(`${origin}${PAGE}`);
    await fetch(`${origin}${PAGE}`, { method: "HEAD" });
    await fetch(`${origin}${PAGE}&x=1`);
    const forwarded = await fetch(`${origin}${PAGE}`, { headers: { "x-forwarded-proto": "https" } });
    expect(byLane()).toEqual([false, false, false, true]);
    expect(forwarded.headers.get("strict-transport-security")).toBeNull();
  });

  it("counts its answers in the request metrics under the route's pattern", async () => {
    const count = async () => {
      const metrics = await ctx.app.inject({ method: "GET", url: "/metrics", headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      const line = /^http_requests_total\{method="GET",route="\/api\/products",status="200"\} (\d+)$/m.exec(metrics.body);
      return Number(line?.[1] ?? 0);
    };
    const before = await count();
    await fetch(`${origin}${PAGE}`);
    await fetch(`${origin}${PAGE}`);
    expect(byLane()).toEqual([false, true]);
    expect((await count()) - before).toBe(2);
  });
});

/** Two reads of the page from a shop of its own, each with these headers: which the lane answered, and the last answer. */
async function twoReads(env: Record<string, string>, headers: Record<string, string> = {}) {
  const shop = await createTestContext(env);
  try {
    await shop.app.listen({ port: 0, host: "127.0.0.1" });
    const url = `http://127.0.0.1:${(shop.app.server.address() as AddressInfo).port}${PAGE}`;
    const spy = vi.spyOn(shop.app.publicReadLane, "tryAnswer");
    const first = await fetch(url, { headers });
    const second = await fetch(url, { headers });
    return { byLane: spy.mock.results.map((result) => result.value as boolean), first, second };
  } finally {
    await shop.close();
  }
}

describe("the public read lane in other setups", () => {
  it("never answers when the catalog version is read on every request (CATALOG_CACHE_MS=0)", async () => {
    expect((await twoReads({})).byLane).toEqual([false, false]);
  });

  it("behind a trusted hop (TRUST_PROXY=1), sends HSTS to forwarded HTTPS requests as Fastify does", async () => {
    const { byLane, first, second } = await twoReads({ CATALOG_CACHE_MS: "60000", TRUST_PROXY: "1" }, { "x-forwarded-proto": "https" });
    expect(byLane).toEqual([false, true]);
    expect(first.headers.get("strict-transport-security")).toMatch(/^max-age=/);
    expect(second.headers.get("strict-transport-security")).toBe(first.headers.get("strict-transport-security"));
  });

  it("with CORS_ORIGINS, leaves cross-origin reads to Fastify, which adds the CORS headers", async () => {
    const admin = "https://admin.taaza.in";
    const { byLane, second } = await twoReads({ CATALOG_CACHE_MS: "60000", CORS_ORIGINS: admin }, { origin: admin });
    expect(byLane).toEqual([false, false]);
    expect(second.headers.get("access-control-allow-origin")).toBe(admin);
    // The shop's own pages send no Origin on a GET: those the lane still answers.
    expect((await twoReads({ CATALOG_CACHE_MS: "60000", CORS_ORIGINS: admin })).byLane).toEqual([false, true]);
  });

  it("keeps Fastify's server timeouts on the server it runs on", async () => {
    const shop = await createTestContext({});
    try {
      await shop.app.listen({ port: 0, host: "127.0.0.1" });
      const server = shop.app.server;
      // Fastify's defaults; Node's own would be 5 s, 300 s and 0.
      expect({ keepAliveTimeout: server.keepAliveTimeout, requestTimeout: server.requestTimeout, timeout: server.timeout }).toEqual({
        keepAliveTimeout: 72_000,
        requestTimeout: 0,
        timeout: 0,
      });
    } finally {
      await shop.close();
    }
  });

  it("with proxies named by address, leaves forwarded requests to Fastify's rules", async () => {
    const { byLane } = await twoReads({ CATALOG_CACHE_MS: "60000", TRUST_PROXY: "127.0.0.1" }, { "x-forwarded-proto": "https" });
    expect(byLane).toEqual([false, false]);
  });
});
