import {
  ROLES_FOR,
  BILL_SERIES,
  billTax,
  financialYear,
  formatBillDate,
  formatBillNumber,
  indiaDayBounds,
  SERVER_MESSAGES,
  packingSummary,
  packWeight,
  paiseToRupees,
  spreadCreditNote,
  toCsv,
  type BillLine,
  type DispatchQuery,
  type ExportRange,
  grievanceLine,
} from "@taaza/domain";
import type { Clock } from "../../platform/clock.ts";
import type { Config } from "../../platform/config.ts";
import type { Database } from "../../platform/database/client.ts";
import { conflict, invalid, notFound } from "../../platform/errors.ts";
import { isStaffWith } from "../../platform/http/guards.ts";
import type { Principal } from "../../platform/principal.ts";
import { billTotalsOf, renderBillPdf, type BillIssuer } from "./bill-pdf.ts";
import {
  findBilledOrder,
  findBillsBetween,
  findCreditNotesBetween,
  findOrderOwner,
  findSlotOrders,
  lockBilledOrder,
  stampBill,
  type BilledOrder,
} from "../../read-models/billed-orders.ts";
import { creditedPaise, findCreditNoteByRefund, findCreditNotesOfOrder, insertCreditNote, nextNumber } from "./billing-repository.ts";
import { renderCreditNotesPdf } from "./credit-note-pdf.ts";
import { renderDispatchPdf, type DispatchOrder, type DispatchSheet } from "./dispatch-pdf.ts";

export interface BillingDeps {
  db: Database;
  clock: Clock;
  /** Who issues the bills (SHOP_* settings), and whether they are samples (SAMPLE_BILLS). */
  config: Pick<Config, "shop" | "sampleBills" | "grievanceOfficer">;
}

/**
 * Gives a just-paid order its bill number, inside the settling transaction (`tx`): the next in
 * the financial year of `at` (India time), so numbers run without gaps or repeats.
 */
export async function issueBill(tx: Database, orderId: string, at: Date): Promise<string> {
  const year = financialYear(at);
  const billNumber = formatBillNumber(BILL_SERIES.bill, year, await nextNumber(tx, BILL_SERIES.bill, year));
  await stampBill(tx, orderId, billNumber, at);
  return billNumber;
}

export interface CreditNoteRequest {
  orderId: string;
  amountPaise: number;
  /** The provider's refund id: the same refund never gets two credit notes. */
  refundId?: string;
  /** When the refund was issued; defaults to now. */
  issuedAt?: Date;
}

/**
 * A credit note against an order's bill, for a refund, numbered in its own series ("CN/26-27/
 * 000001") in the caller's transaction. Its tax is taken back in the bill's own proportions;
 * the order's credit notes never add up to more than its bill.
 */
export async function issueCreditNote(tx: Database, request: CreditNoteRequest): Promise<{ number: string }> {
  if (!Number.isSafeInteger(request.amountPaise) || request.amountPaise <= 0)
    throw invalid("A credit note needs a positive amount in paise");
  if (request.refundId) {
    const existing = await findCreditNoteByRefund(tx, request.refundId);
    if (existing) return existing;
  }
  const locked = await lockBilledOrder(tx, request.orderId);
  if (!locked) throw notFound(SERVER_MESSAGES.order.notFound);
  if (!locked.billNumber) throw conflict("This order has no bill to credit");
  if ((await creditedPaise(tx, request.orderId)) + request.amountPaise > locked.billPricePaise)
    throw conflict("Credit notes cannot exceed the bill");
  const order = await findBilledOrder(tx, request.orderId);
  if (!order) throw notFound(SERVER_MESSAGES.order.notFound);
  const bill = billTotalsOf(order);
  const share = (part: number) => Math.round((request.amountPaise * part) / bill.totalPaise);
  // The bill's taxable lines carry a fixed rate (5%), so the credited part splits the same way.
  const taxedShare = share(bill.taxablePaise + bill.cgstPaise + bill.sgstPaise);
  const tax = billTax(taxedShare, taxedShare > 0 ? 5 : 0);
  const issuedAt = request.issuedAt ?? new Date();
  const year = financialYear(issuedAt);
  const number = formatBillNumber(BILL_SERIES.creditNote, year, await nextNumber(tx, BILL_SERIES.creditNote, year));
  await insertCreditNote(tx, {
    number,
    orderId: request.orderId,
    refundId: request.refundId ?? null,
    amountPaise: request.amountPaise,
    taxablePaise: tax.taxablePaise,
    cgstPaise: tax.cgstPaise,
    sgstPaise: tax.sgstPaise,
    issuedAt,
  });
  return { number };
}

function issuerOf(deps: BillingDeps): BillIssuer {
  const { shop } = deps.config;
  return {
    name: shop.name,
    address: shop.address,
    phone: shop.phone,
    email: shop.email,
    gstin: shop.gstin,
    fssai: shop.fssai,
    sample: deps.config.sampleBills,
    grievance: grievanceLine(deps.config.grievanceOfficer),
  };
}

/**
 * An order's bill as a PDF, for a later message to attach too. Only the order's customer or
 * staff may have it; anyone else is told it does not exist.
 */
export async function billPdf(deps: BillingDeps, caller: Principal, orderId: string): Promise<{ billNumber: string; pdf: Uint8Array }> {
  const owner = await findOrderOwner(deps.db, orderId);
  if (!owner || (!isStaffWith(caller, ROLES_FOR.floor) && owner.userId !== caller.id)) throw notFound(SERVER_MESSAGES.order.notFound);
  const order = owner.billed ? await findBilledOrder(deps.db, orderId) : undefined;
  if (!order) throw notFound("This order has no bill yet");
  return { billNumber: order.billNumber, pdf: await renderOrderBill(deps, order) };
}

/**
 * An order's credit notes (its refunds that went back) as one PDF. Like the bill: only the
 * order's customer or staff may have it; anyone else is told the order does not exist.
 */
export async function creditNotesPdf(
  deps: BillingDeps,
  caller: Principal,
  orderId: string,
): Promise<{ billNumber: string; pdf: Uint8Array }> {
  const owner = await findOrderOwner(deps.db, orderId);
  if (!owner || (!isStaffWith(caller, ROLES_FOR.floor) && owner.userId !== caller.id)) throw notFound(SERVER_MESSAGES.order.notFound);
  const [order, notes] = await Promise.all([
    owner.billed ? findBilledOrder(deps.db, orderId) : undefined,
    findCreditNotesOfOrder(deps.db, orderId),
  ]);
  if (!order || notes.length === 0) throw notFound("This order has no credit note");
  return { billNumber: order.billNumber, pdf: await renderCreditNotesPdf(order, notes, issuerOf(deps)) };
}

/** The bill PDF of an order already read: what an email would attach. */
export function renderOrderBill(deps: BillingDeps, order: BilledOrder): Promise<Uint8Array> {
  return renderBillPdf(order, issuerOf(deps));
}

/** Every order to pack for one slot, and what to pack in all; cancelled orders are left out. */
export async function dispatchSheet(deps: BillingDeps, query: DispatchQuery): Promise<DispatchSheet> {
  const orders = (await findSlotOrders(deps.db, query.date, query.slot)).filter((o) => o.status !== "Canceled");
  const rows: DispatchOrder[] = orders.map((o) => {
    const a = o.shippingAddress;
    return {
      orderId: o.id,
      billNumber: o.billNumber,
      status: o.status,
      customer: `${a.firstName} ${a.lastName}`.trim() || o.customerName,
      phone: a.phoneNo,
      address: [a.address, a.landmark, `${a.city}, ${a.state} ${a.pincode}`].filter(Boolean).join(", "),
      items: o.items.map((i) => ({ name: i.name, weightGrams: i.weightGrams, quantity: i.quantity })),
      totalPaise: o.billPricePaise,
    };
  });
  const packing = packingSummary(rows.flatMap((r) => r.items));
  return {
    date: query.date,
    slot: query.slot,
    orders: rows,
    packing,
    totals: {
      orders: rows.length,
      packs: packing.reduce((n, p) => n + p.quantity, 0),
      totalPaise: rows.reduce((n, r) => n + r.totalPaise, 0),
    },
  };
}

/** The dispatch sheet as CSV: one row per order line, then the packing summary. */
export function dispatchCsv(sheet: DispatchSheet): string {
  const rows: (string | number)[][] = [["Bill number", "Customer", "Phone", "Address", "Item", "Weight", "Quantity", "Order total (Rs.)"]];
  for (const o of sheet.orders) {
    o.items.forEach((i, n) =>
      rows.push([
        o.billNumber,
        o.customer,
        o.phone,
        o.address,
        i.name,
        packWeight(i.weightGrams),
        i.quantity,
        n === 0 ? paiseToRupees(o.totalPaise) : "",
      ]),
    );
  }
  rows.push([], ["Packing summary", "", "", "", "Item", "Weight", "Packs", ""]);
  for (const p of sheet.packing) rows.push(["", "", "", "", p.name, packWeight(p.weightGrams), p.quantity, ""]);
  return toCsv(rows);
}

export function dispatchPdf(deps: BillingDeps, sheet: DispatchSheet): Promise<Uint8Array> {
  return renderDispatchPdf(sheet, deps.config.shop.name, deps.clock.now());
}

/** Bills and credit notes dated in the range, one row each, for the accountant. */
export async function billsCsv(deps: BillingDeps, range: ExportRange): Promise<string> {
  const { start, end } = indiaDayBounds(range.from, range.to);
  const [bills, notes] = await Promise.all([findBillsBetween(deps.db, start, end), findCreditNotesBetween(deps.db, start, end)]);
  const rupees = (p: number) => paiseToRupees(p);
  const rows: (string | number)[][] = [
    [
      "Document",
      "Number",
      "Date",
      "Against bill",
      "Customer",
      "Bill type",
      "Exempt value",
      "Taxable value",
      "CGST",
      "SGST",
      "Total",
      "Payment reference",
    ],
  ];
  for (const o of bills) {
    const b = billTotalsOf(o);
    rows.push([
      "Bill",
      o.billNumber,
      formatBillDate(o.billedAt),
      "",
      o.customerName,
      b.type,
      rupees(b.exemptPaise),
      rupees(b.taxablePaise),
      rupees(b.cgstPaise),
      rupees(b.sgstPaise),
      rupees(b.totalPaise),
      o.providerPaymentId,
    ]);
  }
  for (const n of notes) {
    const exempt = n.amountPaise - n.taxablePaise - n.cgstPaise - n.sgstPaise;
    rows.push([
      "Credit note",
      n.number,
      formatBillDate(n.issuedAt),
      n.billNumber,
      "",
      "Credit note",
      -rupees(exempt),
      -rupees(n.taxablePaise),
      -rupees(n.cgstPaise),
      -rupees(n.sgstPaise),
      -rupees(n.amountPaise),
      n.refundId ?? "",
    ]);
  }
  return toCsv(rows);
}

/**
 * Taxable value, tax and total by HSN code and rate, as the GST return's HSN table wants: the
 * bills of the period less its credit notes, each note spread over its bill's lines in the bill's
 * proportions, so a cancelled and refunded order adds nothing.
 */
export async function hsnSummaryCsv(deps: BillingDeps, range: ExportRange): Promise<string> {
  const { start, end } = indiaDayBounds(range.from, range.to);
  const [bills, notes] = await Promise.all([findBillsBetween(deps.db, start, end), findCreditNotesBetween(deps.db, start, end)]);
  const byKey = new Map<
    string,
    { hsn: string; rate: number; quantity: number; taxable: number; cgst: number; sgst: number; total: number }
  >();
  const add = (lines: readonly BillLine[], sign: 1 | -1) => {
    for (const l of lines) {
      const key = `${l.hsnCode}|${l.gstRate}`;
      const row = byKey.get(key) ?? { hsn: l.hsnCode, rate: l.gstRate, quantity: 0, taxable: 0, cgst: 0, sgst: 0, total: 0 };
      row.quantity += sign * l.quantity;
      row.taxable += sign * l.taxablePaise;
      row.cgst += sign * l.cgstPaise;
      row.sgst += sign * l.sgstPaise;
      row.total += sign * l.totalPaise;
      byKey.set(key, row);
    }
  };
  for (const o of bills) add(billTotalsOf(o).lines, 1);
  // A note's bill may be of an earlier period: it is read on its own.
  const billed = new Map(bills.map((o) => [o.id, o]));
  for (const n of notes) {
    const bill = billed.get(n.orderId) ?? (await findBilledOrder(deps.db, n.orderId));
    if (bill) add(spreadCreditNote(billTotalsOf(bill), n), -1);
  }
  const rows: (string | number)[][] = [["HSN/SAC", "GST rate %", "Quantity", "Taxable value", "CGST", "SGST", "Total tax", "Total value"]];
  for (const r of [...byKey.values()].sort((a, b) => a.hsn.localeCompare(b.hsn) || a.rate - b.rate)) {
    rows.push([
      r.hsn,
      r.rate,
      r.quantity,
      paiseToRupees(r.taxable),
      paiseToRupees(r.cgst),
      paiseToRupees(r.sgst),
      paiseToRupees(r.cgst + r.sgst),
      paiseToRupees(r.total),
    ]);
  }
  return toCsv(rows);
}
