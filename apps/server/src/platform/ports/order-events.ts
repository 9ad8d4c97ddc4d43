import type { OrderEvent } from "@taaza/domain";
import type { SQL } from "drizzle-orm";

/**
 * Fans order changes out to the staff screens connected to this process, and, through the change
 * feed (PostgreSQL LISTEN/NOTIFY), to those connected to the shop's other processes.
 */
export interface OrderEventHub {
  /** Tells every connected staff screen, here and in the other processes. */
  publish(event: OrderEvent): Promise<void>;
  /**
   * The same, in two halves, for a change whose own statement can carry the notification:
   * `notify` (null without other processes) is a SQL expression to evaluate in the committing
   * transaction, and `deliverHere()` tells this process's screens once it has committed. Unlike
   * `publish`, a failed notification then fails that transaction (PostgreSQL refuses a commit
   * when its notification queue is full, which a listener stuck in a long transaction can
   * cause): for a settlement, reconciliation settles the payment again later.
   */
  prepare(event: OrderEvent): OrderAnnouncement;
  /** Listens until the returned function is called. */
  subscribe(listener: (event: OrderEvent) => void): () => void;
}

export interface OrderAnnouncement {
  notify: SQL | null;
  deliverHere(): void;
}
