// Billing's front door: bill numbers (`issueBill`, in the transaction that bills the order), credit
// notes for refunds (`issueCreditNote`, in the refund's transaction), an order's bill as PDF bytes
// (for the confirmation to attach), and the routes for bills, the dispatch sheet and the
// accountant's exports.
import type { Database } from "../../platform/database/client.ts";
import type { Guards } from "../../platform/http/guards.ts";
import type { ModuleRoutes } from "../../platform/http/route-table.ts";
import type { BilledOrder } from "../../read-models/billed-orders.ts";
import { billingAdminRoutes, billingStoreRoutes } from "./billing-routes.ts";
import { issueBill, issueCreditNote, renderOrderBill, type BillingDeps, type CreditNoteRequest } from "./billing-use-cases.ts";

export type { BilledOrder } from "../../read-models/billed-orders.ts";
export type { BillingDeps, CreditNoteRequest } from "./billing-use-cases.ts";

export type Billing = ReturnType<typeof createBilling>;

export function createBilling(deps: BillingDeps) {
  return {
    /** The next bill number of the financial year of `at`, given to the order in `tx`. */
    issueBill: (tx: Database, orderId: string, at: Date) => issueBill(tx, orderId, at),
    /** A credit note against the order's bill, numbered in its own series, in `tx`. */
    issueCreditNote: (tx: Database, request: CreditNoteRequest) => issueCreditNote(tx, request),
    /** The bill of an order already read, as a PDF. */
    billPdf: (order: BilledOrder): Promise<Uint8Array> => renderOrderBill(deps, order),
    routes: ({ guards }: { guards: Guards }): ModuleRoutes => ({
      store: billingStoreRoutes(deps, { guards }),
      admin: billingAdminRoutes(deps),
    }),
  };
}
