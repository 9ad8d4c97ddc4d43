import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  productSchema,
  stockDateQuery,
  stockLevelsSchema,
  stockListSchema,
  stockProductParams,
  stockReportQuery,
  stockRowSchema,
  stockSetBody,
} from "@taaza/domain";
import { ROLES_FOR } from "@taaza/domain";
import { staffActor } from "../audit/index.ts";
import { errorBody } from "../../platform/http/error-body.ts";
import { setStock, todaysCatch, stockLevels, stockList, stockReport, stockReportCsv, type StockDeps } from "./stock-use-cases.ts";

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

/** Customers' stock levels: what fits today and tomorrow, never a count. */
export function stockStoreRoutes(deps: StockDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get("/stock-levels", { schema: { tags: ["catalog"], response: { 200: stockLevelsSchema } } }, async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return stockLevels(deps);
    });

    app.get(
      "/products/todays-catch",
      { schema: { tags: ["catalog"], response: { 200: z.array(productSchema) } } },
      async (_request, reply) => {
        reply.header("cache-control", "no-store");
        return todaysCatch(deps);
      },
    );
  };
}

/** Staff's morning stock: the sheet of a date, setting a product's grams, the day's report. */
export function stockAdminRoutes(deps: StockDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/admin/stock",
      {
        config: { roles: ROLES_FOR.floor },
        schema: { tags: ["admin"], querystring: stockDateQuery, response: { 200: stockListSchema, ...errors } },
      },
      async (request) => stockList(deps, request.query.date),
    );

    app.put(
      "/admin/stock/:productId",
      {
        config: { roles: ROLES_FOR.floor },
        schema: { tags: ["admin"], params: stockProductParams, body: stockSetBody, response: { 200: stockRowSchema, ...errors } },
      },
      async (request) => setStock(deps, await staffActor(request), request.params.productId, request.body),
    );

    app.get(
      "/admin/stock/report",
      { config: { roles: ROLES_FOR.floor }, schema: { tags: ["admin"], querystring: stockReportQuery } },
      async (request, reply) => {
        const report = await stockReport(deps, request.query.date);
        if (request.query.format !== "csv") return report;
        return reply
          .headers({
            "content-type": "text/csv; charset=utf-8",
            "content-disposition": `attachment; filename="stock-${report.date}.csv"`,
            "cache-control": "private, no-store",
          })
          .send(stockReportCsv(report));
      },
    );
  };
}
