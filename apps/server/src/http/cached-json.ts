import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * Public reads that many customers make (the catalog, banners, pincodes) are serialised once per
 * data version and answered by ETag: a repeat visit gets 304 and no body. The version comes
 * from the database, so several processes behind a load balancer agree on it.
 */
export class JsonCache {
  private readonly entries = new Map<string, { version: string; etag: string; body: Buffer }>();
  constructor(private readonly maxEntries = 200) {}

  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    version: string,
    build: () => Promise<unknown>,
  ): Promise<FastifyReply> {
    let entry = this.entries.get(key);
    if (!entry || entry.version !== version) {
      const body = Buffer.from(JSON.stringify(await build()));
      const etag = `"${createHash("sha1").update(version).update("\0").update(key).digest("base64url")}"`;
      entry = { version, etag, body };
      if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(key, entry);
    }
    reply.header("etag", entry.etag).header("cache-control", "public, no-cache");
    if (request.headers["if-none-match"] === entry.etag) return reply.status(304).send();
    return reply.type("application/json; charset=utf-8").send(entry.body);
  }
}
