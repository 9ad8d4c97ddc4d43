import { useCallback, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "../../../lib/toast.ts";
import { REFUND_MESSAGES, SERVER_MESSAGES, type CheckoutStart, type Order, type PaymentFields, ORDER_MESSAGES } from "@taaza/domain";
import { ApiError } from "../../../lib/api-client.ts";
import { currentUserQueryKey } from "../../../hooks/use-current-user.ts";
import { useSession } from "../../../hooks/use-session.ts";
import { deliverySlotsQueryKey } from "../api/get-delivery-slots.ts";
import { startPayment, type PaymentRequest } from "../api/start-payment.ts";
import { approveTestPayment, failTestPayment } from "../api/test-payment.ts";
import { validatePayment } from "../api/validate-payment.ts";
import { openRazorpayCheckout } from "../razorpay-checkout.ts";
import { domainText } from "../../../lib/i18n/domain-text.ts";

export type PaymentState =
  | { kind: "idle" }
  | { kind: "starting" }
  /** The built-in test provider's dialog is open. */
  | { kind: "test-checkout"; start: CheckoutStart; busy: boolean }
  | { kind: "razorpay" }
  | { kind: "validating" }
  | { kind: "paid"; order: Order }
  | { kind: "failed"; message: string };

// Messages the server uses that are already the spec's own words: shown as they are. Answers are
// told apart by their codes; the words shown are in the customer's language.
const PLAIN_CODES: (string | null)[] = ["order.selectSlot", "order.addAddress"];
const REFUNDED_CODES: (string | null)[] = ["order.basketChangedRefunded", "order.checkoutExpiredRefunded", "order.slotGoneRefunded"];

const placed = () => domainText("order.placed", ORDER_MESSAGES.placed);
const verifyFailed = () => domainText("order.paymentVerifyFailed", ORDER_MESSAGES.paymentVerifyFailed);
const initFailed = () => domainText("order.paymentInitFailed", ORDER_MESSAGES.paymentInitFailed);

function reasonOf(error: unknown): string | null {
  return error instanceof ApiError ? error.serverMessage : null;
}

/** The answer's code; for an answer without one, the code of its known English text. */
function codeOf(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  return error.code ?? (error.englishMessage ? (CODES_BY_TEXT[error.englishMessage] ?? null) : null);
}

const CODES_BY_TEXT: Record<string, string> = {
  [ORDER_MESSAGES.selectSlot]: "order.selectSlot",
  [ORDER_MESSAGES.addAddress]: "order.addAddress",
  [ORDER_MESSAGES.paymentVerifyFailed]: "order.paymentVerifyFailed",
  [ORDER_MESSAGES.paymentInitFailed]: "order.paymentInitFailed",
  [REFUND_MESSAGES.order.basketChangedRefunded]: "order.basketChangedRefunded",
  [REFUND_MESSAGES.order.checkoutExpiredRefunded]: "order.checkoutExpiredRefunded",
  [REFUND_MESSAGES.order.slotGoneRefunded]: "order.slotGoneRefunded",
};

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
        toast.success(placed());
        // The server emptied the basket in the same transaction as the order.
        void client.invalidateQueries({ queryKey: currentUserQueryKey(userId) });
        onPaid(order);
      } catch (error) {
        const reason = reasonOf(error);
        const code = codeOf(error);
        const description = reason && code !== "order.paymentVerifyFailed" ? reason : undefined;
        // A payment that could not become an order is on its way back: say that, not "failed".
        if (reason && REFUNDED_CODES.includes(code)) toast.info(reason, { duration: 15_000 });
        else toast.error(verifyFailed(), description ? { description } : undefined);
        setState({ kind: "failed", message: description ?? verifyFailed() });
        void client.invalidateQueries({ queryKey: currentUserQueryKey(userId) });
        if (code === "order.slotGoneRefunded") {
          void client.invalidateQueries({ queryKey: deliverySlotsQueryKey });
          onSlotGone();
        }
      }
    },
    [client, userId, onPaid, onSlotGone],
  );

  const pay = useCallback(
    async (request: PaymentRequest) => {
      setState({ kind: "starting" });
      let start: CheckoutStart;
      try {
        start = await startPayment(request);
      } catch (error) {
        const reason = reasonOf(error);
        const code = codeOf(error);
        const english = error instanceof ApiError ? error.englishMessage : null;
        if (reason && PLAIN_CODES.includes(code)) toast.error(reason);
        else toast.error(initFailed(), reason && code !== "order.paymentInitFailed" ? { description: reason } : undefined);
        if (error instanceof ApiError && error.status === 409) void client.invalidateQueries({ queryKey: currentUserQueryKey(userId) });
        if (english && /slot/i.test(english) && !PLAIN_CODES.includes(code)) {
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
            toast.error(verifyFailed(), reason ? { description: reason } : undefined);
          },
          onDismiss: () => setState((current) => (current.kind === "razorpay" ? { kind: "idle" } : current)),
        });
      } catch {
        toast.error(initFailed());
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
        toast.error(verifyFailed(), { description: reasonOf(error) ?? undefined });
        setState({ kind: "failed", message: verifyFailed() });
        return;
      }
      await finish(fields);
    },
    [finish],
  );

  const failTest = useCallback(async (start: CheckoutStart) => {
    setState({ kind: "test-checkout", start, busy: true });
    let message = domainText("order.paymentFailed", SERVER_MESSAGES.order.paymentFailed);
    try {
      message = domainText("order.paymentFailed", (await failTestPayment(start.order.id)).message);
    } catch {
      // Declining needs no answer from the server: nothing was paid either way.
    }
    toast.error(message);
    setState({ kind: "failed", message });
  }, []);

  const cancel = useCallback(() => setState({ kind: "idle" }), []);

  return { state, pay, approveTest, failTest, cancel };
}
