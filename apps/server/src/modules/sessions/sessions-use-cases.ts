import type { AppDeps } from "../../app-deps.ts";
import { principalCache, type PrincipalCache } from "./principal-cache.ts";
import {
  deleteAllSessions,
  deleteOtherSessions,
  deleteSession,
  findPrincipal,
  insertSession,
  type Principal,
} from "./sessions-repository.ts";
import { newSessionToken, sessionTokenHash } from "./session-tokens.ts";

// One cache per app (tests build many apps in one process), made on first use.
const caches = new WeakMap<AppDeps, PrincipalCache>();

function cacheOf(deps: AppDeps): PrincipalCache {
  let cache = caches.get(deps);
  if (!cache) {
    cache = principalCache(deps.config.sessionCacheMs, deps.changes ?? null);
    caches.set(deps, cache);
  }
  return cache;
}

/** A new sign-in for the user: the bearer token the browser keeps (the database keeps its hash). */
export async function openSession(deps: AppDeps, userId: string): Promise<string> {
  const token = newSessionToken();
  await insertSession(deps.db, {
    userId,
    tokenHash: sessionTokenHash(token, deps.config.sessionSecret),
    expiresAt: new Date(deps.now().getTime() + deps.config.sessionTtlMs),
  });
  return token;
}

export async function endSession(deps: AppDeps, token: string) {
  const tokenHash = sessionTokenHash(token, deps.config.sessionSecret);
  const userId = await deleteSession(deps.db, tokenHash);
  if (userId) await cacheOf(deps).forgetUser(userId);
}

/** After a password change, every other sign-in of that user ends; the one in use stays. */
export async function endOtherSessions(deps: AppDeps, userId: string, keepSessionId: string) {
  await deleteOtherSessions(deps.db, userId, keepSessionId);
  await cacheOf(deps).forgetUser(userId);
}

/** Every sign-in of that user ends: staff set their password, or another identity took over. */
export async function endAllSessions(deps: AppDeps, userId: string) {
  await deleteAllSessions(deps.db, userId);
  await cacheOf(deps).forgetUser(userId);
}

/**
 * The caller behind a bearer token, or null when the session is unknown or has expired. Read
 * from the database at most once per SESSION_CACHE_MS per token and process (see PrincipalCache).
 * The cache is keyed by the token itself, so a call it answers computes no HMAC (a tenth of the
 * work of a cached call); that adds nothing to what the heap already holds, the session secret
 * that makes the hash from the token among it.
 */
export async function principalFor(deps: AppDeps, token: string): Promise<Principal | null> {
  const now = deps.now();
  const cache = cacheOf(deps);
  const cached = cache.get(token, now);
  if (cached) return cached;
  const found = await findPrincipal(deps.db, sessionTokenHash(token, deps.config.sessionSecret), now);
  if (!found) return null;
  const { expiresAt, ...principal } = found;
  cache.set(token, principal, expiresAt);
  return principal;
}
