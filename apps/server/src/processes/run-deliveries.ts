import { PHOTO_DELIVERY_REASONS, SERVER_MESSAGES, TEAM_MESSAGES, type FailedDeliveryReason, type Fulfilment } from "@taaza/domain";
import type { Clock } from "../platform/clock.ts";
import type { Database } from "../platform/database/client.ts";
import { inTransaction } from "../platform/database/in-transaction.ts";
import { conflict, invalid, notFound } from "../platform/errors.ts";
import type { ImageStore } from "../platform/ports/image-store.ts";
import { orderTracking } from "../read-models/deliveries.ts";
import type { Accounts } from "../modules/accounts/index.ts";
import { changedFields, recordAudit, type Actor } from "../modules/audit/index.ts";
import type { FulfilmentModule, RunDeliveries, StepChange } from "../modules/fulfilment/index.ts";
import type { LiveOrders } from "../modules/live-orders/index.ts";
import type { Messages } from "../modules/messages/index.ts";
import type { Orders, OrderRow } from "../modules/orders/index.ts";
import { withStoredImages } from "../modules/uploads/index.ts";

// Deliveries (issue 29): staff give an order to a rider, the rider picks it up (the customer's
// page shows the delivery code from then), and hands it over with the code or a photo at the
// door, or reports why not. Each move is one transaction under the order's lock, with its audit
// entry; a pick-up tells the customer who is coming and the code (in the same transaction);
// "delivered" also moves the spec status to Delivered (the customer is told). Staff
// screens and the customer's page hear of each move after it commits.

export interface RunDeliveriesDeps {
  db: Database;
  clock: Clock;
  images: ImageStore;
  orders: Pick<Orders, "lockOrder" | "changeStatus">;
  accounts: Pick<Accounts, "findRider">;
  fulfilment: Pick<FulfilmentModule, "giveToRider" | "pickUp" | "checkCode" | "deliverWithPhoto" | "failDelivery">;
  liveOrders: Pick<LiveOrders, "announce">;
  messages: Pick<Messages, "notify">;
}

export function createRunDeliveries(deps: RunDeliveriesDeps): RunDeliveries {
  const { db, clock, orders, fulfilment } = deps;

  const audited = (tx: Database, actor: Actor, action: string, orderId: string, change: StepChange, at: Date) =>
    recordAudit(tx, actor, { action, entity: "order", entityId: orderId, ...changedFields(change.before, change.after) }, at);

  /** The order locked for a rider's move; a cancelled or missing one is nobody's delivery. */
  const riderOrder = async (tx: Database, orderId: string): Promise<OrderRow> => {
    const order = await orders.lockOrder(tx, orderId);
    if (!order || order.status === "Canceled") throw notFound(TEAM_MESSAGES.deliveryNotFound);
    if (order.status === "Delivered") throw conflict(TEAM_MESSAGES.alreadyFinished);
    return order;
  };

  const tracked = async (orderId: string): Promise<Fulfilment> => (await orderTracking(db, orderId))!.fulfilment;

  const after = async (orderId: string, kind: "fulfilment" | "status") => {
    await deps.liveOrders.announce(orderId, kind);
    return tracked(orderId);
  };

  const delivered = async (tx: Database, order: OrderRow, actor: Actor, change: StepChange, now: Date) => {
    await orders.changeStatus(tx, order, { to: "Delivered", by: actor.id, reason: "Delivered by rider", now });
    await audited(tx, actor, "fulfilment.delivered", order.id, change, now);
  };

  return {
    assignRider: async (actor, orderId, riderId) => {
      await inTransaction(db, async (tx) => {
        const order = await orders.lockOrder(tx, orderId);
        if (!order) throw notFound(SERVER_MESSAGES.order.notFound);
        if (order.status !== "Pending") throw conflict(TEAM_MESSAGES.notAssignable);
        if (!(await deps.accounts.findRider(tx, riderId))) throw invalid(TEAM_MESSAGES.riderNotFound);
        const now = clock.now();
        const change = await fulfilment.giveToRider(tx, orderId, riderId, actor.id, now);
        await audited(tx, actor, "fulfilment.rider", orderId, change, now);
      });
      return after(orderId, "fulfilment");
    },

    pickUp: async (actor, orderId) => {
      await inTransaction(db, async (tx) => {
        const order = await riderOrder(tx, orderId);
        const now = clock.now();
        const { deliveryCode, ...change } = await fulfilment.pickUp(tx, orderId, actor.id, now);
        await audited(tx, actor, "fulfilment.picked-up", orderId, change, now);
        const rider = await deps.accounts.findRider(tx, actor.id);
        const riderName = rider?.username.trim().split(/\s+/)[0] || "Taaza";
        await deps.messages.notify(tx, { kind: "out-for-delivery", userId: order.userId, orderId, riderName, deliveryCode }, now);
      });
      return after(orderId, "fulfilment");
    },

    deliverWithCode: async (actor, orderId, code) => {
      const check = await inTransaction(db, async (tx) => {
        const order = await riderOrder(tx, orderId);
        const now = clock.now();
        const result = await fulfilment.checkCode(tx, orderId, actor.id, code, now);
        if (result.right) await delivered(tx, order, actor, result.change, now);
        else await audited(tx, actor, result.locked ? "fulfilment.code-locked" : "fulfilment.wrong-code", orderId, result.change, now);
        return result;
      });
      // A wrong code is kept (committed) before it is answered: five lock the delivery.
      if (!check.right) {
        if (check.locked) await deps.liveOrders.announce(orderId, "fulfilment");
        throw check.locked ? conflict(TEAM_MESSAGES.codeLocked) : invalid(TEAM_MESSAGES.wrongCode);
      }
      return after(orderId, "status");
    },

    deliverWithPhoto: async (actor, orderId, photo, reason) => {
      if (!(PHOTO_DELIVERY_REASONS as readonly string[]).includes(reason)) throw invalid(TEAM_MESSAGES.photoReason);
      // The photo is stored only if the delivery is recorded; a refused one leaves no file.
      await withStoredImages(deps.images, [photo], ([name]) =>
        inTransaction(db, async (tx) => {
          const order = await riderOrder(tx, orderId);
          const now = clock.now();
          const change = await fulfilment.deliverWithPhoto(tx, orderId, actor.id, name!, reason, now);
          await delivered(tx, order, actor, change, now);
        }),
      );
      return after(orderId, "status");
    },

    failDelivery: async (actor, orderId, reason: FailedDeliveryReason) => {
      await inTransaction(db, async (tx) => {
        await riderOrder(tx, orderId);
        const now = clock.now();
        await audited(tx, actor, "fulfilment.failed", orderId, await fulfilment.failDelivery(tx, orderId, actor.id, reason, now), now);
      });
      return after(orderId, "fulfilment");
    },
  };
}
