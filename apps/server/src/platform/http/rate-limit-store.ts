import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";

type Counted = { current: number; ttl: number };
type Done = (error: Error | null, result?: Counted) => void;

// One atomic step: count the hit, start the window on the first one, report the time left.
const COUNT_HIT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {current, ttl}`;

/** Fixed windows counted in this process only: the fallback while Redis is away. */
class ProcessCounter {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  hit(key: string, timeWindow: number): Counted {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      if (this.windows.size >= 10_000) this.dropExpired(now);
      window = { count: 0, endsAt: now + timeWindow };
      this.windows.set(key, window);
    }
    window.count++;
    return { current: window.count, ttl: window.endsAt - now };
  }

  private dropExpired(now: number) {
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
    // Under a flood of distinct keys, forget the oldest rather than grow without bound.
    if (this.windows.size >= 10_000) this.windows.clear();
  }
}

/**
 * A rate-limit store that counts in Redis, so every process behind the load balancer shares one
 * count, and falls back to counting in this process while Redis is unreachable (with a warning
 * once per outage), instead of failing the request. When Redis is back it is used again.
 */
export function redisWithFallbackStore(redis: Redis, log: FastifyBaseLogger): FastifyRateLimitStoreCtor {
  const local = new ProcessCounter();
  let degraded = false;
  const fallBack = (reason: string) => {
    if (!degraded) log.warn(`Redis is unavailable (${reason}): rate limits are counted per process until it returns`);
    degraded = true;
  };
  redis.on("ready", () => {
    if (degraded) log.info("Redis is back: rate limits are shared again");
    degraded = false;
  });
  // ioredis reconnects by itself; the listener keeps its error events from ending the process.
  redis.on("error", (error: Error) => fallBack(error.message));

  class Store implements FastifyRateLimitStore {
    constructor(private readonly prefix = "") {}

    incr(key: string, done: Done, timeWindow: number): void {
      const fullKey = `${this.prefix}${key}`;
      if (redis.status !== "ready") {
        fallBack(`connection ${redis.status}`);
        done(null, local.hit(fullKey, timeWindow));
        return;
      }
      redis.eval(COUNT_HIT, 1, `taaza-rl:${fullKey}`, timeWindow).then(
        (result) => {
          const [current, ttl] = result as [number, number];
          done(null, { current, ttl });
        },
        (error: Error) => {
          fallBack(error.message);
          done(null, local.hit(fullKey, timeWindow));
        },
      );
    }

    child(routeOptions: { routeInfo?: { method?: string; url?: string }; method?: unknown; url?: unknown }): FastifyRateLimitStore {
      const info = routeOptions.routeInfo ?? { method: String(routeOptions.method), url: String(routeOptions.url) };
      return new Store(`${this.prefix}${info.method}${info.url}-`);
    }
  }
  return Store as unknown as FastifyRateLimitStoreCtor;
}

/**
 * Gives a new Redis connection a moment to open before the first request, so a healthy Redis is
 * not counted as "away" (and warned about) just because the process started a few ms earlier.
 * Never fails: an absent Redis is the store's business.
 */
export async function settleRedisConnection(redis: Redis, timeoutMs: number): Promise<void> {
  if (redis.status === "ready") return;
  let timer: NodeJS.Timeout | undefined;
  let onReady: () => void = () => undefined;
  await new Promise<void>((resolve) => {
    onReady = resolve;
    redis.once("ready", onReady);
    timer = setTimeout(resolve, timeoutMs);
  });
  clearTimeout(timer);
  redis.off("ready", onReady);
}
