import type { Clock } from "../../platform/clock.ts";
import type { Database } from "../../platform/database/client.ts";
import type { Basket } from "../basket/index.ts";
import type { Notice } from "../messages/index.ts";
import type { Refunds } from "../refunds/index.ts";
import type { Stock } from "../stock/index.ts";

export interface OrdersDeps {
  db: Database;
  clock: Clock;
  /** The refund a cancelled order gets of what is left of its payment (in the cancelling transaction). */
  refunds: Pick<Refunds, "refundLockedOrder">;
  /** Records the customer's message about a change (in its transaction). */
  notify(db: Database, notice: Notice, at: Date): Promise<void>;
  /** A reorder puts the order's items back in the customer's basket. */
  basket: Pick<Basket, "addOrderedItems">;
  /** A cancelled order gives its grams back to its date's stock, and takes them again when moved back. */
  stock: Pick<Stock, "releaseOrder" | "retakeOrder">;
}
