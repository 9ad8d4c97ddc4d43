import type { DeliveryDay } from "@taaza/domain";
import { t } from "../../lib/i18n/i18n.ts";
import { checkoutText } from "../../lib/i18n/messages/checkout.ts";

/** "Today" / "Tomorrow" in the active language. */
export function dayLabel(day: DeliveryDay): string {
  return t(day === "Today" ? checkoutText.today : checkoutText.tomorrow);
}

/** A slot as people read it: "90mins" is named; clock ranges ("8AM-10AM") read the same in every language. */
export function slotLabel(slot: string): string {
  return slot === "90mins" ? t(checkoutText.slot90) : slot;
}
