/**
 * The texts of cancellations and refunds. Kept apart from MESSAGES, which the storefront's first
 * page loads: only the order, checkout and admin screens (all loaded later) need these.
 */
export const REFUND_MESSAGES = {
  order: {
    cancelWindow: "Orders can be cancelled within 15 minutes of ordering.",
    cancelled: "Your order is cancelled. A full refund has started.",
    cancelFailed: "Could not cancel the order",
    checkoutExpiredRefunded:
      "This checkout expired before your payment arrived, so no order was placed. Your payment is being refunded in full; it reaches your account in 5-7 business days.",
    slotGoneRefunded:
      "Your delivery slot passed or closed before your payment arrived, so no order was placed. Your payment is being refunded in full; it reaches your account in 5-7 business days. Please choose another slot.",
    basketChangedRefunded:
      "Your basket changed after payment started, so no order was placed. Your payment is being refunded in full; it reaches your account in 5-7 business days.",
  },
  refund: {
    started: "Refund started",
    failed: "Could not start the refund",
    amountRule: "Refund amount must be a whole number of paise, more than 0",
    reasonRequired: "Please give a reason for the refund",
    nothingLeft: "This order has been refunded in full already.",
    notFound: "Refund not found",
    notFailed: "Only a failed refund can be retried.",
    retried: "Refund sent again",
    lineNotInOrder: "That line is not part of this order.",
    lineAlreadyRefunded: "That line has been refunded already.",
  },
  ledger: {
    dateRange: "The ledger covers days from 1 January 2020 to today",
    providerUnavailable: "The payment provider could not be asked. Please try again in a minute.",
  },
} as const;
