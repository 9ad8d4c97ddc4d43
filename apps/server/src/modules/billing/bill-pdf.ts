import {
  amountInWords,
  billLines,
  deliveryInWords,
  formatBillAmount,
  formatBillDate,
  packWeight,
  PLACE_OF_SUPPLY,
  type BillTotals,
} from "@taaza/domain";
import type { BilledOrder } from "../../read-models/billed-orders.ts";
import { PdfPages, type Column } from "./pdf-pages.ts";

/** Who issues the bill: from the configuration, checked at start. */
export interface BillIssuer {
  name: string;
  address: string;
  phone: string;
  email: string;
  gstin: string;
  fssai: string;
  /** A staging or development shop: every bill says it is not valid. */
  sample: boolean;
  /** Whom to complain to, and the ticket limits (Consumer Protection (E-Commerce) Rules 2020). */
  grievance?: string;
}

export const SAMPLE_BILL_NOTICE = "Sample - not a valid bill";
export const NO_SIGNATURE_NOTICE = "Computer-generated bill; no signature required";

/** The note under a packed line, as wide as the item and HSN columns together. */
const PACKED_COLUMNS: Column[] = [{ x: 8, width: 260 }];
const LINE_COLUMNS: Column[] = [
  { x: 0, width: 140 },
  { x: 140, width: 48 },
  { x: 188, width: 55, align: "right" },
  { x: 243, width: 52, align: "right" },
  { x: 295, width: 30, align: "right" },
  { x: 325, width: 62, align: "right" },
  { x: 387, width: 45, align: "right" },
  { x: 432, width: 45, align: "right" },
  { x: 477, width: 46, align: "right" },
];

const rupees = (paise: number) => formatBillAmount(paise);

/** The bill's lines and totals, as printed and as exported. */
export function billTotalsOf(order: BilledOrder): BillTotals {
  return billLines(order.items, order.deliveryChargePaise, order.discountPaise);
}

/**
 * The one bill template: a GST bill of supply, tax invoice or invoice-cum-bill of supply as the
 * goods require (CGST Rules 46, 46A, 49), with the shop's FSSAI licence (FSSAI order of
 * 8 June 2021). The same order always gives the same bytes: the PDF's dates are the bill's own.
 */
export async function renderBillPdf(order: BilledOrder, issuer: BillIssuer): Promise<Uint8Array> {
  const bill = billTotalsOf(order);
  const pdf = await PdfPages.create({ title: `${bill.type} ${order.billNumber}`, at: order.billedAt });
  if (issuer.sample) pdf.text(SAMPLE_BILL_NOTICE.toUpperCase(), { size: 14, bold: true, align: "center", gap: 4 });
  pdf.text(bill.type, { size: 13, bold: true, align: "center", gap: 6 });
  pdf.text(issuer.name, { size: 12, bold: true });
  pdf.text(issuer.address);
  pdf.text(`Phone ${issuer.phone} | ${issuer.email}`);
  pdf.text(`GSTIN: ${issuer.gstin}    FSSAI Lic. No.: ${issuer.fssai}`, { bold: true, gap: 4 });
  pdf.rule();
  pdf.text(`Bill No.: ${order.billNumber}    Date: ${formatBillDate(order.billedAt)}`, { bold: true });
  pdf.text(`Place of supply: ${PLACE_OF_SUPPLY.state} (${PLACE_OF_SUPPLY.code})`);
  pdf.text(`Delivery: ${deliveryInWords(order.deliveryDate, order.slot)} (${order.deliveryDate})`, { gap: 4 });
  const a = order.shippingAddress;
  pdf.text("Billed and shipped to", { bold: true });
  pdf.text(`${a.firstName} ${a.lastName}`.trim() || order.customerName);
  pdf.text([a.address, a.landmark, `${a.city}, ${a.state} ${a.pincode}`].filter(Boolean).join(", "));
  pdf.text(`Phone ${a.phoneNo}`, { gap: 2 });
  pdf.rule();
  pdf.row(["Item", "HSN/SAC", "Qty x weight", "Rate", "GST %", "Taxable value", "CGST", "SGST", "Total"], LINE_COLUMNS, { bold: true });
  for (const line of bill.lines) {
    const qty = line.weightGrams > 0 ? `${line.quantity} x ${packWeight(line.weightGrams)}` : String(line.quantity);
    pdf.row(
      [
        line.name,
        line.hsnCode,
        qty,
        rupees(line.unitPricePaise),
        `${line.gstRate}%`,
        rupees(line.taxablePaise),
        rupees(line.cgstPaise),
        rupees(line.sgstPaise),
        rupees(line.totalPaise),
      ],
      LINE_COLUMNS,
    );
    // Ordered and packed weight side by side: any short weight beyond the tolerance is refunded
    // (a credit note follows), so the bill's amounts stay what was paid.
    if (line.packedGrams != null) {
      pdf.row([`Ordered ${packWeight(line.weightGrams * line.quantity)}, packed ${packWeight(line.packedGrams)}`], PACKED_COLUMNS, {
        size: 7.5,
      });
    }
  }
  pdf.rule();
  const totalsColumns: Column[] = [
    { x: 280, width: 160 },
    { x: 440, width: 83, align: "right" },
  ];
  // The code's discount as its own line; each line's total and taxable value above are already after its share.
  if (bill.discountPaise > 0)
    pdf.row([`Discount${order.couponCode ? ` (${order.couponCode})` : ""}`, `-${rupees(bill.discountPaise)}`], totalsColumns);
  pdf.row(["Exempt / nil-rated value", rupees(bill.exemptPaise)], totalsColumns);
  pdf.row(["Taxable value (5%)", rupees(bill.taxablePaise)], totalsColumns);
  pdf.row(["CGST 2.5%", rupees(bill.cgstPaise)], totalsColumns);
  pdf.row(["SGST 2.5%", rupees(bill.sgstPaise)], totalsColumns);
  pdf.row(["Total (Rs.)", rupees(bill.totalPaise)], totalsColumns, { bold: true, size: 10 });
  pdf.space(6);
  pdf.text(`Amount in words: ${amountInWords(bill.totalPaise)}`, { gap: 2 });
  pdf.text("Prices include GST where it applies. Tax is not payable on reverse charge.");
  pdf.text(`Paid online. Payment reference: ${order.providerPaymentId}`, { gap: issuer.grievance ? 2 : 8 });
  if (issuer.grievance) pdf.text(issuer.grievance, { gap: 8 });
  pdf.text(NO_SIGNATURE_NOTICE, { align: "center" });
  if (issuer.sample) pdf.text(SAMPLE_BILL_NOTICE, { bold: true, align: "center" });
  return pdf.bytes();
}
