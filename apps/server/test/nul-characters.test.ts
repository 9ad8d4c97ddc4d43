import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SERVER_MESSAGES, type PublicUser } from "@taaza/domain";
import { bearer, buildProduct, signInAdmin, signUpCustomer } from "./support/factories.ts";
import { multipartBody } from "./support/sample-images.ts";
import { createTestContext, type TestContext } from "./support/test-app.ts";

// PostgreSQL text cannot hold U+0000: before the edge check these answered 500 "Internal error".
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

// The English text the spec keeps, and the code the browser translates it by.
const refused = { error: SERVER_MESSAGES.request.nulCharacter, code: "request.nulCharacter" };

describe("a NUL character anywhere in a request is a 400, never a 500", () => {
  it("in the catalog's query string: search and category", async () => {
    for (const query of ["search=%00", "category=%00", "search=pom%00fret", "category=Sea%00Water&page=1"]) {
      const res = await ctx.app.inject({ method: "GET", url: `/api/products?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toEqual(refused);
    }
  });

  it("in a JSON body string: a username on PUT /api/users/{id}, and a nested value or key", async () => {
    const customer = await signUpCustomer(ctx.app, { username: "Asha" });
    const put = (payload: unknown) =>
      ctx.app.inject({
        method: "PUT",
        url: `/api/users/${customer.user._id}`,
        headers: { ...bearer(customer), "content-type": "application/json" },
        payload: JSON.stringify(payload),
      });
    for (const payload of [
      { username: "As\u0000ha" },
      { username: "Asha", extra: { deep: ["ok", "n\u0000"] } },
      { ["user\u0000name"]: "x" },
    ]) {
      const res = await put(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refused);
    }
    const me = await ctx.app.inject({ method: "GET", url: `/api/users/${customer.user._id}`, headers: bearer(customer) });
    expect(me.json<PublicUser>().username).toBe("Asha");
  });

  it("in the admin order search", async () => {
    const admin = await signInAdmin(ctx);
    const res = await ctx.app.inject({ method: "GET", url: "/api/admin/orders?search=%00", headers: bearer(admin) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refused);
  });

  it("in the path of the test provider's approve and fail", async () => {
    const customer = await signUpCustomer(ctx.app);
    for (const action of ["approve", "fail"]) {
      const res = await ctx.app.inject({ method: "POST", url: `/api/payments/test/order_%00x/${action}`, headers: bearer(customer) });
      expect(res.statusCode, action).toBe(400);
      expect(res.json()).toEqual(refused);
    }
  });

  it("in a multipart field (a review's text)", async () => {
    const p = await buildProduct(ctx);
    const customer = await signUpCustomer(ctx.app);
    const body = multipartBody({ review: "fresh\u0000fish", rating: "5" }, []);
    const res = await ctx.app.inject({
      method: "POST",
      url: `/api/reviews/createreview/${p.id}`,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(customer) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refused);
  });

  it("an ordinary percent sign still works", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/products?search=100%25" });
    expect(res.statusCode).toBe(200);
  });
});
