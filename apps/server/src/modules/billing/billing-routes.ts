import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { billFileName, dispatchQuery, exportRangeQuery, idParams } from "@taaza/domain";
import { ROLES_FOR } from "@taaza/domain";
import type { Guards } from "../../platform/http/guards.ts";
import {
  billPdf,
  billsCsv,
  creditNotesPdf,
  dispatchCsv,
  dispatchPdf,
  dispatchSheet,
  hsnSummaryCsv,
  type BillingDeps,
} from "./billing-use-cases.ts";

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

/** A customer's (or staff's) bill of an order. */
export function billingStoreRoutes(deps: BillingDeps, { guards }: { guards: Guards }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get("/orders/:id/bill.pdf", { schema: { tags: ["orders"], params: idParams } }, async (request, reply) => {
      const { billNumber, pdf } = await billPdf(deps, await guards.requireUser(request), request.params.id);
      return reply.headers(pdfHeaders(billFileName(billNumber))).send(Buffer.from(pdf));
    });
    app.get(
      "/orders/:id/credit-notes.pdf",
      {
        schema: {
          tags: ["orders"],
          description:
            "The order's credit notes (one per refund that went back) as one PDF: the order's customer or floor staff; 404 for anyone else or when there is none.",
          params: idParams,
        },
      },
      async (request, reply) => {
        const { billNumber, pdf } = await creditNotesPdf(deps, await guards.requireUser(request), request.params.id);
        return reply.headers(pdfHeaders(`credit-notes-${billFileName(billNumber)}`)).send(Buffer.from(pdf));
      },
    );
  };
}

/** Staff's dispatch sheet of a slot and the accountant's exports. */
export function billingAdminRoutes(deps: BillingDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/admin/dispatch",
      { config: { roles: ROLES_FOR.floor }, schema: { tags: ["admin"], querystring: dispatchQuery } },
      async (request) => ({
        data: await dispatchSheet(deps, request.query),
      }),
    );

    app.get(
      "/admin/dispatch.csv",
      { config: { roles: ROLES_FOR.floor }, schema: { tags: ["admin"], querystring: dispatchQuery } },
      async (request, reply) => {
        const sheet = await dispatchSheet(deps, request.query);
        return reply.headers(csvHeaders(`dispatch-${sheet.date}-${sheet.slot}.csv`)).send(dispatchCsv(sheet));
      },
    );

    app.get(
      "/admin/dispatch.pdf",
      { config: { roles: ROLES_FOR.floor }, schema: { tags: ["admin"], querystring: dispatchQuery } },
      async (request, reply) => {
        const sheet = await dispatchSheet(deps, request.query);
        return reply.headers(pdfHeaders(`dispatch-${sheet.date}-${sheet.slot}.pdf`)).send(Buffer.from(await dispatchPdf(deps, sheet)));
      },
    );

    app.get(
      "/admin/accounts/bills.csv",
      { config: { roles: ROLES_FOR.owner }, schema: { tags: ["admin"], querystring: exportRangeQuery } },
      async (request, reply) =>
        reply.headers(csvHeaders(`bills-${request.query.from}-to-${request.query.to}.csv`)).send(await billsCsv(deps, request.query)),
    );

    app.get(
      "/admin/accounts/hsn-summary.csv",
      { config: { roles: ROLES_FOR.owner }, schema: { tags: ["admin"], querystring: exportRangeQuery } },
      async (request, reply) =>
        reply
          .headers(csvHeaders(`hsn-summary-${request.query.from}-to-${request.query.to}.csv`))
          .send(await hsnSummaryCsv(deps, request.query)),
    );
  };
}
