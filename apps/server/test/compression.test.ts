import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { buildProduct } from "./support/factories.ts";
import { createTestContext, type TestContext } from "./support/test-app.ts";

let ctx: TestContext;
let web: FastifyInstance;
let dist: string;
const script = `console.log(${JSON.stringify("fresh fish ".repeat(300))});`;

beforeAll(async () => {
  ctx = await createTestContext();
  // A built web app in miniature: index.html and a hashed script with its precompressed copies.
  dist = mkdtempSync(path.join(tmpdir(), "taaza-dist-"));
  mkdirSync(path.join(dist, "assets"));
  writeFileSync(
    path.join(dist, "index.html"),
    `<!doctype html><html><head><title>Taaza</title></head><body>${"<p>shell</p>".repeat(200)}</body></html>`,
  );
  writeFileSync(path.join(dist, "assets/app-abc123.js"), script);
  writeFileSync(path.join(dist, "assets/app-abc123.js.br"), brotliCompressSync(script));
  writeFileSync(path.join(dist, "assets/app-abc123.js.gz"), gzipSync(script));
  web = await buildApp(ctx.platform, { webDist: dist });
  await web.ready();
});
afterAll(async () => {
  await web.close();
  await ctx.close();
  rmSync(dist, { recursive: true, force: true });
});

describe("compressed responses", () => {
  it("sends the build's precompressed Brotli or gzip copy of a hashed asset, cached for good", async () => {
    const br = await web.inject({ method: "GET", url: "/assets/app-abc123.js", headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["cache-control"]).toContain("immutable");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gz = await web.inject({ method: "GET", url: "/assets/app-abc123.js", headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await web.inject({ method: "GET", url: "/assets/app-abc123.js" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it("compresses index.html for every page route, and says it varies by Accept-Encoding", async () => {
    for (const url of ["/", "/category/SeaWater", "/product/123"]) {
      const res = await web.inject({ method: "GET", url, headers: { "accept-encoding": "br" } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-encoding"], url).toBe("br");
      expect(res.headers.vary, url).toContain("accept-encoding");
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toContain("<title>Taaza</title>");
    }
    const refused = await web.inject({ method: "GET", url: "/", headers: { "accept-encoding": "br;q=0, gzip" } });
    expect(refused.headers["content-encoding"]).toBe("gzip");
  });

  it("compresses the cached catalog once and serves the same JSON in every encoding", async () => {
    for (let i = 0; i < 5; i++) await buildProduct(ctx, { name: `Surmai Steaks ${i}` });
    const plain = await web.inject({ method: "GET", url: "/api/products" });
    const br = await web.inject({ method: "GET", url: "/api/products", headers: { "accept-encoding": "br" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(br.headers.etag).toBe(plain.headers.etag);
  });
});
