import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { compressedCopies, JSON_TYPE, REVALIDATE_EACH_TIME, sendKeptAnswer, type CompressedCopies } from "./compression.ts";
import type { CachedVersion } from "./cached-version.ts";
import type { PublicReadLane } from "./public-read-lane.ts";

interface Entry {
  version: string;
  etag: string;
  body: CompressedCopies;
  headers: Record<string, string>;
}

/** What a cached read builds: the JSON body and, when it needs them, headers such as X-Total-Count. */
export interface CachedResponse {
  body: unknown;
  headers?: Record<string, string>;
}

/**
 * Public reads that many customers make (the catalog, banners, pincodes) are serialised once per
 * data version and answered by ETag: a repeat visit gets 304 and no body. The version comes
 * from the database, so several processes behind a load balancer agree on it.
 */
export class JsonCache {
  private readonly entries = new Map<string, Entry>();
  private readonly maxEntries: number;

  /**
   * `version`: the data version every answer is built at. `lane`: answered addresses are handed
   * to the app's public read lane, which replays them while that version is still current.
   */
  constructor(
    private readonly version: Pick<CachedVersion, "get" | "peek">,
    private readonly options: { maxEntries?: number; lane?: PublicReadLane } = {},
  ) {
    this.maxEntries = options.maxEntries ?? 200;
  }

  async send(request: FastifyRequest, reply: FastifyReply, key: string, build: () => Promise<unknown>): Promise<FastifyReply> {
    return this.sendWithHeaders(request, reply, key, async () => ({ body: await build() }));
  }

  /** Like `send`, for a read whose headers belong to the cached answer (a page's total count). */
  async sendWithHeaders(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    build: () => Promise<CachedResponse>,
  ): Promise<FastifyReply> {
    const version = await this.version.get();
    let entry = this.entries.get(key);
    if (!entry || entry.version !== version) {
      const built = await build();
      // Serialised and compressed once per data version; each request only picks a copy.
      const body = compressedCopies(Buffer.from(JSON.stringify(built.body)));
      const etag = `"${createHash("sha1").update(version).update("\0").update(key).digest("base64url")}"`;
      entry = { version, etag, body, headers: built.headers ?? {} };
      // Refreshing a key moves it to the back, so the oldest untouched key is evicted first.
      this.entries.delete(key);
      if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(key, entry);
    }
    const { lane } = this.options;
    if (lane && request.method === "GET" && request.raw.url) {
      lane.remember(request.raw.url, request.routeOptions.url ?? request.raw.url, version, () => this.version.peek(), entry);
    }
    return sendKeptAnswer(request, reply.headers(entry.headers), entry, JSON_TYPE, REVALIDATE_EACH_TIME);
  }
}

/**
 * For small public lists that have no cheap version column (pincodes, banners, deals, reviews):
 * the ETag is a hash of the answer itself. The database is still read, but a repeat visit
 * downloads nothing and the browser revalidates with one tiny request.
 */
export function sendJsonWithEtag(request: FastifyRequest, reply: FastifyReply, data: unknown): FastifyReply {
  const body = Buffer.from(JSON.stringify(data));
  const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
  return sendKeptAnswer(request, reply, { etag, body: { identity: body } }, JSON_TYPE, REVALIDATE_EACH_TIME);
}
