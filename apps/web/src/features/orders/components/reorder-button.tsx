import { toast } from "../../../lib/toast.ts";
import type { ReorderResult } from "@taaza/domain";
import { ApiError } from "../../../lib/api-client.ts";
import { useReorder } from "../api/reorder.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { ordersText } from "../../../lib/i18n/messages/orders.ts";

/**
 * "Reorder": the same items back in the basket at today's prices; anything no longer available
 * is named in the toast rather than silently left out. `onDone` shows the basket.
 */
export function ReorderButton({ orderId, userId, onDone }: { orderId: string; userId: string; onDone: () => void }) {
  const reorder = useReorder(userId);
  return (
    <button
      type="button"
      className="btn btn--primary"
      disabled={reorder.isPending}
      aria-busy={reorder.isPending}
      onClick={() =>
        reorder.mutate(orderId, {
          onSuccess: (result) => {
            const message = reorderText(result);
            if (result.added.length === 0) toast.error(message);
            else {
              (result.skipped.length > 0 ? toast.warning : toast.success)(message, { duration: 6000 });
              onDone();
            }
          },
          onError: (error) =>
            toast.error(error instanceof ApiError && error.serverMessage ? error.serverMessage : t(ordersText.reorderFailed)),
        })
      }
    >
      {t(ordersText.reorder)}
    </button>
  );
}

/** The domain's reorderMessage, in the active language. */
function reorderText({ added, skipped }: Pick<ReorderResult, "added" | "skipped">): string {
  const names = skipped.join(", ");
  if (added.length === 0) return t(ordersText.noneAvailable, { names });
  const base = t(ordersText.added, { count: added.length });
  return skipped.length === 0 ? base : `${base} ${t(ordersText.notToday, { names })}`;
}
