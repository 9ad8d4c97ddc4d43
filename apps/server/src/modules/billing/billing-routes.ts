import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { billFileName, dispatchQuery, exportRangeQuery, idParams } from "@taaza/domain";
import { adminOnly, requireUser } from "../../http/current-user.ts";
import { billPdf, billsCsv, dispatchCsv, dispatchPdf, dispatchSheet, hsnSummaryCsv } from "./billing-use-cases.ts";

const pdfHeaders = (fileName: string) => ({
  "content-type": "application/pdf",
  "content-disposition": `attachment; filename="${fileName}"`,
  "cache-control": "private, no-store",
});
const csvHeaders = (fileName: string) => ({
  "content-type": "text/csv; charset=utf-8",
  "content-disposition": `attachment; filename="${fileName}"`,
  "cache-control": "private, no-store",
});

/** Bills for customers and staff; the dispatch sheet and the accountant's exports for staff. */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const admin = { onRequest: adminOnly };

  app.get("/orders/:id/bill.pdf", { schema: { tags: ["orders"], params: idParams } }, async (request, reply) => {
    const { billNumber, pdf } = await billPdf(deps, await requireUser(request), request.params.id);
    return reply.headers(pdfHeaders(billFileName(billNumber))).send(Buffer.from(pdf));
  });

  app.get("/admin/dispatch", { ...admin, schema: { tags: ["admin"], querystring: dispatchQuery } }, async (request) => ({
    data: await dispatchSheet(deps, request.query),
  }));

  app.get("/admin/dispatch.csv", { ...admin, schema: { tags: ["admin"], querystring: dispatchQuery } }, async (request, reply) => {
    const sheet = await dispatchSheet(deps, request.query);
    return reply.headers(csvHeaders(`dispatch-${sheet.date}-${sheet.slot}.csv`)).send(dispatchCsv(sheet));
  });

  app.get("/admin/dispatch.pdf", { ...admin, schema: { tags: ["admin"], querystring: dispatchQuery } }, async (request, reply) => {
    const sheet = await dispatchSheet(deps, request.query);
    return reply.headers(pdfHeaders(`dispatch-${sheet.date}-${sheet.slot}.pdf`)).send(Buffer.from(await dispatchPdf(deps, sheet)));
  });

  app.get("/admin/accounts/bills.csv", { ...admin, schema: { tags: ["admin"], querystring: exportRangeQuery } }, async (request, reply) =>
    reply.headers(csvHeaders(`bills-${request.query.from}-to-${request.query.to}.csv`)).send(await billsCsv(deps, request.query)),
  );

  app.get(
    "/admin/accounts/hsn-summary.csv",
    { ...admin, schema: { tags: ["admin"], querystring: exportRangeQuery } },
    async (request, reply) =>
      reply
        .headers(csvHeaders(`hsn-summary-${request.query.from}-to-${request.query.to}.csv`))
        .send(await hsnSummaryCsv(deps, request.query)),
  );
};
