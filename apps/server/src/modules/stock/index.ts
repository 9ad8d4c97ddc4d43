// Stock's front door (issue 28): the morning's grams of each product per delivery date, set by
// staff; what customers see of it (levels, never counts); the day's report; and giving grams back
// when a checkout expires or is rejected, an order is cancelled or a line refunded. Holding grams
// is done by the checkout's own statement (read-models/stock-holding.ts), like a slot's place.
import { gramsPerUnit } from "@taaza/domain";
import type { Database } from "../../platform/database/client.ts";
import type { ModuleRoutes } from "../../platform/http/route-table.ts";
import { retakeReleased, type RetakeShort } from "../../read-models/stock-holding.ts";
import { readUnitWeights } from "../../read-models/stock-sheets.ts";
import { stockAdminRoutes, stockStoreRoutes } from "./stock-routes.ts";
import { giveBack, type StockDeps } from "./stock-use-cases.ts";

export type { StockDeps } from "./stock-use-cases.ts";

export type Stock = ReturnType<typeof createStock>;

export function createStock(deps: StockDeps) {
  return {
    /** Everything a checkout (and so its order) holds goes back to its date's stock, in `tx`; twice gives nothing more. */
    giveBackCheckout: (tx: Database, checkoutId: string): Promise<number> => giveBack(tx, checkoutId),
    /** A cancelled order's grams go back, remembered so moving it out of Canceled takes them again (`retakeOrder`). */
    releaseOrder: (tx: Database, checkoutId: string): Promise<number> => giveBack(tx, checkoutId, undefined, true),
    /** A cancelled order moved back takes its released grams again, or nothing: the product that no longer fits, or null. */
    retakeOrder: (tx: Database, checkoutId: string): Promise<RetakeShort | null> => retakeReleased(tx, checkoutId),
    /** At most `grams` of one product a checkout's order holds go back (a refunded line), in `tx`. */
    giveBackLine: (tx: Database, checkoutId: string, productId: string, grams: number): Promise<number> =>
      giveBack(tx, checkoutId, { productId, grams }),
    /** `units` of one product a checkout's order holds go back (a refunded line, `lineId` naming its cut), in `tx`; never more than it holds. */
    giveBackUnits: async (tx: Database, checkoutId: string, productId: string, units: number, lineId?: string): Promise<number> => {
      const weights = /^[0-9a-f-]{36}$/i.test(productId) ? await readUnitWeights(tx, checkoutId, productId, lineId) : undefined;
      if (!weights) return 0;
      return giveBack(tx, checkoutId, { productId, grams: units * gramsPerUnit(weights) });
    },
    routes: (): ModuleRoutes => ({ store: stockStoreRoutes(deps), admin: stockAdminRoutes(deps) }),
  };
}
