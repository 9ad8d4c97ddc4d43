import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allErrorCodes, errorCodeOf, MESSAGES, notDeliveredMessage, SERVER_MESSAGES, unavailableItemsMessage } from "@taaza/domain";
import { buildProduct, GOOD_PASSWORD, signUpCustomer, uniqueEmail } from "./support/factories.ts";
import { createTestContext, type TestContext } from "./support/test-app.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe("error codes beside the English error text", () => {
  it("a refused sign-in carries its code and the spec's English text", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/users/login",
      payload: { email: uniqueEmail(), password: GOOD_PASSWORD },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: SERVER_MESSAGES.auth.badCredentials, code: "auth.badCredentials" });
  });

  it("a request validation message and a missing sign-in carry codes too", async () => {
    const session = await signUpCustomer(ctx.app);
    const product = await buildProduct(ctx);
    const bad = await ctx.app.inject({
      method: "POST",
      url: `/api/users/${session.user._id}/cart`,
      headers: { authorization: `Bearer ${session.token}` },
      payload: { productId: product.id, quantity: 1.5 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: MESSAGES.cart.wholeQuantity, code: "cart.wholeQuantity" });
    const anonymous = await ctx.app.inject({ method: "GET", url: `/api/users/${session.user._id}` });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json<{ code?: string }>().code).toMatch(/^auth\./);
  });

  it("every fixed message has one code, and patterned messages carry their parameters", () => {
    expect(errorCodeOf(SERVER_MESSAGES.order.slotFull)).toEqual({ code: "order.slotFull" });
    expect(errorCodeOf(MESSAGES.address.phoneDigits)).toEqual({ code: "address.phoneDigits" });
    expect(errorCodeOf(notDeliveredMessage("110001"))).toEqual({ code: "location.notDelivered", params: { pincode: "110001" } });
    expect(errorCodeOf(unavailableItemsMessage(["Pomfret", "Surmai"]))).toEqual({
      code: "order.unavailableItems",
      params: { names: "Pomfret, Surmai" },
    });
    expect(errorCodeOf("A text the shop never sends")).toBeNull();
    const codes = allErrorCodes();
    expect(new Set(codes).size).toBe(codes.length);
  });
});
