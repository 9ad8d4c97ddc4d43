import { createHash } from "node:crypto";
import type { Redis } from "ioredis";

/**
 * Failed sign-ins per account, on top of the per-address limit: rotating addresses (a botnet, or
 * a forged X-Forwarded-For) does not buy more guesses at one password. A fixed window from the
 * first failure: at most `max` failures, and the account is open again when the window ends, so
 * nobody can lock an owner out for longer than that. A successful sign-in clears the count.
 */
export interface FailedLogins {
  /** Whether the account has used up its failures in the current window. */
  isBlocked(email: string): Promise<boolean>;
  recordFailure(email: string): Promise<void>;
  clear(email: string): Promise<void>;
}

export const FAILED_LOGIN_LIMIT = { max: 5, windowMs: 15 * 60 * 1000 } as const;

/** Emails are hashed in keys, so a Redis dump or a memory snapshot holds no addresses. */
const keyOf = (email: string) => createHash("sha256").update(email.toLowerCase()).digest("hex").slice(0, 32);

/** One process counting alone (no REDIS_URL). */
export function memoryFailedLogins(now: () => number, limit = FAILED_LOGIN_LIMIT): FailedLogins {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const current = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.endsAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    async isBlocked(email) {
      return (current(keyOf(email))?.count ?? 0) >= limit.max;
    },
    async recordFailure(email) {
      const key = keyOf(email);
      const entry = current(key);
      if (entry) entry.count += 1;
      else windows.set(key, { count: 1, endsAt: now() + limit.windowMs });
      // Old windows are dropped as they are met; this bounds the map under a flood of emails.
      if (windows.size > 100_000) for (const [k] of windows) if (!current(k)) windows.delete(k);
    },
    async clear(email) {
      windows.delete(keyOf(email));
    },
  };
}

/**
 * Every process behind the load balancer counting together (REDIS_URL). If Redis cannot answer,
 * the process counts alone for the moment rather than failing every sign-in.
 */
export function redisFailedLogins(redis: Redis, fallback: FailedLogins, limit = FAILED_LOGIN_LIMIT): FailedLogins {
  const key = (email: string) => `taaza-fl:${keyOf(email)}`;
  const orFallback = async <T>(shared: () => Promise<T>, local: () => Promise<T>): Promise<T> => {
    try {
      return await shared();
    } catch {
      return local();
    }
  };
  return {
    isBlocked: (email) =>
      orFallback(
        async () => Number((await redis.get(key(email))) ?? 0) >= limit.max,
        () => fallback.isBlocked(email),
      ),
    recordFailure: (email) =>
      orFallback(
        // The expiry is set with the first failure only, in one step, so the window never slides
        // and a key can never outlive it.
        async () => void (await redis.eval(FAILURE_SCRIPT, 1, key(email), String(limit.windowMs))),
        () => fallback.recordFailure(email),
      ),
    clear: (email) =>
      orFallback(
        async () => void (await redis.del(key(email))),
        () => fallback.clear(email),
      ),
  };
}

const FAILURE_SCRIPT = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`;
