import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminChartsSchema, adminCustomerSchema, adminCustomersQuery, adminStatsSchema, pageSchema } from "@taaza/domain";
import { ROLES_FOR } from "@taaza/domain";
import type { ReportsDeps } from "./reports-deps.ts";
import { dashboardCharts } from "./sales-charts.ts";
import { customersPage, dashboardStats } from "./staff-dashboard.ts";

/** The dashboard's numbers and charts, and the customers list, each computed by the database. */
export function reportsRoutes(deps: ReportsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/admin/charts",
      { config: { roles: ROLES_FOR.office }, schema: { tags: ["admin"], response: { 200: adminChartsSchema } } },
      async () => dashboardCharts(deps),
    );

    app.get(
      "/admin/stats",
      { config: { roles: ROLES_FOR.office }, schema: { tags: ["admin"], response: { 200: adminStatsSchema } } },
      async () => dashboardStats(deps),
    );

    app.get(
      "/admin/customers",
      {
        config: { roles: ROLES_FOR.office },
        schema: { tags: ["admin"], querystring: adminCustomersQuery, response: { 200: pageSchema(adminCustomerSchema) } },
      },
      async (request) => customersPage(deps, request.query),
    );
  };
}
