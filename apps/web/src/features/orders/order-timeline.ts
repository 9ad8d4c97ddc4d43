import { formatRupees, paiseToRupees, SHORT_WEIGHT_REASON, type Order } from "@taaza/domain";
import { t } from "../../lib/i18n/i18n.ts";
import { ordersText } from "../../lib/i18n/messages/orders.ts";

export interface TimelineStep {
  key: string;
  label: string;
  /** ISO time it happened. */
  at: string;
  tone: "done" | "waiting" | "problem";
}

/**
 * The order's story for its customer, oldest first: placed, cancelled, each refund started and
 * refunded (or delayed), delivered. Built only from what the server says happened.
 */
export function orderTimeline(order: Order): TimelineStep[] {
  const steps: TimelineStep[] = [];
  order.statusHistory.forEach((entry, index) => {
    if (entry.from === null) steps.push({ key: `placed-${index}`, label: t(ordersText.placed), at: entry.at, tone: "done" });
    else if (entry.status === "Canceled")
      steps.push({ key: `cancelled-${index}`, label: t(ordersText.orderCancelled), at: entry.at, tone: "done" });
    else if (entry.status === "Delivered")
      steps.push({ key: `delivered-${index}`, label: t(ordersText.delivered), at: entry.at, tone: "done" });
  });
  for (const refund of order.refunds) {
    const amount = formatRupees(paiseToRupees(refund.amountPaise));
    // A refund for a line packed short says why: the customer did not ask for it.
    const started = refund.reason === SHORT_WEIGHT_REASON ? ordersText.shortWeightRefund : ordersText.refundStarted;
    steps.push({ key: `refund-${refund._id}`, label: t(started, { amount }), at: refund.createdAt, tone: "done" });
    if (refund.status === "processed")
      steps.push({ key: `refunded-${refund._id}`, label: t(ordersText.refunded, { amount }), at: refund.updatedAt, tone: "done" });
    else if (refund.status === "failed")
      steps.push({ key: `delayed-${refund._id}`, label: t(ordersText.refundDelayed, { amount }), at: refund.updatedAt, tone: "problem" });
    else steps.push({ key: `pending-${refund._id}`, label: t(ordersText.refundOnWay, { amount }), at: refund.createdAt, tone: "waiting" });
  }
  // Stable by time; a step without its own later time keeps its place.
  return steps
    .map((step, index) => ({ step, index }))
    .sort((a, b) => a.step.at.localeCompare(b.step.at) || a.index - b.index)
    .map((s) => s.step);
}
