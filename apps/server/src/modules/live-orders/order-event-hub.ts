import type { OrderEvent } from "@taaza/domain";
import type { ChangeFeed } from "../../platform/database/change-notifications.ts";
import type { OrderEventHub } from "../../platform/ports/order-events.ts";

const TOPIC = "orders";

/**
 * The order events of this process and, through the change feed (PostgreSQL LISTEN/NOTIFY), of
 * the shop's other processes.
 */
export function orderEventHub(changes: ChangeFeed | null, onError: (error: unknown) => void): OrderEventHub {
  const listeners = new Set<(event: OrderEvent) => void>();
  const deliver = (event: OrderEvent) => listeners.forEach((listener) => listener(event));
  changes?.onBroadcast(TOPIC, (message) => {
    try {
      deliver(JSON.parse(message) as OrderEvent);
    } catch (error) {
      onError(error);
    }
  });
  return {
    async publish(event) {
      deliver(event);
      // The order is already committed: a lost notification only means the other processes'
      // screens catch up when they next reconnect or reload, so it never fails the request.
      await changes?.broadcast(TOPIC, JSON.stringify(event)).catch(onError);
    },
    prepare(event) {
      return { notify: changes?.broadcastExpression(TOPIC, JSON.stringify(event)) ?? null, deliverHere: () => deliver(event) };
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
