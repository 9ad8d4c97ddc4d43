// Billing's front door: bill numbers given at settlement (`issueBill`, in checkout's
// transaction), credit notes for refunds (`issueCreditNote`, in the refund's transaction), a
// bill as PDF bytes (`renderOrderBill`, for a message to attach), and the routes for bills,
// the dispatch sheet and the accountant's exports.
export { billingRoutes } from "./billing-routes.ts";
export type { BilledOrder } from "../../read-models/billed-orders.ts";
export { issueBill, issueCreditNote, renderOrderBill, type CreditNoteRequest } from "./billing-use-cases.ts";
