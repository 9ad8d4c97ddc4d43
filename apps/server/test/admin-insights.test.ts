import { eq } from "drizzle-orm";
import { type AdminCustomer, type Session } from "@taaza/domain";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { addresses, pincodes, users } from "../src/platform/database/schema.ts";
import { bearer, buildOrder, buildProduct, signInAdmin, signUpCustomer } from "./support/factories.ts";
import { createTestContext, type TestContext } from "./support/test-app.ts";

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

const get = async (url: string) => {
  const response = await ctx.app.inject({ method: "GET", url, headers: bearer(admin) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: AdminCustomer[]; total: number; page: number; pageSize: number }>();
};

const address = (userId: string, overrides: Partial<typeof addresses.$inferInsert> = {}) => ({
  userId,
  firstName: "Asha",
  lastName: "Patil",
  address: "12 Marine Drive",
  landmark: "Near Oval",
  state: "Maharashtra",
  city: "Mumbai",
  pincode: "400001",
  phoneNo: "9820012345",
  tag: "home1" as const,
  ...overrides,
});

describe("GET /api/admin/stats", () => {
  it("counts revenue without Canceled orders, customers, orders, locations and live products", async () => {
    expect(await get("/api/admin/stats")).toMatchObject({ revenue: 0, customers: 0, orders: 0, locations: 0, products: 0 });

    const asha = await signUpCustomer(ctx.app);
    const ravi = await signUpCustomer(ctx.app);
    const pomfret = await buildProduct(ctx, { salePricePaise: 69950 });
    await buildProduct(ctx, { name: "Archived crab", isArchived: true });
    await buildOrder(ctx, { userId: asha.user._id, items: [{ productId: pomfret.id, quantity: 2 }], deliveryChargePaise: 2900 });
    await buildOrder(ctx, { userId: ravi.user._id, items: [{ productId: pomfret.id, quantity: 1 }], status: "Delivered" });
    await buildOrder(ctx, { userId: ravi.user._id, items: [{ productId: pomfret.id, quantity: 5 }], status: "Canceled" });
    await ctx.db.insert(pincodes).values([
      { pincode: "400001", name: "Fort" },
      { pincode: "410206", name: "Panvel", status: false },
    ]);

    expect(await get("/api/admin/stats")).toMatchObject({
      revenue: 699.5 * 3 + 29,
      customers: 2,
      orders: 3,
      locations: 2,
      products: 1,
    });
  });
});

describe("GET /api/admin/customers", () => {
  it("lists customers (never admins) with the oldest address and totals that leave out Canceled orders", async () => {
    const asha = await signUpCustomer(ctx.app, { username: "Asha Patil" });
    const ravi = await signUpCustomer(ctx.app, { username: "Ravi Kumar" });
    await ctx.db.update(users).set({ age: 31, gender: "Female" }).where(eq(users.id, asha.user._id));
    await ctx.db.insert(addresses).values([
      address(asha.user._id, {
        tag: "office",
        address: "5 Nariman Point",
        pincode: "400021",
        phoneNo: "9000000001",
        createdAt: new Date("2026-02-01T00:00:00Z"),
      }),
      address(asha.user._id, { tag: "home1", createdAt: new Date("2026-01-01T00:00:00Z") }),
    ]);
    const product = await buildProduct(ctx, { salePricePaise: 50000 });
    await buildOrder(ctx, { userId: asha.user._id, items: [{ productId: product.id, quantity: 2 }], deliveryChargePaise: 2900 });
    await buildOrder(ctx, { userId: asha.user._id, items: [{ productId: product.id, quantity: 1 }], status: "Delivered" });
    await buildOrder(ctx, { userId: asha.user._id, items: [{ productId: product.id, quantity: 9 }], status: "Canceled" });

    const page = await get("/api/admin/customers");
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 15 });
    const [first, second] = page.data;
    expect(first).toEqual({
      _id: ravi.user._id,
      userId: ravi.user.userId,
      username: "Ravi Kumar",
      email: ravi.user.email,
      gender: null,
      age: null,
      phone: null,
      firstAddress: null,
      totalSpent: 0,
      orderCount: 0,
      createdAt: ravi.user.createdAt,
    });
    expect(second).toMatchObject({
      _id: asha.user._id,
      username: "Asha Patil",
      gender: "Female",
      age: 31,
      phone: "9820012345",
      firstAddress: "12 Marine Drive, Mumbai 400001",
      totalSpent: 1000 + 29 + 500,
      orderCount: 3,
    });
  });

  it("searches by customer id or by name, case-insensitively", async () => {
    const asha = await signUpCustomer(ctx.app, { username: "Asha Patil" });
    await signUpCustomer(ctx.app, { username: "Ravi Kumar" });
    const byName = await get("/api/admin/customers?search=patil");
    expect(byName.data.map((c) => c.username)).toEqual(["Asha Patil"]);
    const byId = await get(`/api/admin/customers?search=${asha.user.userId.toLowerCase()}`);
    expect(byId).toMatchObject({ total: 1, data: [{ _id: asha.user._id }] });
    expect((await get(`/api/admin/customers?search=${encodeURIComponent("%")}`)).total).toBe(0);
    expect((await get(`/api/admin/customers?search=${encodeURIComponent(admin.user.username)}`)).total).toBe(0);
  });

  it("finds a customer by email or by the phone of any saved address", async () => {
    const asha = await signUpCustomer(ctx.app, { username: "Asha Patil", email: "asha.p@example.com" });
    const ravi = await signUpCustomer(ctx.app, { username: "Ravi Kumar", email: "ravi.k@example.com" });
    await ctx.db
      .insert(addresses)
      .values([
        address(asha.user._id, { tag: "home1", phoneNo: "9000000001" }),
        address(ravi.user._id, { tag: "home1", phoneNo: "9811122233" }),
      ]);
    expect((await get("/api/admin/customers?search=ASHA.P%40EXAMPLE")).data.map((c) => c._id)).toEqual([asha.user._id]);
    expect((await get(`/api/admin/customers?search=${encodeURIComponent("+91 98111 22233")}`)).data.map((c) => c._id)).toEqual([
      ravi.user._id,
    ]);
    expect((await get("/api/admin/customers?search=22233")).data.map((c) => c._id)).toEqual([ravi.user._id]);
    expect((await get("/api/admin/customers?search=77777")).total).toBe(0);
  });

  it("pages 15 at a time, newest first", async () => {
    const base = Date.parse("2026-03-01T00:00:00Z");
    for (let i = 0; i < 17; i++) {
      const c = await signUpCustomer(ctx.app, { username: `Customer ${String(i).padStart(2, "0")}` });
      await ctx.db
        .update(users)
        .set({ createdAt: new Date(base + i * 60_000) })
        .where(eq(users.id, c.user._id));
    }
    const first = await get("/api/admin/customers");
    expect(first.total).toBe(17);
    expect(first.data).toHaveLength(15);
    expect(first.data[0]!.username).toBe("Customer 16");
    expect((await get("/api/admin/customers?page=2")).data.map((c) => c.username)).toEqual(["Customer 01", "Customer 00"]);
  });
});
