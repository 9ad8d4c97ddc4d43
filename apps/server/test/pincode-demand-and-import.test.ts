import { DEMAND_MESSAGES, MESSAGES, PINCODE_IMPORT_MESSAGES, PINCODE_MESSAGES, type Session } from "@taaza/domain";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { asc } from "drizzle-orm";
import { auditEntries, pincodeDemands, pincodes } from "../src/platform/database/schema.ts";
import { bearer, signInAdmin, signInStaff, signUpCustomer } from "./support/factories.ts";
import { createTestContext, type TestContext } from "./support/test-app.ts";
import { anyString } from "./support/matchers.ts";

let ctx: TestContext;
let admin: Session;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  ctx.setNow(undefined);
  admin = await signInAdmin(ctx);
});

const askFor = (payload: Record<string, unknown>) => ctx.app.inject({ method: "POST", url: "/api/pincode-demand", payload });
const demandList = (session: Session | null) =>
  ctx.app.inject({ method: "GET", url: "/api/admin/pincode-demand", headers: session ? bearer(session) : {} });
const importCsv = (csv: string, session: Session | null = admin) =>
  ctx.app.inject({ method: "POST", url: "/api/pincodes/import", payload: { csv }, headers: session ? bearer(session) : {} });

describe("POST /api/pincode-demand (tell me when you deliver here)", () => {
  it("records an email or a mobile number for a pincode, and the same person asking twice counts once", async () => {
    ctx.setNow(new Date("2026-11-20T10:00:00.000Z"));
    const first = await askFor({ pincode: "421301", contact: " Meena@Example.IN " });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ message: DEMAND_MESSAGES.recorded });
    expect((await askFor({ pincode: "421301", contact: "+91 98200 12345" })).statusCode).toBe(200);
    ctx.setNow(new Date("2026-11-22T10:00:00.000Z"));
    // The same two people again, spelled differently: still two requests, the latest ask's time kept.
    expect((await askFor({ pincode: "421301", contact: "meena@example.in" })).statusCode).toBe(200);
    expect((await askFor({ pincode: "421301", contact: "09820012345" })).statusCode).toBe(200);

    const rows = await ctx.db.select().from(pincodeDemands).orderBy(asc(pincodeDemands.contact));
    expect(rows.map((r) => [r.pincode, r.contactKind, r.contact, r.requestedAt.toISOString()])).toEqual([
      ["421301", "phone", "9820012345", "2026-11-22T10:00:00.000Z"],
      ["421301", "email", "meena@example.in", "2026-11-22T10:00:00.000Z"],
    ]);
  });

  it.each([
    ["five digits", { pincode: "42130", contact: "meena@example.in" }, MESSAGES.pincode.sixDigits],
    ["no pincode", { contact: "meena@example.in" }, MESSAGES.pincode.sixDigits],
    ["a half email", { pincode: "421301", contact: "meena@" }, DEMAND_MESSAGES.contact],
    ["a nine-digit phone", { pincode: "421301", contact: "982001234" }, DEMAND_MESSAGES.contact],
    ["a landline-looking number", { pincode: "421301", contact: "2212345678" }, DEMAND_MESSAGES.contact],
    ["no contact", { pincode: "421301" }, DEMAND_MESSAGES.contact],
  ])("refuses %s with 400 and records nothing", async (_case, payload, message) => {
    const response = await askFor(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: message, code: anyString });
    expect(await ctx.db.select().from(pincodeDemands)).toEqual([]);
  });

  it("answers 429 once a client asks more than the public forms' limit in a minute", async () => {
    const limited = await createTestContext({ REVIEW_RATE_LIMIT: "2" });
    try {
      const ask = (n: number) =>
        limited.app.inject({ method: "POST", url: "/api/pincode-demand", payload: { pincode: "421301", contact: `p${n}@example.in` } });
      expect((await ask(1)).statusCode).toBe(200);
      expect((await ask(2)).statusCode).toBe(200);
      const third = await ask(3);
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({ error: anyString });
      expect(await limited.db.select().from(pincodeDemands)).toHaveLength(2);
    } finally {
      await limited.close();
    }
  });
});

describe("GET /api/admin/pincode-demand", () => {
  it("lists each pincode's requests, the most asked-for first, with the latest date and the contacts", async () => {
    ctx.setNow(new Date("2026-11-20T10:00:00.000Z"));
    await askFor({ pincode: "410206", contact: "a@example.in" });
    await askFor({ pincode: "421301", contact: "b@example.in" });
    ctx.setNow(new Date("2026-11-21T10:00:00.000Z"));
    await askFor({ pincode: "421301", contact: "9820012345" });
    await askFor({ pincode: "421301", contact: "b@example.in" });

    const response = await demandList(admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([
      {
        pincode: "421301",
        requests: 2,
        latestAt: "2026-11-21T10:00:00.000Z",
        contacts: [
          { kind: "phone", value: "9820012345", requestedAt: "2026-11-21T10:00:00.000Z" },
          { kind: "email", value: "b@example.in", requestedAt: "2026-11-21T10:00:00.000Z" },
        ],
      },
      {
        pincode: "410206",
        requests: 1,
        latestAt: "2026-11-20T10:00:00.000Z",
        contacts: [{ kind: "email", value: "a@example.in", requestedAt: "2026-11-20T10:00:00.000Z" }],
      },
    ]);
  });

  it("is for the pincode admin's staff only: 401 signed out, 403 for a customer, a manager or a packer", async () => {
    await askFor({ pincode: "421301", contact: "b@example.in" });
    expect((await demandList(null)).statusCode).toBe(401);
    expect((await demandList(await signUpCustomer(ctx.app))).statusCode).toBe(403);
    expect((await demandList(await signInStaff(ctx, "packer"))).statusCode).toBe(403);
    expect((await demandList(await signInStaff(ctx, "manager"))).statusCode).toBe(403);
  });
});

describe("POST /api/pincodes/import (a CSV of delivery locations)", () => {
  it("adds every good row, skips and reports pincodes already served or repeated in the file", async () => {
    await ctx.app.inject({
      method: "POST",
      url: "/api/pincodes",
      payload: { pincode: "400001", name: "Fort", deliveryCharges: 29 },
      headers: bearer(admin),
    });
    const csv = [
      "Pincode,Area name,Delivery charges,Status",
      "400002,Kalbadevi,19.50,yes",
      "400001,Fort again,0,yes",
      '411001,"Pune Camp, Pune",,no',
      "",
      "400002,Kalbadevi twice,10,yes",
    ].join("\r\n");
    const response = await importCsv(csv);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      added: ["400002", "411001"],
      skipped: [
        { row: 3, pincode: "400001", message: PINCODE_IMPORT_MESSAGES.exists },
        { row: 6, pincode: "400002", message: PINCODE_IMPORT_MESSAGES.repeated },
      ],
    });
    const stored = await ctx.db.select().from(pincodes).orderBy(asc(pincodes.pincode));
    expect(stored.map((p) => [p.pincode, p.name, p.deliveryChargesPaise, p.status])).toEqual([
      ["400001", "Fort", 2900, true],
      ["400002", "Kalbadevi", 1950, true],
      ["411001", "Pune Camp, Pune", 0, false],
    ]);
    const audited = await ctx.db.select().from(auditEntries);
    expect(audited.filter((entry) => entry.action === "pincode.add")).toHaveLength(3);
  });

  it("adds nothing when any row breaks the form's rules, and answers every bad row's number and message", async () => {
    const csv = [
      "pincode,name,deliveryCharges",
      "400002,Kalbadevi,0",
      "110001,Delhi,0",
      "40001,Short,0",
      "400003,,0",
      "400004,Masjid,-5",
    ].join("\n");
    const response = await importCsv(csv);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: PINCODE_IMPORT_MESSAGES.rejected,
      code: "pincodeImport.rejected",
      rows: [
        { row: 3, message: PINCODE_MESSAGES.maharashtra },
        { row: 4, message: PINCODE_MESSAGES.sixDigits },
        { row: 5, message: PINCODE_MESSAGES.nameRequired },
        { row: 6, message: PINCODE_MESSAGES.charges },
      ],
    });
    expect(await ctx.db.select().from(pincodes)).toEqual([]);
  });

  it("refuses a file without the pincode and name columns, or without rows", async () => {
    const noHeader = await importCsv("400002,Kalbadevi,0\n400003,Masjid,0");
    expect(noHeader.statusCode).toBe(400);
    expect(noHeader.json()).toMatchObject({ error: PINCODE_IMPORT_MESSAGES.header, rows: [] });
    const empty = await importCsv("pincode,name\n\n");
    expect(empty.json()).toMatchObject({ error: PINCODE_IMPORT_MESSAGES.rows });
    expect(await ctx.db.select().from(pincodes)).toEqual([]);
  });

  it("is the owner's: 401 signed out, 403 for a customer or a manager, and nothing is added", async () => {
    const csv = "pincode,name\n400002,Kalbadevi";
    expect((await importCsv(csv, null)).statusCode).toBe(401);
    expect((await importCsv(csv, await signUpCustomer(ctx.app))).statusCode).toBe(403);
    expect((await importCsv(csv, await signInStaff(ctx, "manager"))).statusCode).toBe(403);
    expect(await ctx.db.select().from(pincodes)).toEqual([]);
  });
});
