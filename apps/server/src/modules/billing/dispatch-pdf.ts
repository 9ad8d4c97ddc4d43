import { counted, deliveryInWords, formatBillAmount, packWeight } from "@taaza/domain";
import { PdfPages, type Column } from "./pdf-pages.ts";

export interface DispatchOrder {
  orderId: string;
  billNumber: string;
  status: string;
  customer: string;
  phone: string;
  address: string;
  items: { name: string; weightGrams: number; quantity: number }[];
  totalPaise: number;
}

export interface DispatchSheet {
  date: string;
  slot: string;
  orders: DispatchOrder[];
  packing: { name: string; weightGrams: number; quantity: number; label: string }[];
  totals: { orders: number; packs: number; totalPaise: number };
}

const ORDER_COLUMNS: Column[] = [
  { x: 0, width: 92 },
  { x: 92, width: 230 },
  { x: 322, width: 60, align: "right" },
  { x: 382, width: 50, align: "right" },
  { x: 432, width: 91, align: "right" },
];

/** The dispatch sheet on A4, for a packing table without a computer. */
export async function renderDispatchPdf(sheet: DispatchSheet, shopName: string, at: Date): Promise<Uint8Array> {
  const pdf = await PdfPages.create({ title: `Dispatch ${sheet.date} ${sheet.slot}`, at });
  pdf.text(`${shopName} - dispatch sheet`, { size: 14, bold: true });
  pdf.text(
    `Delivery ${deliveryInWords(sheet.date, sheet.slot)} (${sheet.date}, slot ${sheet.slot}): ${counted(sheet.totals.orders, "order")}, ${counted(sheet.totals.packs, "pack")}, Rs. ${formatBillAmount(sheet.totals.totalPaise)}`,
    { gap: 4 },
  );
  pdf.rule();
  for (const o of sheet.orders) {
    pdf.text(`${o.billNumber}  ${o.customer}  ${o.phone}`, { bold: true });
    pdf.text(o.address);
    for (const i of o.items) pdf.row(["", i.name, packWeight(i.weightGrams), `x ${i.quantity}`, ""], ORDER_COLUMNS);
    pdf.row(["", "", "", "", `Rs. ${formatBillAmount(o.totalPaise)}`], ORDER_COLUMNS, { bold: true });
    pdf.rule(3);
  }
  pdf.text("Packing summary", { size: 11, bold: true, gap: 2 });
  for (const p of sheet.packing) pdf.text(p.label);
  return pdf.bytes();
}
