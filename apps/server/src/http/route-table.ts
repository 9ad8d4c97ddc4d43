import type { FastifyInstance } from "fastify";
import { adminOnly } from "./current-user.ts";

export interface RouteEntry {
  method: string;
  url: string;
  /** Guarded by the `adminOnly` hook: refused before the body is read unless the caller is staff. */
  staffOnly: boolean;
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
    const hooks = [route.onRequest ?? []].flat();
    for (const method of [route.method].flat()) {
      table.push({ method, url: route.url, staffOnly: hooks.includes(adminOnly) });
    }
  });
}
