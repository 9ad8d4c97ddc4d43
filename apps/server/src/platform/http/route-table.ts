import type { FastifyInstance } from "fastify";
import type { StaffRole } from "@taaza/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** The two trees of the API: the store's routes (customers and visitors), and staff's. */
export type RouteTree = "store" | "admin";

export interface RouteEntry {
  method: string;
  url: string;
  /** The tree the route was registered in; null for the app's own (health, pages, uploads). */
  tree: RouteTree | null;
  /** The staff roles the route declares (`config.roles`); null when it declares none. */
  roles: readonly StaffRole[] | null;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Every route as registered, so tests check access for all of them rather than a list. */
    routeTable: readonly RouteEntry[];
  }
}

/** Records every route registered after this call (register it first). */
export function registerRouteTable(app: FastifyInstance) {
  const table: RouteEntry[] = [];
  app.decorate("routeTable", table);
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) table.push({ method, url: route.url, tree: null, roles: route.config?.roles ?? null });
  });
}

/**
 * Marks the routes registered in `tree` (a plugin context) as its own in the route table. The
 * table's hook runs first for each route (a parent's hooks come before a child's), so the entries
 * this route just added are the last ones with its method and URL.
 */
export function placeInTree(tree: FastifyInstance, name: RouteTree): void {
  tree.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) {
      const entry = tree.routeTable.findLast((r) => r.method === method && r.url === route.url);
      if (entry) entry.tree = name;
    }
  });
}

/**
 * A module's routes, by the tree they belong in: `store` for customers and visitors (each route
 * checks its own caller), `admin` for staff (the tree checks every caller before the body is read).
 */
export interface ModuleRoutes {
  store?: FastifyPluginAsyncZod;
  admin?: FastifyPluginAsyncZod;
}
