import type { AddressTag } from "@taaza/domain";
import { t } from "../../lib/i18n/i18n.ts";
import { checkoutText } from "../../lib/i18n/messages/checkout.ts";

const LABELS = { home1: checkoutText.home1, home2: checkoutText.home2, office: checkoutText.office } as const;

/** How an address tag reads for a person ("Home 1" for home1), in the active language. */
export function tagLabel(tag: AddressTag): string {
  return t(LABELS[tag]);
}
