import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { RenderedPageCache } from "../src/modules/storefront-pages/rendered-page-cache.ts";
import { smallestCopies, type CompressedCopies } from "../src/platform/http/compression.ts";

const html = `<!doctype html><html lang="en"><body>${'<article class="product-card"><h3>Surmai Steaks</h3><p>₹ 1,299</p></article>'.repeat(200)}</body></html>`;

describe("RenderedPageCache (drawn pages and their compressed copies)", () => {
  it("keeps a page without waiting for its smallest copies: the reader who asked gets quick ones", async () => {
    // The smallest copies never arrive: Brotli at quality 11 took 55-85 ms a page, added to the
    // wait of whoever asked for a page no one had asked for in a minute.
    const cache = new RenderedPageCache(60_000, 500, () => new Promise<CompressedCopies>(() => undefined));
    const kept = await cache.begin().keep("/#en", "v1", html, 0);
    expect(brotliDecompressSync(kept.body.br!).toString()).toBe(html);
    expect(kept.body.br!.length).toBe(brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).length);
    expect(gunzipSync(kept.body.gzip!).toString()).toBe(html);
    expect(cache.get("/#en", "v1", 1)).toBe(kept);
  });

  it("sends the smallest copies once made, under the same ETag", async () => {
    let made: (copies: CompressedCopies) => void = () => undefined;
    const best = new Promise<CompressedCopies>((resolve) => (made = resolve));
    const cache = new RenderedPageCache(60_000, 500, () => best);
    const kept = await cache.begin().keep("/#en", "v1", html, 0);
    const quick = kept.body.br!;
    const smallest = await smallestCopies(Buffer.from(html));
    made(smallest);
    await best;
    const later = cache.get("/#en", "v1", 1)!;
    expect(later.etag).toBe(kept.etag);
    expect(later.body.br).toBe(smallest.br);
    expect(later.body.br!.length).toBeLessThan(quick.length);
  });

  it("makes no smallest copies of a page drawn across a write, which is not kept", async () => {
    const asked: Buffer[] = [];
    const cache = new RenderedPageCache(60_000, 500, (body) => (asked.push(body), smallestCopies(body)));
    const drawing = cache.begin();
    cache.forget();
    const sent = await drawing.keep("/#en", "v1", html, 0);
    expect(brotliDecompressSync(sent.body.br!).toString()).toBe(html);
    expect(cache.get("/#en", "v1", 1)).toBeUndefined();
    expect(asked).toEqual([]);
  });
});
