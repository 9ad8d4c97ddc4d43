import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { id } from "../../platform/database/columns.ts";
import { idOf } from "../../platform/database/foreign-keys.ts";

/**
 * The last number given in each series (bills "TZ", credit notes "CN") and financial year.
 * Incremented with `insert ... on conflict do update ... returning` inside the transaction that
 * needs the number: the row stays locked until it commits, so numbers are consecutive across
 * every process, and a rolled-back transaction takes its number back with it.
 */
export const billCounters = pgTable(
  "bill_counters",
  {
    series: text("series").notNull(),
    financialYear: text("financial_year").notNull(),
    lastNumber: integer("last_number").notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.financialYear] }), check("bill_counters_last_check", sql`${t.lastNumber} > 0`)],
);

/** A credit note against a bill (a refund), with its tax taken back in the bill's proportions. */
export const creditNotes = pgTable(
  "credit_notes",
  {
    id: id(),
    number: text("number").notNull().unique(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => idOf("orders")),
    refundId: text("refund_id").unique(),
    amountPaise: integer("amount_paise").notNull(),
    taxablePaise: integer("taxable_paise").notNull(),
    cgstPaise: integer("cgst_paise").notNull(),
    sgstPaise: integer("sgst_paise").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("credit_notes_order_idx").on(t.orderId),
    index("credit_notes_issued_idx").on(t.issuedAt),
    check("credit_notes_amount_check", sql`${t.amountPaise} > 0`),
  ],
);
