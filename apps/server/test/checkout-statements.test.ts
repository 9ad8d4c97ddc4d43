import { afterAll, beforeAll, expect, it } from "vitest";
import { buildProduct, signUpCustomer } from "./support/factories.ts";
import { addAddress, approve, buildPincode, call, setCart, validate } from "./support/buying.ts";
import { createTestContext, type TestContext } from "./support/test-app.ts";

// Issue 10's budget: a purchase (basket line, POST /order, test approval, validation) costs at
// most 12 SQL statements, counted at the driver with BEGIN and COMMIT, whichever the engine.
let ctx: TestContext;
beforeAll(async () => {
  // Sessions cached as in production (tests turn the cache off by default).
  ctx = await createTestContext({ SESSION_CACHE_MS: "60000" });
});
afterAll(() => ctx.close());

it("places an order in at most 12 SQL statements over the four calls", async () => {
  const product = await buildProduct(ctx);
  await buildPincode(ctx);
  const customer = await signUpCustomer(ctx.app);
  const user = await addAddress(ctx, customer);
  // A first purchase warms what a process keeps (the session); the second is the one counted.
  for (let round = 0; round < 2; round++) {
    const before = ctx.database.statementStats().count;
    await setCart(ctx, customer, product.id, 1 + round);
    const started = await call(ctx, customer, "POST", "/api/order", { addressId: user.addresses[0]!._id, day: "Tomorrow", slot: "8AM-10AM" });
    expect(started.statusCode, started.body).toBe(201);
    const res = await validate(ctx, customer, await approve(ctx, customer, started.json<{ order: { id: string } }>().order.id));
    expect(res.statusCode, res.body).toBe(200);
    const statements = ctx.database.statementStats().count - before;
    if (round === 1) expect(statements).toBeLessThanOrEqual(12);
  }
});
