import { toast } from "../../../../lib/toast.ts";
import { type OrderStatus, ORDER_MESSAGES } from "@taaza/domain";
import { reportFailure } from "../../../lib/report-error.ts";
import { useChangeOrderStatus } from "../api/change-order-status.ts";
import type { AdminOrder } from "../api/order.ts";

/** Ending an order (delivered or cancelled) is asked about first: a slip of the thumb is costly. */
export const CONFIRMED_STATUSES: readonly OrderStatus[] = ["Delivered", "Canceled"];
/** How long the Undo button stays on the toast. */
export const UNDO_MS = 8_000;

export function confirmQuestion(order: AdminOrder, status: OrderStatus): string {
  const name = `${order.shippingAddress.firstName} ${order.shippingAddress.lastName}`.trim();
  return `Mark order ${order.billId} (${name}) as ${status}?`;
}

/**
 * Cancelling refunds the customer on the server at once, and a refund cannot be taken back, so
 * Canceled is held here for the Undo time and sent only if nobody pressed Undo.
 */
export const HELD_STATUSES: readonly OrderStatus[] = ["Canceled"];

type Options = {
  /** Asks the person; window.confirm by default, a stand-in in tests. */
  confirm?: (question: string) => boolean;
  /** How long Undo is offered; shorter in tests. */
  undoMs?: number;
};

/**
 * Changes an order's status as staff expect: Delivered and Canceled ask first; every change says
 * so (the spec's toast) with an Undo for a few seconds. Undo puts the previous status back, or,
 * for a held cancellation, never sends it.
 */
export function useOrderStatusChange({ confirm = (question) => window.confirm(question), undoMs = UNDO_MS }: Options = {}) {
  const change = useChangeOrderStatus();

  const send = (order: AdminOrder, status: OrderStatus, undoable: boolean) => {
    const previous = order.status;
    change.mutate(
      { order, status },
      {
        onSuccess: () =>
          toast.success(ORDER_MESSAGES.statusChanged, {
            description: `${order.billId}: ${previous} → ${status}`,
            ...(undoable ? { duration: undoMs, action: { label: "Undo", onClick: () => undo({ ...order, status }, previous) } } : {}),
          }),
        onError: (error) => reportFailure(ORDER_MESSAGES.statusFailed, error),
      },
    );
  };

  const setStatus = (order: AdminOrder, status: OrderStatus) => {
    if (order.status === status) return;
    if (CONFIRMED_STATUSES.includes(status) && !confirm(confirmQuestion(order, status))) return;
    if (!HELD_STATUSES.includes(status)) return send(order, status, true);
    // Sent when the Undo time is over, even if this screen has moved on meanwhile.
    const timer = window.setTimeout(() => send(order, status, false), undoMs);
    toast(`Cancelling order ${order.billId}`, {
      description: "The customer is refunded when this closes.",
      duration: undoMs,
      action: {
        label: "Undo",
        onClick: () => {
          window.clearTimeout(timer);
          toast.success(`${order.billId} stays ${order.status}`);
        },
      },
    });
  };

  const undo = (order: AdminOrder, previous: OrderStatus) =>
    change.mutate(
      { order, status: previous },
      {
        onSuccess: () => toast.success(ORDER_MESSAGES.statusChanged, { description: `${order.billId} is ${previous} again` }),
        onError: (error) => reportFailure(ORDER_MESSAGES.statusFailed, error),
      },
    );

  return { setStatus, isPending: change.isPending };
}
