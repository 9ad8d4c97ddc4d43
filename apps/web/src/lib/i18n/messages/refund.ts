import { defineMessages } from "../i18n.ts";

/** /refundpolicy */
export const refundText = defineMessages("refund", {
  description:
    "Taaza refunds: cancel within 15 minutes, report a problem within 2 hours of delivery, money back to your original payment method in 5-7 business days.",
  intro:
    "Fresh food cannot be returned to a shelf, so our refund rules are about time. In short: cancel within 15 minutes, tell us about a problem within 2 hours of delivery, and refunds reach you in 5-7 business days.",
  cancelTitle: "Cancelling an order",
  cancel1: "You can cancel within 15 minutes of placing your order. We refund the full amount, including the delivery charge.",
  cancel2: "After 15 minutes the order has been cleaned and cut for you and cannot be cancelled.",
  cancel3: "If we have to cancel an order (for example, an item is no longer available), we refund you in full.",
  problemsTitle: "Something wrong with your order",
  problems1:
    "Report any problem within 2 hours of delivery: missing or wrong items, a cut that is not what you chose, or a product that is not fresh. Call, email or message us, with a photo if you can.",
  problems2: "We will replace the item in your next slot or refund it, whichever you prefer.",
  problems3: "If no issue is reported within 2 hours of delivery, we cannot offer a refund.",
  problems4:
    "A difference of 30g-40g from the weight shown is normal for hand-cut products and is not a reason for a refund. A larger shortfall is refunded for the missing weight.",
  problems5: "We cannot refund products that were stored or cooked in ways other than our storage instructions say.",
  lateTitle: "Late or missed deliveries",
  lateText:
    "If we miss your delivery slot by more than an hour, you may refuse the order for a full refund. If an order cannot be delivered because nobody was available after two attempts, it is not refundable.",
  howTitle: "How refunds are paid",
  howText:
    "Refunds go back to the payment method you used: card, UPI, net banking or wallet. Once approved, a refund reaches you in 5-7 business days, depending on your bank. We tell you when we have sent it.",
});
