import type { Config } from "../../platform/config.ts";
import type { ChangeFeed } from "../../platform/database/change-notifications.ts";
import type { Database } from "../../platform/database/client.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Principal } from "../../platform/principal.ts";
import { principalCache } from "./principal-cache.ts";
import {
  deleteAllSessions,
  deleteExpiredSessions,
  deleteOtherSessions,
  deleteSession,
  findPrincipal,
  insertSession,
} from "./sessions-repository.ts";
import { newSessionToken, sessionTokenHash } from "./session-tokens.ts";

export interface SessionsDeps {
  db: Database;
  clock: Clock;
  config: Pick<Config, "sessionSecret" | "sessionTtlMs" | "sessionCacheMs">;
  /** Tells the shop's other processes that a user's sessions ended; null with one process. */
  changes: ChangeFeed | null;
}

export type Sessions = ReturnType<typeof createSessions>;

/** Sign-ins: bearer tokens, the database's keyed hashes of them, and who is behind one. */
export function createSessions({ db, clock, config, changes }: SessionsDeps) {
  // One cache per app: built with it, so every app (tests build many in one process) has its own.
  const cache = principalCache(config.sessionCacheMs, changes);
  return {
    /** A new sign-in for the user: the bearer token the browser keeps (the database keeps its hash). */
    open: async (userId: string): Promise<string> => {
      const token = newSessionToken();
      await insertSession(db, {
        userId,
        tokenHash: sessionTokenHash(token, config.sessionSecret),
        expiresAt: new Date(clock.now().getTime() + config.sessionTtlMs),
      });
      return token;
    },

    end: async (token: string): Promise<void> => {
      const userId = await deleteSession(db, sessionTokenHash(token, config.sessionSecret));
      if (userId) await cache.forgetUser(userId);
    },

    /** After a password change, every other sign-in of that user ends; the one in use stays. */
    endOthers: async (userId: string, keepSessionId: string): Promise<void> => {
      await deleteOtherSessions(db, userId, keepSessionId);
      await cache.forgetUser(userId);
    },

    /** Every sign-in of that user ends: staff set their password, or another identity took over. */
    endAll: async (userId: string): Promise<void> => {
      await deleteAllSessions(db, userId);
      await cache.forgetUser(userId);
    },

    /**
     * The caller behind a bearer token, or null when the session is unknown or has expired. Read
     * from the database at most once per SESSION_CACHE_MS per token and process (see
     * PrincipalCache). The cache is keyed by the token itself, so a call it answers computes no
     * HMAC (a tenth of the work of a cached call); that adds nothing to what the heap already
     * holds, the session secret that makes the hash from the token among it.
     */
    authenticate: async (token: string): Promise<Principal | null> => {
      const now = clock.now();
      const cached = cache.get(token, now);
      if (cached) return cached;
      const found = await findPrincipal(db, sessionTokenHash(token, config.sessionSecret), now);
      if (!found) return null;
      const { expiresAt, ...principal } = found;
      cache.set(token, principal, expiresAt);
      return principal;
    },

    /** Sessions past their expiry are deleted (at start). */
    deleteExpired: async (): Promise<void> => {
      await deleteExpiredSessions(db, clock.now());
    },
  };
}
