import { z } from "zod";
import { REFUND_MESSAGES } from "./refund-messages.ts";

/** The first day the ledger covers: older dates are refused (400), as are days after today in India. */
export const LEDGER_FIRST_DATE = "2020-01-01";

/** `GET /api/admin/ledger?date=YYYY-MM-DD`: one India day. */
export const ledgerQuery = z.object({
  date: z.iso
    .date({ message: "Date must be YYYY-MM-DD" })
    .refine((date) => date >= LEDGER_FIRST_DATE, { message: REFUND_MESSAGES.ledger.dateRange }),
});
export type LedgerQuery = z.infer<typeof ledgerQuery>;

/**
 * What can disagree between the provider's records and the shop's:
 * - captured_without_order: captured, no order is its own, and not (fully) refunded at the provider;
 * - refunded_twice: the provider sent back more on a payment than the shop's refunds say;
 * - order_without_capture: an order whose payment the provider does not report captured;
 * - amount_differs: an order's amount is not what its payment captured;
 * - refund_missing: a refund the shop made that the provider has no record of (not taken yet);
 * - credit_note_missing: a processed refund of a billed order without its credit note.
 * A mismatch the sweeper is still settling is listed until it is settled.
 */
export const LEDGER_MISMATCH_KINDS = [
  "captured_without_order",
  "refunded_twice",
  "order_without_capture",
  "amount_differs",
  "refund_missing",
  "credit_note_missing",
] as const;
export type LedgerMismatchKind = (typeof LEDGER_MISMATCH_KINDS)[number];

export const ledgerMismatchSchema = z.object({
  kind: z.enum(LEDGER_MISMATCH_KINDS),
  paymentId: z.string(),
  orderId: z.string().nullable(),
  amountPaise: z.number().int(),
});
export type LedgerMismatch = z.infer<typeof ledgerMismatchSchema>;

/** One India day of money: the provider's word, the shop's, and where they disagree. */
export const ledgerSchema = z.object({
  date: z.string(),
  provider: z.object({ capturedPaise: z.number().int(), refundedPaise: z.number().int() }),
  shop: z.object({ paidPaise: z.number().int(), refundedPaise: z.number().int() }),
  mismatches: z.array(ledgerMismatchSchema),
});
export type Ledger = z.infer<typeof ledgerSchema>;
