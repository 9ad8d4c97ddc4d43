import { EXPRESS_SLOT } from "@taaza/domain";

/** How staff read a slot: the express one says what it is; the others are their hours. */
export function slotLabel(slot: string): string {
  return slot === EXPRESS_SLOT ? "Express (90 min)" : slot;
}
