import type { FastifyRequest } from "fastify";
import { SERVER_MESSAGES } from "@taaza/domain";
import { forbidden, unauthorized } from "../platform/errors.ts";
import { bearerToken, principalFor, type Principal } from "../modules/sessions/index.ts";

const resolved = new WeakMap<FastifyRequest, Promise<Principal | null>>();

/** The caller behind the bearer token, or null; looked up once per request. */
export function currentPrincipal(request: FastifyRequest): Promise<Principal | null> {
  let found = resolved.get(request);
  if (!found) {
    found = lookUp(request);
    resolved.set(request, found);
  }
  return found;
}

async function lookUp(request: FastifyRequest): Promise<Principal | null> {
  const token = bearerToken(request.headers.authorization);
  if (!token) return null;
  return principalFor(request.server.deps, token);
}

export async function requireUser(request: FastifyRequest): Promise<Principal> {
  const principal = await currentPrincipal(request);
  if (!principal) {
    throw unauthorized(request.headers.authorization ? SERVER_MESSAGES.auth.sessionExpired : SERVER_MESSAGES.auth.notSignedIn);
  }
  return principal;
}

export async function requireAdmin(request: FastifyRequest): Promise<Principal> {
  const principal = await requireUser(request);
  if (principal.userType !== "Admin") throw forbidden(SERVER_MESSAGES.auth.forbidden);
  return principal;
}

/** The account's owner, or an Admin acting for them. */
export async function requireSelfOrAdmin(request: FastifyRequest, userId: string): Promise<Principal> {
  const principal = await requireUser(request);
  if (principal.id !== userId && principal.userType !== "Admin") throw forbidden(SERVER_MESSAGES.auth.forbidden);
  return principal;
}

/**
 * The account's owner shopping for themselves. Admins have no basket, addresses or payments;
 * `adminMessage` says which.
 */
export async function requireShopper(request: FastifyRequest, userId: string | null, adminMessage: string): Promise<Principal> {
  const principal = await requireUser(request);
  if (userId !== null && principal.id !== userId) throw forbidden(SERVER_MESSAGES.auth.forbidden);
  if (principal.userType !== "User") throw forbidden(adminMessage);
  return principal;
}

/**
 * A route hook (`onRequest: adminOnly`): the caller is checked before the body is even read,
 * so a User gets 403 and a visitor 401 whatever the body says.
 */
export async function adminOnly(request: FastifyRequest): Promise<void> {
  await requireAdmin(request);
}
