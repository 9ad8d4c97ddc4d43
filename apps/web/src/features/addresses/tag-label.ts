import type { AddressTag } from "@taaza/domain";

const LABELS: Record<AddressTag, string> = { home1: "Home 1", home2: "Home 2", office: "Office" };

/** How an address tag reads for a person ("Home 1" for home1). */
export function tagLabel(tag: AddressTag): string {
  return LABELS[tag];
}
