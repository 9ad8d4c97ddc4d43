import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrderEvent } from "@taaza/domain";
import { openDatabase, type DatabaseHandle } from "../src/platform/database/client.ts";
import { createTestContext, type TestContext } from "./support/test-app.ts";
import { buildProduct, signUpCustomer } from "./support/factories.ts";
import { addAddress, buildPincode, MORNING_IST, placeOrder, setCart } from "./support/buying.ts";

// Its own Vitest project ("postgres"): LISTEN/NOTIFY between two processes needs a PostgreSQL server.
describe("live orders across two processes of the shop", () => {
  let first: TestContext;
  let second: TestContext;
  let secondDatabase: DatabaseHandle;
  beforeAll(async () => {
    first = await createTestContext({}, {}, { changeFeed: true });
    secondDatabase = await openDatabase({ databaseUrl: first.database.directUrl, dataDir: "memory://" });
    second = await createTestContext({}, {}, { database: secondDatabase, changeFeed: true });
  });
  afterAll(async () => {
    await second.close();
    await secondDatabase.close();
    await first.close();
  });

  it("an order settled by one process reaches the staff screens connected to the other", async () => {
    first.setNow(MORNING_IST);
    await buildPincode(first);
    const customer = await signUpCustomer(first.app);
    await setCart(first, customer, (await buildProduct(first)).id, 1);
    await addAddress(first, customer);

    const heard = new Promise<OrderEvent>((resolve) => {
      const stop = second.orderEvents.subscribe((event) => {
        stop();
        resolve(event);
      });
    });
    const heardHere: OrderEvent[] = [];
    const stopHere = first.orderEvents.subscribe((event) => heardHere.push(event));
    const order = await placeOrder(first, customer);
    // The settling process's own screens are told directly, before the customer's answer; the
    // others through the NOTIFY the settling statement carries (sent at its commit).
    stopHere();
    expect(await heard).toEqual({ orderId: order._id, kind: "placed", at: MORNING_IST.toISOString() });
    expect(heardHere).toEqual([{ orderId: order._id, kind: "placed", at: MORNING_IST.toISOString() }]);
  });
});
