import { SHORT_WEIGHT_REASON, type RefundReason } from "@taaza/domain";
import { t, type Message } from "../../lib/i18n/i18n.ts";
import { ordersText } from "../../lib/i18n/messages/orders.ts";

const REASON_TEXT: Record<RefundReason, Message> = {
  "missing-item": ordersText.reasonMissingItem,
  "short-weight": ordersText.reasonShortWeight,
  quality: ordersText.reasonQuality,
  damaged: ordersText.reasonDamaged,
  "wrong-item": ordersText.reasonWrongItem,
  "late-delivery": ordersText.reasonLateDelivery,
};

/** A refund's reason in the customer's language: a listed reason's words, or the text staff typed. */
export function refundReasonText(reason: string): string {
  if (reason === SHORT_WEIGHT_REASON) return t(ordersText.reasonShortWeight);
  return Object.hasOwn(REASON_TEXT, reason) ? t(REASON_TEXT[reason as RefundReason]) : reason;
}
