/**
 * A customer of the shop over its real HTTP API (the calls the web app makes; see
 * docs/api/buying.md): sign up, a basket line, an address, POST /api/order, the test provider's
 * approval, POST /api/order/validate. Every call reports to `onResponse` so a load test can
 * count statuses and latencies.
 */
/* global fetch, AbortSignal */
import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";

export class ApiError extends Error {
  constructor(method, url, status, body) {
    super(`${method} ${url} -> ${status} ${body.slice(0, 200)}`);
    this.status = status;
  }
}

export function shopClient(base, { onResponse = () => undefined } = {}) {
  async function call(kind, method, url, token, body) {
    const headers = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers["content-type"] = "application/json";
    const started = performance.now();
    let status = 0;
    try {
      const response = await fetch(`${base}${url}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
      status = response.status;
      const text = await response.text();
      if (!response.ok) throw new ApiError(method, url, status, text);
      return text === "" ? null : JSON.parse(text);
    } finally {
      onResponse({ kind, method, status, ms: performance.now() - started, at: Date.now(), url });
    }
  }

  return {
    call,
    products: () => call("catalog", "GET", "/api/products"),
    category: (name) => call("catalog", "GET", `/api/products?category=${encodeURIComponent(name)}`),
    pincodes: () => call("catalog", "GET", "/api/pincodes"),

    async signUp(label) {
      const email = `${label}-${randomBytes(4).toString("hex")}@example.in`;
      const session = await call("checkout", "POST", "/api/users/signup", null, {
        userId: "dummy",
        username: `Load ${label}`,
        email,
        password: "Fresh@Fish1",
      });
      return { token: session.token, userId: session.user._id, email };
    },

    async addAddress(customer, pincode) {
      const user = await call("checkout", "POST", `/api/users/${customer.userId}/address`, customer.token, {
        firstName: "Load",
        lastName: "Customer",
        address: "12 Marine Drive",
        landmark: "Near Oval Maidan",
        state: "Maharashtra",
        city: "Mumbai",
        pincode,
        phoneNo: "9820012345",
        tag: "home1",
      });
      return user.addresses[0]._id;
    },

    async logIn(email) {
      const session = await call("checkout", "POST", "/api/users/login", null, { email, password: "Fresh@Fish1" });
      return { token: session.token, userId: session.user._id, email };
    },

    setBasketLine: (customer, productId, quantity) =>
      call("checkout", "POST", `/api/users/${customer.userId}/cart`, customer.token, { productId, quantity }),
    startCheckout: (customer, addressId) =>
      call("checkout", "POST", "/api/order", customer.token, { addressId, day: "Tomorrow", slot: "8AM-10AM" }),
    approve: (customer, providerOrderId) => call("checkout", "POST", `/api/payments/test/${providerOrderId}/approve`, customer.token),
    validate: (customer, fields) => call("checkout", "POST", "/api/order/validate", customer.token, fields),
    myOrders: async (customer) => (await call("checkout", "GET", "/api/orders", customer.token)).data,
  };
}

/** What a customer can buy: products in stock, and a serviceable pincode. */
export async function shoppingList(client) {
  const products = (await client.products()).filter((p) => p.inStock && !p.isArchived);
  const pincode = (await client.pincodes()).find((p) => p.status)?.pincode;
  if (products.length === 0 || !pincode) throw new Error("the catalog has no product in stock or no serviceable pincode");
  return { productIds: products.map((p) => p._id), pincode };
}

/** One whole purchase: basket line, checkout, approval, validation. Returns the order. */
export async function buyOnce(client, customer, addressId, productId) {
  await client.setBasketLine(customer, productId, 1);
  const checkout = await client.startCheckout(customer, addressId);
  const fields = await client.approve(customer, checkout.order.id);
  const settled = await client.validate(customer, fields);
  return { providerOrderId: checkout.order.id, order: settled.data };
}
