import type { FastifyInstance } from "fastify";
import type { ChangeFeed } from "../database/change-notifications.ts";

/**
 * A data version (e.g. the catalog's) read from the database at most once per `ttlMs` in this
 * process, so a popular cached read does not cost a query per request. Concurrent callers share
 * one read. Any successful write through this process's API forgets every such version at once
 * (see `registerCachedVersions`), so this process's readers never see their own writes late;
 * other processes behind a load balancer hear of the write through the change feed (or, without
 * one, catch up within `ttlMs`). With `ttlMs` 0 every call reads.
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

  /** The version if this process read it within `ttlMs`, without reading: null otherwise. */
  peek(): string | null {
    if (this.ttlMs <= 0 || !this.current || Date.now() - this.current.readAt >= this.ttlMs) return null;
    return this.current.version;
  }

  forget(): void {
    this.current = null;
    this.pending = null;
  }
}

/**
 * A version that also moves on every `periodMs` of `now()`: for answers built from data that
 * changes without a write that forgets cached versions (sales, which a purchase adds), so they
 * are rebuilt at least that often, and by the public read lane too.
 */
export function versionWithPeriod(
  version: Pick<CachedVersion, "get" | "peek">,
  periodMs: number,
  now: () => Date,
): Pick<CachedVersion, "get" | "peek"> {
  const period = () => Math.floor(now().getTime() / periodMs);
  return {
    get: async () => `${await version.get()}@${period()}`,
    peek: () => {
      const current = version.peek();
      return current === null ? null : `${current}@${period()}`;
    },
  };
}

/** A cached version, or anything else cached from the catalog, dropped after a write. */
export interface Forgettable {
  forget(): void;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Every CachedVersion of the app (and the rendered pages), forgotten together after a write. */
    cachedVersions: Set<Forgettable>;
  }
  interface FastifyContextConfig {
    /**
     * This write never changes what a CachedVersion covers (the catalog): a customer's basket,
     * addresses and payments. Its success then neither forgets the versions nor tells the other
     * processes, which would cost a NOTIFY per purchase step for nothing.
     */
    keepsCachedVersions?: boolean;
  }
}

/** Route config for writes that leave every cached version as it is (see `keepsCachedVersions`). */
export const KEEPS_CACHED_VERSIONS = { keepsCachedVersions: true } as const;

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Registers the set of cached versions and forgets them all when a write request succeeds,
 * before its response is sent: a client that reads after its write always sees it. With a change
 * feed, the other processes are told before the response leaves too, and forget theirs.
 */
export function registerCachedVersions(app: FastifyInstance, changes: ChangeFeed | null = null): void {
  const versions = new Set<Forgettable>();
  const forgetAll = () => versions.forEach((version) => version.forget());
  app.decorate("cachedVersions", versions);
  changes?.onChange(forgetAll);
  app.addHook("onSend", async (request, reply, payload) => {
    if (WRITES.has(request.method) && reply.statusCode < 400 && !request.routeOptions.config.keepsCachedVersions) {
      forgetAll();
      // The write is done; failing to tell the others only delays them by `ttlMs`.
      await changes?.publish().catch((error: unknown) => request.log.warn({ err: error }, "could not publish a change notification"));
    }
    return payload;
  });
}
