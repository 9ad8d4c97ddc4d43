import { amountInWords, formatBillAmount, formatBillDate, PLACE_OF_SUPPLY } from "@taaza/domain";
import type { BilledOrder } from "../../read-models/billed-orders.ts";
import { NO_SIGNATURE_NOTICE, SAMPLE_BILL_NOTICE, type BillIssuer } from "./bill-pdf.ts";
import { PdfPages, type Column } from "./pdf-pages.ts";

/** A credit note as stored: the refunded amount and the tax it takes back. */
export interface CreditNoteFacts {
  number: string;
  amountPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  issuedAt: Date;
}

const TOTALS: Column[] = [
  { x: 280, width: 160 },
  { x: 440, width: 83, align: "right" },
];

/**
 * An order's credit notes, one after another in one PDF (CGST Act section 34: the note names the
 * original bill, the value and the tax credited back). The same notes always give the same bytes:
 * the PDF's date is the last note's own.
 */
export async function renderCreditNotesPdf(order: BilledOrder, notes: readonly CreditNoteFacts[], issuer: BillIssuer): Promise<Uint8Array> {
  const last = notes[notes.length - 1]!;
  const pdf = await PdfPages.create({ title: `Credit note ${notes.map((n) => n.number).join(", ")}`, at: last.issuedAt });
  notes.forEach((note, index) => {
    if (index > 0) pdf.space(18);
    if (issuer.sample) pdf.text(SAMPLE_BILL_NOTICE.toUpperCase(), { size: 14, bold: true, align: "center", gap: 4 });
    pdf.text("Credit Note", { size: 13, bold: true, align: "center", gap: 6 });
    pdf.text(issuer.name, { size: 12, bold: true });
    pdf.text(issuer.address);
    pdf.text(`GSTIN: ${issuer.gstin}    FSSAI Lic. No.: ${issuer.fssai}`, { bold: true, gap: 4 });
    pdf.rule();
    pdf.text(`Credit note No.: ${note.number}    Date: ${formatBillDate(note.issuedAt)}`, { bold: true });
    pdf.text(`Against bill No.: ${order.billNumber} of ${formatBillDate(order.billedAt)}`);
    pdf.text(`Place of supply: ${PLACE_OF_SUPPLY.state} (${PLACE_OF_SUPPLY.code})`, { gap: 4 });
    const a = order.shippingAddress;
    pdf.text("Issued to", { bold: true });
    pdf.text(`${a.firstName} ${a.lastName}`.trim() || order.customerName, { gap: 2 });
    pdf.rule();
    pdf.row(["Exempt / nil-rated value", formatBillAmount(note.amountPaise - note.taxablePaise - note.cgstPaise - note.sgstPaise)], TOTALS);
    pdf.row(["Taxable value (5%)", formatBillAmount(note.taxablePaise)], TOTALS);
    pdf.row(["CGST 2.5%", formatBillAmount(note.cgstPaise)], TOTALS);
    pdf.row(["SGST 2.5%", formatBillAmount(note.sgstPaise)], TOTALS);
    pdf.row(["Refunded (Rs.)", formatBillAmount(note.amountPaise)], TOTALS, { bold: true, size: 10 });
    pdf.space(6);
    pdf.text(`Amount in words: ${amountInWords(note.amountPaise)}`, { gap: 2 });
    pdf.text(`Refunded to the original payment (${order.providerPaymentId}).`, { gap: 8 });
    pdf.text(NO_SIGNATURE_NOTICE, { align: "center" });
  });
  return pdf.bytes();
}
