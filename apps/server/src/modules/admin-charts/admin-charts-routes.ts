import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminChartsSchema } from "@taaza/domain";
import { adminOnly } from "../../http/current-user.ts";
import { dashboardCharts } from "./admin-charts-use-cases.ts";

/** The dashboard's charts, for staff. */
export const adminChartsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.get("/admin/charts", { onRequest: adminOnly, schema: { tags: ["admin"], response: { 200: adminChartsSchema } } }, async () =>
    dashboardCharts(deps),
  );
};
