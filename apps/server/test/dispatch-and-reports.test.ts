import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DATE_INPUT_MESSAGES, type AdminCharts, type Order, type Session } from "@taaza/domain";
import { createTestContext, type TestContext } from "./support/test-app.ts";
import { buildProduct, signInAdmin, signUpCustomer } from "./support/factories.ts";
import { addAddress, approve, buildPincode, call, MORNING_IST, setCart, startCheckout, validate } from "./support/buying.ts";

let ctx: TestContext;
let admin: Session;
const workDir = mkdtempSync(path.join(tmpdir(), "taaza-dispatch-"));
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
  rmSync(workDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await ctx.reset();
  ctx.setNow(MORNING_IST);
  admin = await signInAdmin(ctx);
});

/** Tomorrow, as MORNING_IST's customers choose it. */
const TOMORROW = "2026-11-24";

async function shop() {
  await buildPincode(ctx, { deliveryChargesPaise: 2900 });
  const surmai = await buildProduct(ctx, {
    name: "Surmai Steaks",
    hsnCode: "0304",
    gstRate: 0,
    defaultPricePaise: 79_900,
    salePricePaise: 69_900,
    productTag: "Surmai",
  });
  const basa = await buildProduct(ctx, {
    name: "Basa Fillet",
    hsnCode: "0304",
    gstRate: 5,
    defaultPricePaise: 34_900,
    salePricePaise: 29_900,
    productTag: "Basa",
    category: "FreshWater",
  });
  return { surmai, basa };
}

async function buy(
  items: { productId: string; quantity: number }[],
  slot = "8AM-10AM",
  address: Record<string, unknown> = {},
): Promise<Order> {
  const session = await signUpCustomer(ctx.app);
  for (const item of items) await setCart(ctx, session, item.productId, item.quantity);
  await addAddress(ctx, session, address);
  const checkout = await startCheckout(ctx, session, { slot });
  const res = await validate(ctx, session, await approve(ctx, session, checkout.order.id));
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json<{ data: Order }>().data;
}

/** A CSV as rows of cells (enough for the shop's own output: quoted cells may hold commas). */
function csvRows(text: string): string[][] {
  return text
    .trimEnd()
    .split("\r\n")
    .map((line) =>
      [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)].slice(0, -1).map((m) => (m[1] ?? "").replace(/^"|"$/g, "").replace(/""/g, '"')),
    );
}

const paise = (rupees: number) => Math.round(rupees * 100);

describe("the dispatch sheet", () => {
  it("lists every order of the slot with its bill number, and its packing summary adds up to the orders", async () => {
    const { surmai, basa } = await shop();
    const a = await buy(
      [
        { productId: surmai.id, quantity: 2 },
        { productId: basa.id, quantity: 1 },
      ],
      "8AM-10AM",
      { address: "12 Marine Drive, Flat 4" },
    );
    const b = await buy([{ productId: surmai.id, quantity: 3 }]);
    const elsewhere = await buy([{ productId: surmai.id, quantity: 5 }], "10AM-12PM");
    const cancelled = await buy([{ productId: basa.id, quantity: 4 }]);
    expect((await call(ctx, admin, "PUT", `/api/orders/${cancelled._id}/${cancelled.userId._id}`, { status: "Canceled" })).statusCode).toBe(
      200,
    );

    const res = await call(ctx, admin, "GET", `/api/admin/dispatch?date=${TOMORROW}&slot=8AM-10AM`);
    expect(res.statusCode, res.body).toBe(200);
    const sheet = res.json<{
      data: {
        orders: { orderId: string; billNumber: string; phone: string; address: string }[];
        packing: { label: string; quantity: number }[];
        totals: { orders: number; packs: number; totalPaise: number };
      };
    }>().data;
    expect(sheet.orders.map((o) => o.orderId).sort()).toEqual([a._id, b._id].sort());
    expect(sheet.orders.every((o) => /^TZ\/26-27\/\d{6}$/.test(o.billNumber) && o.phone === "9820012345")).toBe(true);
    expect(sheet.orders.find((o) => o.orderId === a._id)?.address).toBe(
      "12 Marine Drive, Flat 4, Near Oval Maidan, Mumbai, Maharashtra 400001",
    );
    expect(sheet.packing.map((p) => p.label)).toEqual(["Surmai Steaks 500 g x 5", "Basa Fillet 500 g x 1"]);
    expect(sheet.totals).toEqual({ orders: 2, packs: 6, totalPaise: paise(a.billPrice) + paise(b.billPrice) });
    expect(elsewhere._id).not.toBe(a._id);

    const csv = await call(ctx, admin, "GET", `/api/admin/dispatch.csv?date=${TOMORROW}&slot=8AM-10AM`);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const rows = csvRows(csv.body);
    expect(rows[0]).toEqual(["Bill number", "Customer", "Phone", "Address", "Item", "Weight", "Quantity", "Order total (Rs.)"]);
    const lines = rows.slice(
      1,
      rows.findIndex((r) => r.length === 0),
    );
    expect(lines.reduce((n, r) => n + Number(r[6]), 0)).toBe(6);
    expect(lines.reduce((n, r) => n + paise(Number(r[7] || 0)), 0)).toBe(sheet.totals.totalPaise);
    expect(lines.some((r) => r[3] === "12 Marine Drive, Flat 4, Near Oval Maidan, Mumbai, Maharashtra 400001")).toBe(true);

    const pdf = await call(ctx, admin, "GET", `/api/admin/dispatch.pdf?date=${TOMORROW}&slot=8AM-10AM`);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    const file = path.join(workDir, "dispatch.pdf");
    writeFileSync(file, pdf.rawPayload);
    const text = execFileSync("pdftotext", [file, "-"], { encoding: "utf8" });
    expect(text).toContain("Surmai Steaks 500 g x 5");
    // The date in words, as staff say it at the packing table.
    expect(text).toContain("Delivery Tue 24 Nov, 8-10 AM");
    expect(text).toContain(sheet.orders[0]!.billNumber);
  });

  it("is for staff only, and checks its date and slot", async () => {
    const customer = await signUpCustomer(ctx.app);
    expect((await call(ctx, customer, "GET", `/api/admin/dispatch?date=${TOMORROW}&slot=8AM-10AM`)).statusCode).toBe(403);
    expect((await call(ctx, null, "GET", `/api/admin/dispatch.csv?date=${TOMORROW}&slot=8AM-10AM`)).statusCode).toBe(401);
    expect((await call(ctx, admin, "GET", "/api/admin/dispatch?date=2026-13-01&slot=8AM-10AM")).statusCode).toBe(400);
    expect((await call(ctx, admin, "GET", `/api/admin/dispatch?date=${TOMORROW}&slot=midnight`)).statusCode).toBe(400);
    const empty = await call(ctx, admin, "GET", `/api/admin/dispatch?date=${TOMORROW}&slot=8AM-10AM`);
    expect(empty.json()).toMatchObject({ data: { orders: [], packing: [], totals: { orders: 0, packs: 0, totalPaise: 0 } } });
  });
});

describe("the accountant's exports", () => {
  it("lists bills and credit notes of the range, whose totals equal the bills, and sums tax by HSN and rate", async () => {
    const { surmai, basa } = await shop();
    const a = await buy([
      { productId: surmai.id, quantity: 2 },
      { productId: basa.id, quantity: 1 },
    ]);
    const b = await buy([{ productId: basa.id, quantity: 3 }]);
    await ctx.db.transaction((tx) =>
      ctx.modules.billing.issueCreditNote(tx, { orderId: b._id, amountPaise: 29_900, refundId: "rfnd_1", issuedAt: MORNING_IST }),
    );

    const res = await call(ctx, admin, "GET", "/api/admin/accounts/bills.csv?from=2026-11-23&to=2026-11-23");
    expect(res.statusCode, res.body).toBe(200);
    const rows = csvRows(res.body);
    const header = rows[0]!;
    const col = (name: string) => header.indexOf(name);
    const bills = rows.filter((r) => r[0] === "Bill");
    const notes = rows.filter((r) => r[0] === "Credit note");
    expect(bills).toHaveLength(2);
    expect(bills.reduce((n, r) => n + paise(Number(r[col("Total")])), 0)).toBe(paise(a.billPrice) + paise(b.billPrice));
    for (const r of bills) {
      const parts = ["Exempt value", "Taxable value", "CGST", "SGST"].reduce((n, c) => n + paise(Number(r[col(c)])), 0);
      expect(parts).toBe(paise(Number(r[col("Total")])));
    }
    expect(bills.map((r) => r[col("Bill type")]).sort()).toEqual(["Invoice-cum-Bill of Supply", "Tax Invoice"]);
    expect(notes).toHaveLength(1);
    expect(notes[0]!.slice(0, 4)).toEqual([
      "Credit note",
      "CN/26-27/000001",
      "23/11/2026",
      bills.find((r) => r[col("Total")] === String(b.billPrice))![1],
    ]);
    expect(Number(notes[0]![col("Total")])).toBe(-299);

    const hsn = csvRows((await call(ctx, admin, "GET", "/api/admin/accounts/hsn-summary.csv?from=2026-11-23&to=2026-11-23")).body);
    expect(hsn[0]).toEqual(["HSN/SAC", "GST rate %", "Quantity", "Taxable value", "CGST", "SGST", "Total tax", "Total value"]);
    expect(hsn.slice(1).map((r) => `${r[0]}@${r[1]}`)).toEqual(["0304@0", "0304@5", "9968@0", "9968@5"]);
    // Bills less credit notes: the HSN table sums to what the bills and credit notes export says.
    const total = hsn.slice(1).reduce((n, r) => n + paise(Number(r[7])), 0);
    expect(total).toBe(paise(a.billPrice) + paise(b.billPrice) - 29_900);
    expect(total).toBe(rows.slice(1).reduce((n, r) => n + paise(Number(r[col("Total")])), 0));
    const tax = hsn.slice(1).reduce((n, r) => n + paise(Number(r[6])), 0);
    expect(tax).toBe(rows.slice(1).reduce((n, r) => n + paise(Number(r[col("CGST")])) + paise(Number(r[col("SGST")])), 0));
    const basaRow = hsn.find((r) => r[0] === "0304" && r[1] === "5")!;
    for (const r of hsn.slice(1)) expect(paise(Number(r[3])) + paise(Number(r[6])), r.join()).toBeLessThanOrEqual(paise(Number(r[7])));
    expect(Number(basaRow[2])).toBeLessThanOrEqual(4);

    // The next day has none of them.
    const later = csvRows((await call(ctx, admin, "GET", "/api/admin/accounts/bills.csv?from=2026-11-24&to=2026-11-24")).body);
    expect(later).toHaveLength(1);
  });

  it("nets a cancelled and refunded order to nothing in the HSN summary", async () => {
    const { surmai, basa } = await shop();
    const kept = await buy([{ productId: basa.id, quantity: 2 }]);
    const gone = await buy([
      { productId: surmai.id, quantity: 1 },
      { productId: basa.id, quantity: 3 },
    ]);
    await ctx.db.transaction((tx) =>
      ctx.modules.billing.issueCreditNote(tx, {
        orderId: gone._id,
        amountPaise: paise(gone.billPrice),
        refundId: "rfnd_all",
        issuedAt: MORNING_IST,
      }),
    );
    const hsn = csvRows((await call(ctx, admin, "GET", "/api/admin/accounts/hsn-summary.csv?from=2026-11-23&to=2026-11-23")).body);
    const alone = csvRows((await call(ctx, admin, "GET", "/api/admin/accounts/bills.csv?from=2026-11-23&to=2026-11-23")).body).filter(
      (r) => r[0] === "Bill" && Number(r[10]) === kept.billPrice,
    );
    expect(alone).toHaveLength(1);
    const byKey = new Map(hsn.slice(1).map((r) => [`${r[0]}@${r[1]}`, r]));
    // Only the kept order's 2 basa and its delivery remain; the surmai line nets to nothing.
    expect(byKey.get("0304@5")!.slice(2)).toEqual(["2", "569.52", "14.24", "14.24", "28.48", "598"]);
    expect(byKey.get("0304@0")!.slice(2)).toEqual(["0", "0", "0", "0", "0", "0"]);
    const total = hsn.slice(1).reduce((n, r) => n + paise(Number(r[7])), 0);
    expect(total).toBe(paise(kept.billPrice));
  });

  it("refuses ranges that run backwards, exceed 366 days or are not dates; staff only", async () => {
    const bad = async (query: string) => (await call(ctx, admin, "GET", `/api/admin/accounts/bills.csv?${query}`)).statusCode;
    expect(await bad("from=2026-11-23&to=2026-11-22")).toBe(400);
    expect(await bad("from=2025-11-01&to=2026-11-23")).toBe(400);
    expect(await bad("from=yesterday&to=2026-11-23")).toBe(400);
    expect(await bad("to=2026-11-23")).toBe(400);
    expect(await bad("from=2025-11-23&to=2026-11-23")).toBe(200);
    const customer = await signUpCustomer(ctx.app);
    expect((await call(ctx, customer, "GET", "/api/admin/accounts/hsn-summary.csv?from=2026-11-23&to=2026-11-23")).statusCode).toBe(403);
    expect((await call(ctx, null, "GET", "/api/admin/accounts/bills.csv?from=2026-11-23&to=2026-11-23")).statusCode).toBe(401);
  });
});

describe("every date input is bounded", () => {
  it("a date outside 2000-2099 on any route answers 400 with a clear message, never 500", async () => {
    const product = await buildProduct(ctx, { name: "Bangda" });
    const attempts: [string, string, unknown?][] = [
      ["GET", "/api/admin/accounts/hsn-summary.csv?from=0001-01-01&to=0001-12-31"],
      ["GET", "/api/admin/accounts/bills.csv?from=0001-01-01&to=0001-01-02"],
      ["GET", "/api/admin/dispatch?date=0000-01-01&slot=8AM-10AM"],
      ["GET", "/api/admin/dispatch.csv?date=0000-01-01&slot=8AM-10AM"],
      ["GET", "/api/admin/dispatch.pdf?date=9999-12-31&slot=8AM-10AM"],
      ["GET", "/api/admin/orders?date=0000-01-01"],
      ["GET", "/api/admin/orders/events?since=0001-01-01T00:00:00Z"],
      ["PUT", "/api/admin/delivery-slots/closed-dates", { date: "0000-01-01", reason: "Diwali" }],
      ["PUT", "/api/admin/delivery-slots/overrides", { date: "3000-01-01", slot: "8AM-10AM", capacity: 3 }],
      ["PUT", `/api/products/${product.id}/flash-deal`, { endsAt: "0001-01-01T00:00:00Z" }],
    ];
    for (const [method, url, body] of attempts) {
      const res = await call(ctx, admin, method as "GET", url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      expect(res.json<{ error: string }>().error, `${method} ${url}`).toContain(DATE_INPUT_MESSAGES.outOfRange);
    }
  });
});

describe("GET /api/admin/charts", () => {
  it("sums revenue per day for 30 days, orders per slot for today and tomorrow, and the top products", async () => {
    const { surmai, basa } = await shop();
    const a = await buy([{ productId: surmai.id, quantity: 2 }]);
    const b = await buy([{ productId: basa.id, quantity: 1 }], "10AM-12PM");
    const c = await buy([{ productId: basa.id, quantity: 1 }], "2PM-4PM");
    const res = await call(ctx, admin, "GET", "/api/admin/charts");
    expect(res.statusCode, res.body).toBe(200);
    const charts = res.json<AdminCharts>();
    expect(charts.revenueByDay).toHaveLength(30);
    expect(charts.revenueByDay[0]!.day).toBe("2026-10-25");
    expect(charts.revenueByDay.at(-1)).toEqual({ day: "2026-11-23", revenue: a.billPrice + b.billPrice + c.billPrice, orders: 3 });
    expect(charts.revenueByDay.slice(0, -1).every((d) => d.revenue === 0 && d.orders === 0)).toBe(true);
    expect(charts.ordersBySlot.find((s) => s.slot === "8AM-10AM")).toEqual({ slot: "8AM-10AM", today: 0, tomorrow: 1 });
    expect(charts.ordersBySlot.find((s) => s.slot === "2PM-4PM")).toEqual({ slot: "2PM-4PM", today: 0, tomorrow: 1 });
    expect(charts.topProducts).toEqual([
      { name: "Surmai Steaks", revenue: 1398, quantity: 2 },
      { name: "Basa Fillet", revenue: 598, quantity: 2 },
    ]);
    const customer = await signUpCustomer(ctx.app);
    expect((await call(ctx, customer, "GET", "/api/admin/charts")).statusCode).toBe(403);
  });
});
