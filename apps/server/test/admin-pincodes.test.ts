import { MESSAGES, PINCODE_MESSAGES, type Pincode, type Session, SERVER_MESSAGES } from "@taaza/domain";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { pincodes } from "../src/platform/database/schema.ts";
import { bearer, signInAdmin, signUpCustomer } from "./support/factories.ts";
import { addAddress } from "./support/buying.ts";
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
  admin = await signInAdmin(ctx);
});

const addPincode = (payload: Record<string, unknown>) =>
  ctx.app.inject({ method: "POST", url: "/api/pincodes", payload, headers: bearer(admin) });
const editPincode = (id: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: "PUT", url: `/api/pincodes/${id}`, payload, headers: bearer(admin) });
const fort = { pincode: "400001", name: "Fort", deliveryCharges: 29, status: true };

describe("POST /api/pincodes", () => {
  it("adds a delivery location the location popup then serves", async () => {
    const response = await addPincode(fort);
    expect(response.statusCode, response.body).toBe(201);
    // Answered as a number, as spec clients compare it (other-clients.test.ts); stored as text.
    expect(response.json()).toEqual({ _id: anyString, ...fort, pincode: 400001 });
    expect((await ctx.db.select().from(pincodes))[0]).toMatchObject({ pincode: "400001", deliveryChargesPaise: 2900, status: true });
    expect((await ctx.app.inject({ method: "GET", url: "/api/pincodes" })).json()).toEqual([response.json()]);
  });

  it("takes charges of 0, numeric text and paise, and enables by default", async () => {
    expect((await addPincode({ pincode: "400002", name: "Kalbadevi", deliveryCharges: 0 })).json()).toMatchObject({
      deliveryCharges: 0,
      status: true,
    });
    expect((await addPincode({ pincode: "400003", name: "Masjid", deliveryCharges: "19.50", status: false })).json()).toMatchObject({
      deliveryCharges: 19.5,
      status: false,
    });
  });

  it.each([
    ["five digits", { pincode: "40001" }, MESSAGES.pincode.sixDigits],
    ["a leading zero", { pincode: "040001" }, MESSAGES.pincode.sixDigits],
    ["hex that Number() would accept", { pincode: "0x88B81" }, MESSAGES.pincode.sixDigits],
    ["a five-digit number", { pincode: 40001 }, MESSAGES.pincode.sixDigits],
    ["a fraction", { pincode: 400001.5 }, MESSAGES.pincode.sixDigits],
    ["no pincode", { pincode: undefined }, MESSAGES.pincode.sixDigits],
    ["an empty name", { name: "  " }, MESSAGES.pincode.nameRequired],
    ["negative charges", { deliveryCharges: -1 }, MESSAGES.pincode.charges],
    ["charges as words", { deliveryCharges: "free" }, MESSAGES.pincode.charges],
    ["no charges", { deliveryCharges: undefined }, MESSAGES.pincode.charges],
    ["charges in hex", { deliveryCharges: "0x1D" }, MESSAGES.pincode.charges],
  ])("refuses %s", async (_case, patch, message) => {
    const response = await addPincode({ ...fort, ...patch });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: message });
    expect(await ctx.db.select().from(pincodes)).toEqual([]);
  });

  it("refuses a pincode that already exists, also when two admins add it at once", async () => {
    expect((await addPincode(fort)).statusCode).toBe(201);
    const again = await addPincode({ ...fort, name: "Fort again" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: SERVER_MESSAGES.pincode.exists });

    const racing = await Promise.all([addPincode({ ...fort, pincode: "400020" }), addPincode({ ...fort, pincode: "400020" })]);
    expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });
});

describe("PUT /api/pincodes/:id", () => {
  it("changes a location and answers the updated record", async () => {
    const added: Pincode = (await addPincode(fort)).json();
    const response = await editPincode(added._id, { pincode: "400001", name: "Fort Market", deliveryCharges: 0, status: false });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ _id: added._id, pincode: 400001, name: "Fort Market", deliveryCharges: 0, status: false });
  });

  it("applies the same rules, refuses another record's pincode, and 404s for an unknown id", async () => {
    const a: Pincode = (await addPincode(fort)).json();
    await addPincode({ ...fort, pincode: "400002" });
    expect((await editPincode(a._id, { ...fort, pincode: "4000" })).json()).toMatchObject({ error: MESSAGES.pincode.sixDigits });
    expect((await editPincode(a._id, { ...fort, deliveryCharges: -5 })).json()).toMatchObject({ error: MESSAGES.pincode.charges });
    const taken = await editPincode(a._id, { ...fort, pincode: "400002" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ error: SERVER_MESSAGES.pincode.exists });
    const unknown = await editPincode("6f1c7a52-0c59-4b4a-9d4c-2b7f2ad5f0a1", fort);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: SERVER_MESSAGES.pincode.notFound });
    expect((await ctx.db.select().from(pincodes)).map((p) => p.pincode).sort()).toEqual(["400001", "400002"]);
  });
});

describe("Maharashtra only (issue 33)", () => {
  it("refuses a pincode outside 40xxxx-44xxxx with a clear message, and stores nothing", async () => {
    for (const pincode of ["110001", "560001", "450001", "390001"]) {
      const refused = await addPincode({ ...fort, pincode });
      expect(refused.statusCode, pincode).toBe(400);
      expect(refused.json()).toMatchObject({ error: PINCODE_MESSAGES.maharashtra });
    }
    for (const pincode of ["400001", "411001", "431001", "440001", "444001"])
      expect((await addPincode({ ...fort, pincode })).statusCode, pincode).toBe(201);
    expect(await ctx.db.select().from(pincodes)).toHaveLength(5);
  });
});

describe("DELETE /api/pincodes/:id", () => {
  const removePincode = (id: string, session: Session | null = admin) =>
    ctx.app.inject({ method: "DELETE", url: `/api/pincodes/${id}`, headers: session ? bearer(session) : {} });

  it("deletes a pincode no saved address uses", async () => {
    const added: Pincode = (await addPincode(fort)).json();
    const res = await removePincode(added._id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: SERVER_MESSAGES.pincode.deleted });
    expect(await ctx.db.select().from(pincodes)).toHaveLength(0);
    expect((await removePincode(added._id)).statusCode).toBe(404);
  });

  it("refuses (409) a pincode a customer's address uses, and keeps it", async () => {
    const added: Pincode = (await addPincode(fort)).json();
    const customer = await signUpCustomer(ctx.app);
    await addAddress(ctx, customer, { pincode: "400001" });
    const res = await removePincode(added._id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: SERVER_MESSAGES.pincode.inUse });
    expect(await ctx.db.select().from(pincodes)).toHaveLength(1);
    expect((await removePincode(added._id, customer)).statusCode).toBe(403);
  });
});
