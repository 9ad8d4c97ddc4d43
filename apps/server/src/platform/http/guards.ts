import type { FastifyInstance, FastifyRequest } from "fastify";
import { ROLES_FOR, SERVER_MESSAGES, type StaffRole } from "@taaza/domain";
import { forbidden, unauthorized } from "../errors.ts";
import type { Principal } from "../principal.ts";

/** Who a bearer token signs in, or null: the accounts module's sessions answer it. */
export type Authenticate = (token: string) => Promise<Principal | null>;

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The staff roles a route of the admin tree allows (issue 29), declared on the route:
     * `{ config: { roles: ROLES_FOR.office } }`. A staff route without it is the owner's alone.
     */
    roles?: readonly StaffRole[];
  }
  interface FastifyRequest {
    /** The caller behind the request's bearer token, looked up once per request (see `createGuards`). */
    principalLookup: Promise<Principal | null> | null;
  }
}

/** What a route asks about its caller; every check answers 401 or 403 in the shop's words. */
export interface Guards {
  /** The caller behind the bearer token, or null. */
  currentPrincipal: (request: FastifyRequest) => Promise<Principal | null>;
  requireUser: (request: FastifyRequest) => Promise<Principal>;
  requireAdmin: (request: FastifyRequest) => Promise<Principal>;
  /** The account's owner, or an Admin acting for them. */
  requireSelfOrAdmin: (request: FastifyRequest, userId: string) => Promise<Principal>;
  /**
   * The account's owner shopping for themselves. Admins have no basket, addresses or payments;
   * `adminMessage` says which.
   */
  requireShopper: (request: FastifyRequest, userId: string | null, adminMessage: string) => Promise<Principal>;
  /** A staff member whose role is one of `roles`. */
  requireStaff: (request: FastifyRequest, roles: readonly StaffRole[]) => Promise<Principal>;
  /**
   * A hook (`onRequest`): the caller is checked before the body is even read, so a User gets 403
   * and a visitor 401 whatever the body says, and a staff member whose role the route does not
   * declare gets 403. The admin route tree runs it for every route.
   */
  adminOnly: (request: FastifyRequest) => Promise<void>;
}

/** A staff member whose role is one of `roles`. */
export function isStaffWith(principal: Principal | null | undefined, roles: readonly StaffRole[]): boolean {
  return principal?.userType === "Admin" && principal.role !== null && roles.includes(principal.role);
}

/** What a staff route allows when it declares nothing: the owner alone. */
const OWNER_ONLY: readonly StaffRole[] = ["owner"];

/** The bearer token of an Authorization header, when it has the shape of one. */
export function bearerToken(authorization: string | undefined): string | null {
  if (!authorization) return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/i.exec(authorization.trim());
  return match?.[1] ?? null;
}

/**
 * The request guards of one app, from the function that says who a token signs in. The lookup
 * is kept on the request (a Fastify request decoration, registered by `registerGuards`), so a
 * route that asks twice reads the session once.
 */
export function createGuards(authenticate: Authenticate): Guards {
  const currentPrincipal = (request: FastifyRequest): Promise<Principal | null> => {
    if (request.principalLookup === null) {
      const token = bearerToken(request.headers.authorization);
      request.principalLookup = token ? authenticate(token) : Promise.resolve(null);
    }
    return request.principalLookup;
  };
  const requireUser = async (request: FastifyRequest): Promise<Principal> => {
    const principal = await currentPrincipal(request);
    if (!principal) {
      throw unauthorized(request.headers.authorization ? SERVER_MESSAGES.auth.sessionExpired : SERVER_MESSAGES.auth.notSignedIn);
    }
    return principal;
  };
  const requireAdmin = async (request: FastifyRequest): Promise<Principal> => {
    const principal = await requireUser(request);
    if (principal.userType !== "Admin") throw forbidden(SERVER_MESSAGES.auth.forbidden);
    return principal;
  };
  return {
    currentPrincipal,
    requireUser,
    requireAdmin,
    requireSelfOrAdmin: async (request, userId) => {
      const principal = await requireUser(request);
      // Customers' accounts are office work: a packer or rider acts only for themselves.
      if (principal.id !== userId && !isStaffWith(principal, ROLES_FOR.office)) throw forbidden(SERVER_MESSAGES.auth.forbidden);
      return principal;
    },
    requireShopper: async (request, userId, adminMessage) => {
      const principal = await requireUser(request);
      if (userId !== null && principal.id !== userId) throw forbidden(SERVER_MESSAGES.auth.forbidden);
      if (principal.userType !== "User") throw forbidden(adminMessage);
      return principal;
    },
    requireStaff: async (request, roles) => {
      const principal = await requireAdmin(request);
      if (!isStaffWith(principal, roles)) throw forbidden(SERVER_MESSAGES.auth.forbidden);
      return principal;
    },
    adminOnly: async (request) => {
      const principal = await requireAdmin(request);
      if (!isStaffWith(principal, request.routeOptions.config.roles ?? OWNER_ONLY)) throw forbidden(SERVER_MESSAGES.auth.forbidden);
    },
  };
}

/** Gives every request of the app its (empty) principal lookup; call before any route. */
export function registerGuards(app: FastifyInstance): void {
  app.decorateRequest("principalLookup", null);
}
