import {
  CARE_MESSAGES,
  ISSUE_ACKNOWLEDGE_WITHIN_MS,
  ISSUE_NOTE_MAX,
  ISSUE_PHOTO_LIMIT,
  ISSUE_PHOTOS_FIELD,
  ISSUE_REASONS,
  ISSUE_RESOLVE_WITHIN_MS,
  SERVER_MESSAGES,
  type Issue,
  type IssueReason,
  type IssueResolution,
} from "@taaza/domain";
import type { Clock } from "../../platform/clock.ts";
import type { Database } from "../../platform/database/client.ts";
import { inTransaction } from "../../platform/database/in-transaction.ts";
import { conflict, forbidden, invalid, notFound } from "../../platform/errors.ts";
import type { ImageStore } from "../../platform/ports/image-store.ts";
import type { Principal } from "../../platform/principal.ts";
import { recordAudit, type Actor } from "../audit/index.ts";
import { deliveredAtOf, findIssue, orderLinesOf, toIssues, unresolvedIssuesOf } from "../../read-models/issue-views.ts";
import type { Notice } from "../messages/index.ts";
import type { Orders, OrderRow } from "../orders/index.ts";
import { removeStoredImage, withStoredImages, type MultipartForm } from "../uploads/index.ts";
import {
  acknowledgeIssue,
  erasePhotosOf,
  findIssueRow,
  insertIssue,
  lockIssue,
  nextTicketNumber,
  overdueCounts,
  resolveIssueRow,
  unresolvedIssues,
  type IssueRow,
} from "./issues-repository.ts";

export { findIssueRow, lockIssue, type IssueRow };

export interface IssuesDeps {
  db: Database;
  clock: Clock;
  /** Where issues' photos are kept (the reviews' image pipeline). */
  images: ImageStore;
  orders: Pick<Orders, "lockOrder">;
  notify(db: Database, notice: Notice, at: Date): Promise<void>;
  /** How long after delivery an issue may be reported (ISSUE_REPORT_WINDOW_MINUTES). */
  reportWindowMs: number;
}

interface IssueForm {
  lineIds: string[];
  reason: IssueReason;
  note: string;
  photos: Buffer[];
}

const isReason = (value: string): value is IssueReason => (ISSUE_REASONS as readonly string[]).includes(value);

/** The report form's fields, checked; the photos are checked (and stored) afterwards. */
export function readIssueForm(form: MultipartForm): IssueForm {
  if (form.files.some((file) => file.field !== ISSUE_PHOTOS_FIELD)) throw invalid(CARE_MESSAGES.issue.wrongFileField);
  if (form.files.length > ISSUE_PHOTO_LIMIT) throw invalid(CARE_MESSAGES.issue.tooManyPhotos);
  // One field per line id; a client may also send them comma-separated in one.
  const lineIds = [
    ...new Set(
      (form.lists.lineIds ?? [])
        .flatMap((value) => value.split(","))
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
  if (lineIds.length === 0) throw invalid(CARE_MESSAGES.issue.linesRequired);
  const reason = (form.fields.reason ?? "").trim();
  if (!isReason(reason)) throw invalid(CARE_MESSAGES.issue.reasonRule);
  const note = (form.fields.note ?? "").trim();
  if (note.length > ISSUE_NOTE_MAX) throw invalid(CARE_MESSAGES.issue.noteTooLong);
  return { lineIds, reason, note, photos: form.files.map((file) => file.bytes) };
}

/**
 * The reporting rules, checked on the locked order: delivered, inside the window from its
 * delivery, lines of this order, and none of them already in an unresolved ticket.
 */
async function checkReportable(deps: IssuesDeps, tx: Database, order: OrderRow, lineIds: readonly string[], now: Date) {
  if (order.status !== "Delivered") throw conflict(CARE_MESSAGES.issue.notDelivered);
  const deliveredAt = await deliveredAtOf(tx, order.id);
  if (!deliveredAt || now.getTime() - deliveredAt.getTime() > deps.reportWindowMs || now < deliveredAt)
    throw conflict(CARE_MESSAGES.issue.outsideWindow);
  const lines = new Set((await orderLinesOf(tx, order.id)).map((line) => line.id));
  if (lineIds.some((id) => !lines.has(id))) throw invalid(CARE_MESSAGES.issue.lineNotInOrder);
  const open = await unresolvedIssuesOf(tx, order.id);
  if (open.some((issue) => issue.lineIds.some((id) => lineIds.includes(id)))) throw conflict(CARE_MESSAGES.issue.alreadyOpen);
}

/**
 * The order's owner reports an issue: its lines, a reason, a note and up to three photos. The
 * rules are checked before the photos are processed (a late report costs no image work) and
 * again under the order's lock, where the ticket number is taken: two reports at once cannot
 * both claim the same lines, and the numbers run without gaps. Photos are removed again if the
 * report is refused.
 */
export async function reportIssue(
  deps: IssuesDeps,
  caller: Principal,
  orderId: string,
  readForm: () => Promise<MultipartForm>,
): Promise<Issue> {
  if (caller.userType !== "User") throw forbidden(CARE_MESSAGES.issue.ownerOnly);
  const form = readIssueForm(await readForm());
  const ownOrder = async (tx: Database) => {
    const order = await deps.orders.lockOrder(tx, orderId);
    // Someone else's order is answered exactly like a missing one.
    if (!order || order.userId !== caller.id) throw notFound(SERVER_MESSAGES.order.notFound);
    return order;
  };
  await inTransaction(deps.db, async (tx) => checkReportable(deps, tx, await ownOrder(tx), form.lineIds, deps.clock.now()));
  const row = await withStoredImages(deps.images, form.photos, (photos) =>
    inTransaction(deps.db, async (tx) => {
      const order = await ownOrder(tx);
      const now = deps.clock.now();
      await checkReportable(deps, tx, order, form.lineIds, now);
      const issue = await insertIssue(tx, {
        ticketNumber: await nextTicketNumber(tx),
        orderId: order.id,
        userId: caller.id,
        reason: form.reason,
        note: form.note,
        lineIds: form.lineIds,
        photos,
        createdAt: now,
      });
      await deps.notify(tx, { kind: "issue-changed", userId: caller.id, orderId: order.id, issueId: issue.id, status: "open" }, now);
      return issue;
    }),
  );
  return (await toIssues(deps.db, [row]))[0]!;
}

/** Staff acknowledge an open ticket: the customer hears that someone is on it. */
export async function acknowledge(deps: IssuesDeps, staff: Actor, issueId: string): Promise<Issue> {
  await inTransaction(deps.db, async (tx) => {
    const found = await lockIssue(tx, issueId);
    if (!found) throw notFound(CARE_MESSAGES.issue.notFound);
    if (found.status === "resolved") throw conflict(CARE_MESSAGES.issue.alreadyResolved);
    if (found.status === "acknowledged") return;
    const now = deps.clock.now();
    await acknowledgeIssue(tx, found.id, staff.id, now);
    await recordAudit(
      tx,
      staff,
      {
        action: "issue.acknowledge",
        entity: "issue",
        entityId: found.id,
        before: { status: found.status },
        after: { status: "acknowledged" },
      },
      now,
    );
    await deps.notify(
      tx,
      { kind: "issue-changed", userId: found.userId, orderId: found.orderId, issueId: found.id, status: "acknowledged" },
      now,
    );
  });
  return (await findIssue(deps.db, issueId))!;
}

/**
 * Resolves a locked issue (in `tx`, after its order's lock): how, why, the refund it made, who
 * and when; the customer is told. A rejection needs a reason for the customer.
 */
export interface IssueResolutionRecord {
  resolution: IssueResolution;
  note: string;
  refundId: string | null;
  by: string;
  at: Date;
}

export async function resolveLockedIssue(
  deps: Pick<IssuesDeps, "notify">,
  tx: Database,
  issue: IssueRow,
  resolution: IssueResolutionRecord,
): Promise<void> {
  if (issue.status === "resolved") throw conflict(CARE_MESSAGES.issue.alreadyResolved);
  if (resolution.resolution === "rejected" && resolution.note.trim() === "") throw invalid(CARE_MESSAGES.issue.rejectReason);
  await resolveIssueRow(tx, issue, { ...resolution, note: resolution.note.trim() || null });
  await deps.notify(
    tx,
    { kind: "issue-changed", userId: issue.userId, orderId: issue.orderId, issueId: issue.id, status: "resolved" },
    resolution.at,
  );
}

/** Staff's queue: unresolved tickets, oldest first. */
export async function issueQueue(deps: IssuesDeps, limit: number): Promise<Issue[]> {
  return toIssues(deps.db, await unresolvedIssues(deps.db, limit));
}

/** How many unresolved tickets are past 48 hours unacknowledged, or 30 days unresolved. */
export function overdueTickets(deps: IssuesDeps) {
  return overdueCounts(deps.db, deps.clock.now(), ISSUE_ACKNOWLEDGE_WITHIN_MS, ISSUE_RESOLVE_WITHIN_MS);
}

/** Erasure (in `tx`): the customer's issues lose their photos; the files go once `tx` commits (`removePhotos`). */
export async function erasePhotos(tx: Database, userId: string): Promise<string[]> {
  return erasePhotosOf(tx, userId);
}

export async function removePhotos(images: ImageStore, names: readonly string[]): Promise<void> {
  await Promise.all(names.map((name) => removeStoredImage(images, name)));
}
