import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fillOutMessage, MESSAGES, type PublicUser, SERVER_MESSAGES } from "@taaza/domain";
import { addresses } from "../src/platform/database/schema.ts";
import { createTestContext, type TestContext } from "./support/test-app.ts";
import { signInAdmin, signUpCustomer } from "./support/factories.ts";
import { addAddress, addressBody, buildPincode, call } from "./support/buying.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  await buildPincode(ctx, { pincode: "400001", deliveryChargesPaise: 4900 });
  await buildPincode(ctx, { pincode: "411001", name: "Pune Camp", deliveryChargesPaise: 9900 });
  await buildPincode(ctx, { pincode: "410206", name: "Panvel", status: false });
});

const addressUrl = (userId: string) => `/api/users/${userId}/address`;

describe("adding an address", () => {
  it("answers 201 with the user holding the address, the state always Maharashtra", async () => {
    const asha = await signUpCustomer(ctx.app);
    const res = await call(ctx, asha, "POST", addressUrl(asha.user._id), addressBody({ state: "Goa", tag: "office" }));
    expect(res.statusCode).toBe(201);
    const user = res.json<PublicUser>();
    expect(user.addresses).toHaveLength(1);
    expect(user.addresses[0]).toMatchObject({ ...addressBody({ tag: "office" }), state: "Maharashtra" });
    expect(user.addresses[0]!._id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("checks the spec's rules with the spec's messages, and stores nothing on failure", async () => {
    const asha = await signUpCustomer(ctx.app);
    const cases: [Record<string, unknown>, string][] = [
      [{ firstName: "" }, fillOutMessage("first name")],
      [{ landmark: "   " }, fillOutMessage("landmark")],
      [{ city: undefined }, fillOutMessage("city")],
      [{ tag: "garage" }, fillOutMessage("tag")],
      [{ firstName: "Asha2" }, MESSAGES.address.firstNameLetters],
      [{ lastName: "P@til" }, MESSAGES.address.lastNameLetters],
      [{ phoneNo: "98200" }, MESSAGES.address.phoneDigits],
      [{ phoneNo: "98200123456" }, MESSAGES.address.phoneDigits],
      [{ pincode: "410206" }, MESSAGES.address.notServiceable],
      [{ pincode: "999999" }, MESSAGES.address.notServiceable],
      [{ pincode: "4OOOO1" }, MESSAGES.address.notServiceable],
    ];
    for (const [override, message] of cases) {
      const res = await call(ctx, asha, "POST", addressUrl(asha.user._id), addressBody(override));
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(res.json()).toMatchObject({ error: message });
    }
    expect(await ctx.db.select().from(addresses)).toHaveLength(0);
  });

  it("when the phone is typed with spaces or +91, then it is accepted and stored as 10 digits", async () => {
    const asha = await signUpCustomer(ctx.app);
    for (const [tag, typed] of [
      ["home1", "98201 23456"],
      ["office", "+91 98201 23456"],
    ] as const) {
      const res = await call(ctx, asha, "POST", `/api/users/${asha.user._id}/address`, addressBody({ tag, phoneNo: typed }));
      expect(res.statusCode).toBe(201);
    }
    const stored = await ctx.db.select({ phone: addresses.phoneNo }).from(addresses);
    expect(stored.map((row) => row.phone)).toEqual(["9820123456", "9820123456"]);
  });

  it("allows each tag once and at most three addresses", async () => {
    const asha = await signUpCustomer(ctx.app);
    await addAddress(ctx, asha, { tag: "home1" });
    const again = await call(ctx, asha, "POST", addressUrl(asha.user._id), addressBody({ tag: "home1", address: "Another street" }));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: SERVER_MESSAGES.address.tagUsed });
    await addAddress(ctx, asha, { tag: "home2" });
    const user = await addAddress(ctx, asha, { tag: "office", pincode: "411001" });
    expect(user.addresses.map((a) => a.tag)).toEqual(["home1", "home2", "office"]);
    const fourth = await call(ctx, asha, "POST", addressUrl(asha.user._id), addressBody({ tag: "home2" }));
    expect(fourth.statusCode).toBe(400);
    expect(fourth.json()).toMatchObject({ error: MESSAGES.address.tooMany });
    expect(await ctx.db.select().from(addresses)).toHaveLength(3);
  });

  it("when several adds race, exactly three addresses remain, each tag once", async () => {
    const asha = await signUpCustomer(ctx.app);
    const tags = ["home1", "home2", "office", "home1", "office", "home2"];
    const responses = await Promise.all(
      tags.map((tag, i) => call(ctx, asha, "POST", addressUrl(asha.user._id), addressBody({ tag, address: `Flat ${i}` }))),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(3);
    for (const res of responses.filter((r) => r.statusCode !== 201)) {
      expect(res.statusCode).toBe(400);
      expect([SERVER_MESSAGES.address.tagUsed, MESSAGES.address.tooMany]).toContain(res.json<{ error: string }>().error);
    }
    const rows = await ctx.db.select().from(addresses);
    expect(rows.map((r) => r.tag).sort()).toEqual(["home1", "home2", "office"]);
  });

  it("when a user with three addresses sends many more at once, none is added", async () => {
    const asha = await signUpCustomer(ctx.app);
    await addAddress(ctx, asha, { tag: "home1" });
    await addAddress(ctx, asha, { tag: "home2" });
    const racing = await Promise.all(
      ["office", "office", "office", "office"].map((tag, i) =>
        call(ctx, asha, "POST", addressUrl(asha.user._id), addressBody({ tag, address: `Desk ${i}` })),
      ),
    );
    expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 400, 400, 400]);
    expect(await ctx.db.select().from(addresses)).toHaveLength(3);
  });
});

describe("editing and deleting an address", () => {
  it("edits with the edit rules (no letters or phone format check), keeping tags unique", async () => {
    const asha = await signUpCustomer(ctx.app);
    await addAddress(ctx, asha, { tag: "home1" });
    const user = await addAddress(ctx, asha, { tag: "office" });
    const [home, office] = user.addresses;
    const url = `/api/users/${asha.user._id}/${home!._id}`;

    const edited = await call(
      ctx,
      asha,
      "PUT",
      url,
      addressBody({ firstName: "A. 2nd", phoneNo: "+91 98200", pincode: "411001", state: "Kerala" }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json<PublicUser>().addresses[0]).toMatchObject({
      firstName: "A. 2nd",
      phoneNo: "+91 98200",
      pincode: "411001",
      state: "Maharashtra",
      tag: "home1",
    });

    const missing = await call(ctx, asha, "PUT", url, addressBody({ landmark: "" }));
    expect(missing.json()).toMatchObject({ error: fillOutMessage("landmark") });
    const disabled = await call(ctx, asha, "PUT", url, addressBody({ pincode: "410206" }));
    expect(disabled.statusCode).toBe(400);
    expect(disabled.json()).toMatchObject({ error: MESSAGES.address.notServiceable });
    const taken = await call(ctx, asha, "PUT", url, addressBody({ tag: "office" }));
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({ error: SERVER_MESSAGES.address.tagUsed });
    // Keeping its own tag is fine, and moving to a free tag too.
    expect((await call(ctx, asha, "PUT", url, addressBody({ tag: "home1" }))).statusCode).toBe(200);
    expect((await call(ctx, asha, "PUT", url, addressBody({ tag: "home2" }))).statusCode).toBe(200);

    const deleted = await call(ctx, asha, "DELETE", `/api/users/${asha.user._id}/${office!._id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json<PublicUser>().addresses.map((a) => a.tag)).toEqual(["home2"]);
    const gone = await call(ctx, asha, "DELETE", `/api/users/${asha.user._id}/${office!._id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ error: SERVER_MESSAGES.address.notFound });
  });

  it("another customer gets 403 on the owner's paths and 404 for the owner's address under their own", async () => {
    const asha = await signUpCustomer(ctx.app);
    const mallory = await signUpCustomer(ctx.app);
    const home = (await addAddress(ctx, asha)).addresses[0]!;
    const onAsha = [
      await call(ctx, mallory, "POST", addressUrl(asha.user._id), addressBody({ tag: "office" })),
      await call(ctx, mallory, "PUT", `/api/users/${asha.user._id}/${home._id}`, addressBody({ city: "Thane" })),
      await call(ctx, mallory, "DELETE", `/api/users/${asha.user._id}/${home._id}`),
    ];
    expect(onAsha.map((r) => r.statusCode)).toEqual([403, 403, 403]);
    const viaOwnPath = [
      await call(ctx, mallory, "PUT", `/api/users/${mallory.user._id}/${home._id}`, addressBody({ city: "Thane" })),
      await call(ctx, mallory, "DELETE", `/api/users/${mallory.user._id}/${home._id}`),
    ];
    expect(viaOwnPath.map((r) => r.statusCode)).toEqual([404, 404]);
    expect(await ctx.db.select().from(addresses)).toMatchObject([{ city: "Mumbai", userId: asha.user._id }]);
  });

  it("a visitor gets 401 and an Admin has no addresses", async () => {
    const asha = await signUpCustomer(ctx.app);
    expect((await call(ctx, null, "POST", addressUrl(asha.user._id), addressBody())).statusCode).toBe(401);
    const admin = await signInAdmin(ctx);
    const res = await call(ctx, admin, "POST", addressUrl(admin.user._id), addressBody());
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: SERVER_MESSAGES.address.adminNoAddresses });
  });
});
