import { useCallback, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "../../../lib/toast.ts";
import { MESSAGES, type CheckoutStart, type Order, type PaymentFields, REFUND_MESSAGES } from "@taaza/domain";
import { ApiError } from "../../../lib/api-client.ts";
import { currentUserQueryKey } from "../../../hooks/use-current-user.ts";
import { useSession } from "../../../hooks/use-session.ts";
import { deliverySlotsQueryKey } from "../api/get-delivery-slots.ts";
import { startPayment, type PaymentRequest } from "../api/start-payment.ts";
import { approveTestPayment, failTestPayment } from "../api/test-payment.ts";
import { validatePayment } from "../api/validate-payment.ts";
import { openRazorpayCheckout } from "../razorpay-checkout.ts";

export type PaymentState =
  | { kind: "idle" }
  | { kind: "starting" }
  /** The built-in test provider's dialog is open. */
  | { kind: "test-checkout"; start: CheckoutStart; busy: boolean }
  | { kind: "razorpay" }
  | { kind: "validating" }
  | { kind: "paid"; order: Order }
  | { kind: "failed"; message: string };

// Messages the server uses that are already the spec's own words: shown as they are.
const PLAIN_REASONS: string[] = [MESSAGES.order.selectSlot, MESSAGES.order.addAddress];

const REFUNDED_REASONS: string[] = [REFUND_MESSAGES.order.basketChangedRefunded, REFUND_MESSAGES.order.checkoutExpiredRefunded];

function reasonOf(error: unknown): string | null {
  return error instanceof ApiError ? error.serverMessage : null;
}

type UsePaymentOptions = {
  onPaid: (order: Order) => void;
  /** The chosen slot closed while the customer was deciding. */
  onSlotGone: () => void;
};

/**
 * Paying for the basket: ask the server to start (it decides the amount), open the provider's
 * checkout, and hand the provider's signed answer back to the server, which creates the order.
 */
export function usePayment({ onPaid, onSlotGone }: UsePaymentOptions) {
  const client = useQueryClient();
  const userId = useSession()?.user._id ?? "";
  const [state, setState] = useState<PaymentState>({ kind: "idle" });

  const finish = useCallback(
    async (fields: PaymentFields) => {
      setState({ kind: "validating" });
      try {
        const order = await validatePayment(fields);
        setState({ kind: "paid", order });
        toast.success(MESSAGES.order.placed);
        // The server emptied the basket in the same transaction as the order.
        void client.invalidateQueries({ queryKey: currentUserQueryKey(userId) });
        onPaid(order);
      } catch (error) {
        const reason = reasonOf(error);
        const description = reason && reason !== MESSAGES.order.paymentVerifyFailed ? reason : undefined;
        // A payment that could not become an order is on its way back: say that, not "failed".
        if (reason && REFUNDED_REASONS.includes(reason)) toast.info(reason, { duration: 15_000 });
        else toast.error(MESSAGES.order.paymentVerifyFailed, description ? { description } : undefined);
        setState({ kind: "failed", message: description ?? MESSAGES.order.paymentVerifyFailed });
        void client.invalidateQueries({ queryKey: currentUserQueryKey(userId) });
      }
    },
    [client, userId, onPaid],
  );

  const pay = useCallback(
    async (request: PaymentRequest) => {
      setState({ kind: "starting" });
      let start: CheckoutStart;
      try {
        start = await startPayment(request);
      } catch (error) {
        const reason = reasonOf(error);
        if (reason && PLAIN_REASONS.includes(reason)) toast.error(reason);
        else toast.error(MESSAGES.order.paymentInitFailed, reason && reason !== MESSAGES.order.paymentInitFailed ? { description: reason } : undefined);
        if (error instanceof ApiError && error.status === 409) void client.invalidateQueries({ queryKey: currentUserQueryKey(userId) });
        if (reason && /slot/i.test(reason) && !PLAIN_REASONS.includes(reason)) {
          void client.invalidateQueries({ queryKey: deliverySlotsQueryKey });
          onSlotGone();
        }
        setState({ kind: "idle" });
        return;
      }

      if (start.provider === "test") {
        setState({ kind: "test-checkout", start, busy: false });
        return;
      }
      setState({ kind: "razorpay" });
      try {
        await openRazorpayCheckout(start, {
          onPaid: (fields) => void finish(fields),
          onFailed: (reason) => {
            toast.error(MESSAGES.order.paymentVerifyFailed, reason ? { description: reason } : undefined);
          },
          onDismiss: () => setState((current) => (current.kind === "razorpay" ? { kind: "idle" } : current)),
        });
      } catch {
        toast.error(MESSAGES.order.paymentInitFailed);
        setState({ kind: "idle" });
      }
    },
    [client, userId, finish, onSlotGone],
  );

  const approveTest = useCallback(
    async (start: CheckoutStart) => {
      setState({ kind: "test-checkout", start, busy: true });
      let fields: PaymentFields;
      try {
        fields = await approveTestPayment(start.order.id);
      } catch (error) {
        toast.error(MESSAGES.order.paymentVerifyFailed, { description: reasonOf(error) ?? undefined });
        setState({ kind: "failed", message: MESSAGES.order.paymentVerifyFailed });
        return;
      }
      await finish(fields);
    },
    [finish],
  );

  const failTest = useCallback(async (start: CheckoutStart) => {
    setState({ kind: "test-checkout", start, busy: true });
    let message = "Payment failed. You have not been charged.";
    try {
      message = (await failTestPayment(start.order.id)).message;
    } catch {
      // Declining needs no answer from the server: nothing was paid either way.
    }
    toast.error(message);
    setState({ kind: "failed", message });
  }, []);

  const cancel = useCallback(() => setState({ kind: "idle" }), []);

  return { state, pay, approveTest, failTest, cancel };
}
