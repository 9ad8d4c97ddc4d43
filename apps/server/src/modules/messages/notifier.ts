import type { Database } from "../../platform/database/client.ts";

/**
 * What the shop owes a person after an event. Each notice is recorded in the outbox inside the
 * event's own transaction and rendered later by the dispatcher, so recording one is a single
 * cheap insert and never renders, reads or sends anything.
 */
export type Notice =
  | { kind: "order-confirmed"; userId: string; orderId: string }
  /** `refundId`: the refund the cancellation started, or null when nothing was left to refund. */
  | { kind: "order-cancelled"; userId: string; orderId: string; refundId: string | null }
  | { kind: "refund-processed"; userId: string; orderId: string; refundId: string }
  | { kind: "order-delivered"; userId: string; orderId: string }
  /** Every line of the order was weighed: the message lists the packed weights. */
  | { kind: "order-packed"; userId: string; orderId: string }
  /** A rider picked the order up: their first name and the code the customer gives at the door. */
  | { kind: "out-for-delivery"; userId: string; orderId: string; riderName: string; deliveryCode: string }
  /** A customer's issue was opened, acknowledged or resolved (`status`: the state it entered). */
  | { kind: "issue-changed"; userId: string; orderId: string; issueId: string; status: "open" | "acknowledged" | "resolved" }
  | { kind: "verify-email"; userId: string; token: string; validMinutes: number }
  | { kind: "reset-password"; userId: string; token: string; validMinutes: number }
  /** A reset asked for an account that signs in with Google only: it has no password to reset. */
  | { kind: "reset-password-google"; userId: string }
  /** How the account is signed in to changed: the owner hears of it whoever made the change. */
  | { kind: "sign-in-changed"; userId: string; change: SignInChange };

/** What changed in how an account signs in. */
export type SignInChange = "password-set" | "password-changed" | "google-connected" | "google-connected-password-removed";

export type NoticeKind = Notice["kind"];
export const NOTICE_KINDS = [
  "order-confirmed",
  "order-cancelled",
  "refund-processed",
  "order-delivered",
  "order-packed",
  "out-for-delivery",
  "issue-changed",
  "verify-email",
  "reset-password",
  "reset-password-google",
  "sign-in-changed",
] as const satisfies readonly NoticeKind[];

/**
 * Where events hand their notices: one method, called with the event's transaction. The outbox
 * is the only notifier today; whatever channel delivers a notice (email now, SMS or WhatsApp
 * later) is chosen when it is sent, not here.
 */
export interface Notifier {
  notify(db: Database, notice: Notice, at: Date): Promise<void>;
}
