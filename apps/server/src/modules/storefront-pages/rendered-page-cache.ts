import { createHash } from "node:crypto";
import { quickCopies, smallestCopies, type CompressedCopies } from "../../platform/http/compression.ts";

export interface CachedPage {
  version: string;
  etag: string;
  body: CompressedCopies;
  madeAt: number;
}

/**
 * Server-drawn pages, kept per catalog version like the catalog's JSON: a page is drawn once per
 * version and then only picked. Any write through the API forgets them all (registered with the
 * cached versions); `maxAgeMs` bounds what the catalog version does not cover (banners and deals
 * changed through another process, a flash deal running out). A page is kept with quick
 * compressed copies, so the reader who asked for it waits for the drawing only; the smallest copies
 * replace them once made.
 */
export class RenderedPageCache {
  private readonly entries = new Map<string, CachedPage>();
  /** Bumped by every forget: a page drawn across a write is not kept. */
  private generation = 0;

  constructor(
    private readonly maxAgeMs: number,
    private readonly maxEntries = 500,
    /** The smallest copies, made after the page is kept (Brotli 11 takes 55-85 ms a page). */
    private readonly bestCopies: (body: Buffer) => Promise<CompressedCopies> = smallestCopies,
  ) {}

  get(key: string, version: string, now: number): CachedPage | undefined {
    const entry = this.entries.get(key);
    return entry && entry.version === version && now - entry.madeAt < this.maxAgeMs ? entry : undefined;
  }

  /** Starts a drawing; `keep` stores its page unless a write came in meanwhile. */
  begin(): { keep: (key: string, version: string, html: string, now: number) => Promise<CachedPage> } {
    const started = this.generation;
    return {
      keep: async (key, version, html, now) => {
        const body = Buffer.from(html);
        // The reader who asked waits for quick copies only; whoever comes next gets the smallest.
        const entry: CachedPage = {
          version,
          etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
          body: await quickCopies(body),
          madeAt: now,
        };
        if (started === this.generation) {
          this.entries.delete(key);
          if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
          this.entries.set(key, entry);
          this.bestCopies(body).then(
            (copies) => (entry.body = copies),
            // Compressing a buffer in memory fails only for want of memory; the quick copies stay.
            () => undefined,
          );
        }
        return entry;
      },
    };
  }

  forget(): void {
    this.generation += 1;
    this.entries.clear();
  }
}
