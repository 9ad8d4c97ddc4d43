import type { IssueReason, IssueStatus, RatingTag } from "@taaza/domain";
import type { Message } from "../../lib/i18n/i18n.ts";
import { careText } from "../../lib/i18n/messages/care.ts";

/** The words a customer reads for a ticket's reason and state, and for a rating's tags. */
export const REASON_WORDS: Record<IssueReason, Message> = {
  "short-weight": careText.reasonShortWeight,
  "not-fresh": careText.reasonNotFresh,
  "wrong-cut": careText.reasonWrongCut,
  "missing-item": careText.reasonMissingItem,
  damaged: careText.reasonDamaged,
  other: careText.reasonOther,
};

export const STATUS_WORDS: Record<IssueStatus, Message> = {
  open: careText.statusOpen,
  acknowledged: careText.statusAcknowledged,
  resolved: careText.statusResolved,
};

export const TAG_WORDS: Record<RatingTag, Message> = {
  fresh: careText.tagFresh,
  "well-cleaned": careText.tagWellCleaned,
  "right-cut": careText.tagRightCut,
  "on-time": careText.tagOnTime,
  "rider-polite": careText.tagRiderPolite,
};
