import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminCustomerSchema, adminCustomersQuery, adminStatsSchema, pageSchema } from "@taaza/domain";
import { adminOnly } from "../../http/current-user.ts";
import { customersPage, dashboardStats } from "./admin-insights-use-cases.ts";

/** The dashboard's numbers and the customers list, computed by the database. */
export const adminInsightsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const admin = { onRequest: adminOnly };

  app.get("/admin/stats", { ...admin, schema: { tags: ["admin"], response: { 200: adminStatsSchema } } }, async () => dashboardStats(deps));

  app.get(
    "/admin/customers",
    { ...admin, schema: { tags: ["admin"], querystring: adminCustomersQuery, response: { 200: pageSchema(adminCustomerSchema) } } },
    async (request) => customersPage(deps, request.query),
  );
};
