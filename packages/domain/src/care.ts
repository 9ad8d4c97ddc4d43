import { z } from "zod";
import { NOTIFICATION_MESSAGES } from "./notifications.ts";
import { ONE_TIME_CODE } from "./phone.ts";

/**
 * After-sales care (issue 30): a customer's issue with a delivered order and its ticket, the
 * order's rating, consents and the customer's rights over their data. The Consumer Protection
 * (E-Commerce) Rules 2020 set the ticket clock: acknowledged within 48 hours, resolved within a
 * month.
 */

/** Why a customer reports an issue, as the form offers it. */
export const ISSUE_REASONS = ["short-weight", "not-fresh", "wrong-cut", "missing-item", "damaged", "other"] as const;
export type IssueReason = (typeof ISSUE_REASONS)[number];

/** open → acknowledged → resolved; staff may resolve an open ticket at once (it counts as acknowledged then). */
export const ISSUE_STATUSES = ["open", "acknowledged", "resolved"] as const;
export type IssueStatus = (typeof ISSUE_STATUSES)[number];

/** How a ticket ends: money back through the refund path, a replacement on the next order, or no (with a reason). */
export const ISSUE_RESOLUTIONS = ["refund", "replacement", "rejected"] as const;
export type IssueResolution = (typeof ISSUE_RESOLUTIONS)[number];

export const ISSUE_PHOTO_LIMIT = 3;
export const ISSUE_NOTE_MAX = 1000;
export const ISSUE_PHOTOS_FIELD = "photos";
/** The shop's policy: "no refund if no issue is reported within 2 hours" of delivery (ISSUE_REPORT_WINDOW_MINUTES). */
export const DEFAULT_ISSUE_REPORT_WINDOW_MINUTES = 120;

/** The ticket clock of the E-Commerce Rules: acknowledge within 48 hours, resolve within 30 days. */
export const ISSUE_ACKNOWLEDGE_WITHIN_MS = 48 * 60 * 60 * 1000;
export const ISSUE_RESOLVE_WITHIN_MS = 30 * 24 * 60 * 60 * 1000;

/** "TZ-T-000123": the ticket number a customer quotes. */
export function formatTicket(number: number): string {
  return `TZ-T-${String(number).padStart(6, "0")}`;
}

/** The grievance officer as a bill prints it, with the ticket limits. */
export function grievanceLine(officer: { name: string; phone: string; email: string }): string {
  return `Complaints: ${officer.name}, ${officer.phone}, ${officer.email}. Acknowledged within 48 hours, resolved within 30 days.`;
}

/** Where a ticket stands against its two limits at `now`. */
export function issueClock(
  issue: { createdAt: string; acknowledgedAt: string | null; resolvedAt: string | null },
  now: Date,
): { acknowledgeBy: string; resolveBy: string; acknowledgeOverdue: boolean; resolveOverdue: boolean } {
  const opened = new Date(issue.createdAt).getTime();
  const acknowledgeBy = opened + ISSUE_ACKNOWLEDGE_WITHIN_MS;
  const resolveBy = opened + ISSUE_RESOLVE_WITHIN_MS;
  const acknowledgedAt = issue.acknowledgedAt ? new Date(issue.acknowledgedAt).getTime() : null;
  const resolvedAt = issue.resolvedAt ? new Date(issue.resolvedAt).getTime() : null;
  return {
    acknowledgeBy: new Date(acknowledgeBy).toISOString(),
    resolveBy: new Date(resolveBy).toISOString(),
    acknowledgeOverdue: (acknowledgedAt ?? now.getTime()) > acknowledgeBy,
    resolveOverdue: (resolvedAt ?? now.getTime()) > resolveBy,
  };
}

/** An issue as its customer and staff read it (in the order JSON's `issues`). */
export const issueSchema = z.object({
  _id: z.string(),
  ticket: z.string(),
  orderId: z.string(),
  status: z.enum(ISSUE_STATUSES),
  reason: z.enum(ISSUE_REASONS),
  note: z.string(),
  lineIds: z.array(z.string()),
  photos: z.array(z.string()),
  createdAt: z.string(),
  acknowledgedAt: z.string().nullable(),
  acknowledgedBy: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  resolvedBy: z.string().nullable(),
  resolution: z.enum(ISSUE_RESOLUTIONS).nullable(),
  resolutionNote: z.string().nullable(),
  /** The refund a "refund" resolution made (in the order's `refunds`). */
  refundId: z.string().nullable(),
});
export type Issue = z.infer<typeof issueSchema>;

/** Staff's answer to a ticket. A refund pays back the chosen lines (all the issue's lines without `lineIds`). */
export const resolveIssueBody = z.object({
  resolution: z.enum(ISSUE_RESOLUTIONS),
  note: z.string().trim().max(500),
  lineIds: z.optional(z.array(z.uuid()).min(1)),
});
export type ResolveIssueBody = z.infer<typeof resolveIssueBody>;

/** What the order's rating may say about it. */
export const RATING_TAGS = ["fresh", "well-cleaned", "right-cut", "on-time", "rider-polite"] as const;
export type RatingTag = (typeof RATING_TAGS)[number];
/** A rating can be changed this long after it was first given. */
export const RATING_CHANGE_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
export const RATING_TEXT_MAX = 280;

export const ratingBody = z.object({
  stars: z.number().int().min(1).max(5),
  tags: z.array(z.enum(RATING_TAGS)).max(RATING_TAGS.length),
  text: z.string().trim().max(RATING_TEXT_MAX),
});
export type RatingBody = z.infer<typeof ratingBody>;

export const ratingSchema = z.object({
  stars: z.number().int(),
  tags: z.array(z.enum(RATING_TAGS)),
  text: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Rating = z.infer<typeof ratingSchema>;

/** `GET /api/admin/ratings?from=&to=`: India delivery dates, inclusive (both default to today). */
export const ratingSummaryQuery = z.object({
  from: z.optional(z.iso.date({ message: "Date must be YYYY-MM-DD" })),
  to: z.optional(z.iso.date({ message: "Date must be YYYY-MM-DD" })),
});

/** Staff's ratings, per India day and slot, and per rider over the same days. */
export const ratingSummarySchema = z.object({
  data: z.array(z.object({ day: z.string(), slot: z.string(), count: z.number().int(), average: z.number() })),
  /** The rider who took each order (null: none was named), best known first by count. */
  riders: z.array(z.object({ riderId: z.string().nullable(), rider: z.string().nullable(), count: z.number().int(), average: z.number() })),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

/** What a customer may consent to separately (marketing messages, once there are any). */
export const CONSENT_PURPOSES = ["marketing"] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

export const consentBody = z.object({ purpose: z.enum(CONSENT_PURPOSES), given: z.boolean() });
export const consentChangeSchema = z.object({ purpose: z.enum(CONSENT_PURPOSES), given: z.boolean(), at: z.string() });
export const consentsSchema = z.object({
  /** Each purpose's present answer (false until given). */
  current: z.record(z.enum(CONSENT_PURPOSES), z.boolean()),
  /** Every change, oldest first, with its time. */
  history: z.array(consentChangeSchema),
});
export type Consents = z.infer<typeof consentsSchema>;

/**
 * DELETE /api/users/{id}: the password again; for an account without one, the sign-in code just
 * sent to its phone (POST /api/users/otp/request) or a fresh Google sign-in.
 */
export const deleteAccountBody = z.object({
  password: z.optional(z.string().max(200)),
  googleToken: z.optional(z.string().max(5000)),
  code: z.optional(z.string().regex(ONE_TIME_CODE, NOTIFICATION_MESSAGES.signInCodeWrong)),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;

/** The messages of care. Kept apart from MESSAGES: only the order and account screens (loaded later) need them. */
export const CARE_MESSAGES = {
  issue: {
    notDelivered: "An issue can be reported once the order is delivered.",
    outsideWindow: "Issues must be reported within 2 hours of delivery. Please contact us if you need help.",
    alreadyOpen: "An issue is already open for these items. We will get back to you on that ticket.",
    linesRequired: "Please choose the items that have a problem",
    lineNotInOrder: "These items are not part of this order",
    reasonRule: "Please choose what is wrong",
    noteTooLong: "A note can be at most 1000 characters",
    tooManyPhotos: "You can add up to 3 photos",
    wrongFileField: "Send the photos in the photos field",
    ownerOnly: "Only the customer who placed the order can report an issue",
    notFound: "Issue not found",
    alreadyResolved: "This issue is resolved already",
    rejectReason: "Please give the customer a reason",
    refundLinesNotInIssue: "Refund only the items this issue is about",
    reported: "Issue reported",
  },
  rating: {
    notDelivered: "You can rate an order once it is delivered.",
    ownerOnly: "Only the customer who placed the order can rate it",
    changeWindow: "A rating can be changed within 7 days of giving it.",
  },
  account: {
    passwordRequired: "Please enter your password to delete your account",
    codeRequired: "Please enter the code we sent to your phone to delete your account",
    adminCannotDelete: "An Admin account cannot be deleted this way",
    deleted: "Your account is deleted",
    exportLimit: "You have downloaded your data a few times already. Please try again in an hour.",
  },
} as const;
