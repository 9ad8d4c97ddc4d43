import { customerOrderStatus, describeDeliveryDate, formatIndiaDateTime, type Order } from "@taaza/domain";

/** "Today, 4PM-6PM": when the order is coming, relative to now. */
export function deliveryWhen(order: Order, now: Date = new Date()): string {
  return `${describeDeliveryDate(order.time.day, now)}, ${order.time.slot}`;
}

/** The status a customer sees (spec section 4): Cancelled, Delivered, or the delivery day and slot. */
export function orderStatusText(order: Order, now: Date = new Date()): string {
  return customerOrderStatus(order.status, deliveryWhen(order, now));
}

/** When the order was placed, in India time ("23 Nov 2026, 12:10 pm"). */
export function placedAt(order: Order): string {
  return formatIndiaDateTime(order.createdAt);
}
