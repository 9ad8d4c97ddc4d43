import { PACKING_MESSAGES, type PackableLine } from "@taaza/domain";
import type { Database } from "../../platform/database/client.ts";
import { conflict, invalid } from "../../platform/errors.ts";
import type { OrderRow } from "./orders-repository.ts";
import { packableLines, setPackedGrams } from "./packing-repository.ts";

/**
 * The weights the packer read off the scale, for some or all lines of a locked order still to be
 * delivered. Weighing a line again replaces its weight (the last reading counts).
 */
export async function packLockedOrder(
  tx: Database,
  order: OrderRow,
  lines: readonly { lineId: string; grams: number }[],
  by: string,
  at: Date,
): Promise<(PackableLine & { id: string })[]> {
  if (order.status !== "Pending") throw conflict(PACKING_MESSAGES.notPending);
  const known = new Set((await packableLines(tx, order.id)).map((line) => line.id));
  if (lines.some((line) => !known.has(line.lineId))) throw invalid(PACKING_MESSAGES.notALine);
  for (const line of lines) await setPackedGrams(tx, order.id, line, by, at);
  return packableLines(tx, order.id);
}

/** A locked order's lines as packing and refunds read them (in `tx`). */
export function linesOfOrder(tx: Database, orderId: string): Promise<(PackableLine & { id: string })[]> {
  return packableLines(tx, orderId);
}
