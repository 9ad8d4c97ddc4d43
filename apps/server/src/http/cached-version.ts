import type { FastifyInstance } from "fastify";

/**
 * A data version (e.g. the catalog's) read from the database at most once per `ttlMs` in this
 * process, so a popular cached read does not cost a query per request. Concurrent callers share
 * one read. Any successful write through this process's API forgets every such version at once
 * (see `registerCachedVersions`), so this process's readers never see their own writes late;
 * other processes behind a load balancer catch up within `ttlMs`. With `ttlMs` 0 every call reads.
 */
export class CachedVersion {
  private current: { version: string; readAt: number } | null = null;
  private pending: Promise<string> | null = null;

  constructor(
    private readonly ttlMs: number,
    private readonly read: () => Promise<string>,
  ) {}

  async get(): Promise<string> {
    if (this.ttlMs <= 0) return this.read();
    if (this.current && Date.now() - this.current.readAt < this.ttlMs) return this.current.version;
    if (!this.pending) {
      const reading = this.read().then((version) => {
        // A write may have forgotten this read while it was under way: then do not keep it.
        if (this.pending === reading) this.current = { version, readAt: Date.now() };
        return version;
      });
      const settle = () => {
        if (this.pending === reading) this.pending = null;
      };
      reading.then(settle, settle);
      this.pending = reading;
    }
    return this.pending;
  }

  forget(): void {
    this.current = null;
    this.pending = null;
  }
}

declare module "fastify" {
  interface FastifyInstance {
    /** Every CachedVersion of the app, forgotten together after a write. */
    cachedVersions: Set<CachedVersion>;
  }
}

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Registers the set of cached versions and forgets them all when a write request succeeds,
 * before its response is sent: a client that reads after its write always sees it.
 */
export function registerCachedVersions(app: FastifyInstance): void {
  app.decorate("cachedVersions", new Set<CachedVersion>());
  app.addHook("onSend", async (request, reply, payload) => {
    if (WRITES.has(request.method) && reply.statusCode < 400) {
      for (const version of app.cachedVersions) version.forget();
    }
    return payload;
  });
}
