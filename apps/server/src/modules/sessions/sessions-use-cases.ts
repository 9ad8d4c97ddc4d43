import type { AppDeps } from "../../app-deps.ts";
import { deleteAllSessions, deleteOtherSessions, deleteSession, findPrincipal, insertSession, type Principal } from "./sessions-repository.ts";
import { newSessionToken, sessionTokenHash } from "./session-tokens.ts";

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
  await deleteSession(deps.db, sessionTokenHash(token, deps.config.sessionSecret));
}

/** After a password change, every other sign-in of that user ends; the one in use stays. */
export async function endOtherSessions(deps: AppDeps, userId: string, keepSessionId: string) {
  await deleteOtherSessions(deps.db, userId, keepSessionId);
}

/** Every sign-in of that user ends: staff set their password, or another identity took over. */
export async function endAllSessions(deps: AppDeps, userId: string) {
  await deleteAllSessions(deps.db, userId);
}

/** The caller behind a bearer token, or null when the session is unknown or has expired. */
export async function principalFor(deps: AppDeps, token: string): Promise<Principal | null> {
  return (await findPrincipal(deps.db, sessionTokenHash(token, deps.config.sessionSecret), deps.now())) ?? null;
}
