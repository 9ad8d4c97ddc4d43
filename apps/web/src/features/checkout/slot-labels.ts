import type { DeliveryDay } from "@taaza/domain";
import { t } from "../../lib/i18n/i18n.ts";
import { checkoutText } from "../../lib/i18n/messages/checkout.ts";

/** "Today" / "Tomorrow" in the active language. */
export function dayLabel(day: DeliveryDay): string {
  return t(day === "Today" ? checkoutText.today : checkoutText.tomorrow);
}

/** A slot's name in the active language ("8AM-10AM", "सकाळी 8-10"). */
export { slotNameFor as slotLabel } from "../../lib/i18n/delivery-in-words.ts";
