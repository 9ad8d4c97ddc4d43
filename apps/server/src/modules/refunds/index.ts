// Refunds' front door: a customer's cancellation, staff refunds and retries, refunds of payments
// that made no order, and their settlement by the provider's word. Every refund goes through
// the payment provider; every change to an order's money happens under that order's lock.
export { refundsRoutes } from "./refunds-routes.ts";
export {
  dispatchRefunds,
  onOrderChanged,
  refundLockedOrder,
  refundOrphanPayment,
  settleRefund,
  type RefundLog,
  type RefundSettleOutcome,
} from "./refunds-use-cases.ts";
