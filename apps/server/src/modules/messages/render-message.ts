import { formatRupees, paiseToRupees } from "@taaza/domain";
import { findBilledOrder } from "../../read-models/billed-orders.ts";
import { findOrderView } from "../../read-models/order-views.ts";
import {
  issueChangedEmail,
  orderCancelledEmail,
  orderConfirmedEmail,
  orderDeliveredEmail,
  orderPackedEmail,
  outForDeliveryEmail,
  refundProcessedEmail,
  resetGoogleAccountEmail,
  resetPasswordEmail,
  signInChangedEmail,
  verifyEmailEmail,
} from "./email-templates.tsx";
import type { MessagesDeps } from "./messages-deps.ts";
import type { MessageAttachment, RenderedMessage, TemplateMessage } from "../../platform/ports/message-channel.ts";
import { fillTemplate, phoneTemplateOf } from "./phone-templates.ts";
import { usernameOf } from "../../read-models/user-names.ts";
import type { OutboxRow } from "./outbox-repository.ts";
import type { SignInChange } from "./notifier.ts";

const SIGN_IN_CHANGES: readonly string[] = [
  "password-set",
  "password-changed",
  "google-connected",
  "google-connected-password-removed",
] satisfies SignInChange[];
const isSignInChange = (value: string): value is SignInChange => SIGN_IN_CHANGES.includes(value);

/** A notice that can no longer be rendered (its order or user is gone): retrying will not help. */
export class UnrenderableNotice extends Error {}

function field(row: OutboxRow, name: string): string {
  const value = row.payload[name];
  if (typeof value !== "string" || value === "") throw new UnrenderableNotice(`${row.kind} without ${name}`);
  return value;
}

/**
 * Turns an outbox row into the message to send: reads what it is about now (the order view, the
 * bill through billing's front door) and renders the templates. Runs in the dispatcher, never in
 * the request that caused the notice.
 */
export async function renderNotice(deps: MessagesDeps, row: OutboxRow): Promise<RenderedMessage> {
  const shop = deps.letterhead;
  // The customer's language when the event happened (their account's), English when none was stored.
  const language = row.language;
  const order = async () => {
    const found = await findOrderView(deps.db, field(row, "orderId"));
    if (!found) throw new UnrenderableNotice(`order ${field(row, "orderId")} not found`);
    return found;
  };
  const username = async () => {
    const name = await usernameOf(deps.db, field(row, "userId"));
    if (name === undefined) throw new UnrenderableNotice("user not found");
    return name;
  };
  const minutes = Number(row.payload.validMinutes ?? 60);
  switch (row.kind) {
    case "order-confirmed": {
      const view = await order();
      const attachments: MessageAttachment[] = [];
      const billed = await findBilledOrder(deps.db, view._id);
      if (billed?.billNumber) {
        const pdf = await deps.billPdf(billed);
        attachments.push({ filename: `bill-${billed.billNumber.replaceAll("/", "-")}.pdf`, contentType: "application/pdf", content: pdf });
      }
      return { ...orderConfirmedEmail(shop, language, view), attachments };
    }
    case "order-cancelled": {
      const view = await order();
      const refund = typeof row.payload.refundId === "string" ? view.refunds.find((r) => r._id === row.payload.refundId) : undefined;
      return { ...orderCancelledEmail(shop, language, view, refund?.amountPaise ?? null), attachments: [] };
    }
    case "refund-processed": {
      const view = await order();
      const refund = view.refunds.find((r) => r._id === field(row, "refundId"));
      if (!refund) throw new UnrenderableNotice("refund not found");
      return { ...refundProcessedEmail(shop, language, view, refund.amountPaise), attachments: [] };
    }
    case "order-delivered":
      return { ...orderDeliveredEmail(shop, language, await order()), attachments: [] };
    case "order-packed":
      return { ...orderPackedEmail(shop, language, await order()), attachments: [] };
    case "out-for-delivery":
      return {
        ...outForDeliveryEmail(shop, language, await order(), field(row, "riderName"), field(row, "deliveryCode")),
        attachments: [],
      };
    case "issue-changed": {
      const view = await order();
      const issue = view.issues.find((i) => i._id === field(row, "issueId"));
      const status = field(row, "status");
      if (!issue || (status !== "open" && status !== "acknowledged" && status !== "resolved"))
        throw new UnrenderableNotice("issue not found");
      return { ...issueChangedEmail(shop, language, view, issue, status), attachments: [] };
    }
    case "verify-email":
      return {
        ...verifyEmailEmail(
          shop,
          language,
          await username(),
          `${shop.publicUrl}/myaccount#token=${field(row, "token")}`,
          Math.round(minutes / 60),
        ),
        attachments: [],
      };
    case "reset-password":
      return {
        ...resetPasswordEmail(shop, language, await username(), `${shop.publicUrl}/reset-password#token=${field(row, "token")}`, minutes),
        attachments: [],
      };
    case "reset-password-google":
      return { ...resetGoogleAccountEmail(shop, language, await username()), attachments: [] };
    case "sign-in-changed": {
      const change = field(row, "change");
      if (!isSignInChange(change)) throw new UnrenderableNotice(`unknown change ${change}`);
      return { ...signInChangedEmail(shop, language, await username(), change), attachments: [] };
    }
    default:
      throw new UnrenderableNotice(`unknown kind ${row.kind}`);
  }
}

/**
 * Turns an order update for WhatsApp, SMS or push into its registered template, in the language
 * the row was recorded in, with the variables it needs read from the order now.
 */
export async function renderTemplateNotice(deps: MessagesDeps, row: OutboxRow): Promise<TemplateMessage> {
  const kind = phoneTemplateOf(row);
  if (!kind) throw new UnrenderableNotice(`no template for ${row.kind} on ${row.channel}`);
  if (kind === "sign-in-code") return fillTemplate(kind, row.language, { code: field(row, "code") });
  const view = await findOrderView(deps.db, field(row, "orderId"));
  if (!view) throw new UnrenderableNotice(`order ${field(row, "orderId")} not found`);
  const rupees = (paise: number) => formatRupees(paiseToRupees(paise));
  const refundPaise = (id: unknown) => (typeof id === "string" ? (view.refunds.find((r) => r._id === id)?.amountPaise ?? 0) : 0);
  const packed = view.products
    .filter((line) => line.packedGrams !== null)
    .map((line) => `${line.product.name} ${line.packedGrams} g`)
    .join(", ");
  const variables: Record<string, string> = {
    name: view.shippingAddress.firstName || view.userId.username,
    orderId: view.billId,
    total: formatRupees(view.billPrice),
    billLink: `${deps.letterhead.publicUrl}/order/${encodeURIComponent(view._id)}`,
    packedWeights: packed,
    refund: rupees(refundPaise(row.payload.refundId)),
    riderName: String(row.payload.riderName ?? ""),
    deliveryCode: String(row.payload.deliveryCode ?? ""),
    ticketId: view.issues.find((issue) => issue._id === row.payload.issueId)?.ticket ?? "",
  };
  return fillTemplate(kind, row.language, variables);
}
