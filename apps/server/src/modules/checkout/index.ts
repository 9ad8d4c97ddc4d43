// Checkout's front door: starting a payment (in a delivery slot with a place left) and every proof
// of it (the browser's, the test checkout's and the provider's webhooks), which turns a paid basket
// into an order, and the reconciliation job that asks the provider about payments nobody reported.
export { checkoutRoutes } from "./checkout-routes.ts";
export { paymentsRoutes } from "./payments-routes.ts";
export { reconcileCheckouts, startReconciliation, type ReconcileReport } from "./reconciliation.ts";
