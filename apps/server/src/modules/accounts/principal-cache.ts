import type { ChangeFeed } from "../../platform/database/change-notifications.ts";
import type { Principal } from "../../platform/principal.ts";

const TOPIC = "sessions";
const MAX_ENTRIES = 10_000;

/**
 * Who is behind a session token, remembered for `lifetimeMs` (SESSION_CACHE_MS) so the
 * calls of one purchase do not each read the session again. Never past the session's own
 * expiry. Ending sessions (sign-out, a password set, an account taken over) forgets the user's
 * entries at once in this process and, through the change feed, in every other; while that
 * feed is down (or after it reconnects, when it forgets everything) the lifetime bounds how
 * long another process may still accept an ended session.
 */
export interface PrincipalCache {
  get(token: string, now: Date): Principal | undefined;
  set(token: string, principal: Principal, sessionExpiresAt: Date): void;
  /** Forgets the user's sessions here, and tells the other processes to do the same. */
  forgetUser(userId: string): Promise<void>;
}

interface Entry {
  principal: Principal;
  sessionExpiresAt: number;
  cachedUntil: number;
}

export function principalCache(lifetimeMs: number, changes: ChangeFeed | null, clock: () => number = Date.now): PrincipalCache {
  const entries = new Map<string, Entry>();
  const forgetLocally = (userId: string) => {
    for (const [token, entry] of entries) if (entry.principal.id === userId) entries.delete(token);
  };
  changes?.onBroadcast(TOPIC, forgetLocally);
  changes?.onChange(() => entries.clear());
  return {
    get(token, now) {
      const entry = entries.get(token);
      if (!entry) return undefined;
      if (entry.cachedUntil <= clock() || entry.sessionExpiresAt <= now.getTime()) {
        entries.delete(token);
        return undefined;
      }
      return entry.principal;
    },
    set(token, principal, sessionExpiresAt) {
      if (lifetimeMs <= 0) return;
      // Oldest first out: a Map iterates in insertion order.
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(token, { principal, sessionExpiresAt: sessionExpiresAt.getTime(), cachedUntil: clock() + lifetimeMs });
    },
    async forgetUser(userId) {
      forgetLocally(userId);
      await changes?.broadcast(TOPIC, userId);
    },
  };
}
