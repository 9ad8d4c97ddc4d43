import type { Order } from "@taaza/domain";
import { IssueTickets } from "./issue-tickets.tsx";
import { RateOrder } from "./rate-order.tsx";
import { ReportIssue } from "./report-issue.tsx";
import "./order-care.css";

/**
 * After delivery, for the customer who ordered: their tickets, "Report an issue" while the window
 * is open, and the order's rating. Staff looking at the order see the tickets only.
 */
export function OrderCare({ order, isOwner }: { order: Order; isOwner: boolean }) {
  return (
    <div className="order-care">
      <IssueTickets order={order} />
      {isOwner && <ReportIssue order={order} />}
      {isOwner && <RateOrder order={order} />}
    </div>
  );
}
