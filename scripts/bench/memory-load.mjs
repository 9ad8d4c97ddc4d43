#!/usr/bin/env node
// The load for memory.mjs, in its own process so its memory never counts as the shop's:
// catalog reads (list, category, product) and complete checkouts (sign up, basket, address,
// order, test approval, validation) at the same time, for a bounded time, on loopback.
// Usage: node scripts/bench/memory-load.mjs <base-url> <seconds>
/* global fetch */
import { randomBytes } from "node:crypto";

const [base, secondsArg] = process.argv.slice(2);
const deadline = Date.now() + Number(secondsArg ?? 20) * 1000;
const counts = { reads: 0, orders: 0, errors: 0 };

async function api(method, url, token, body) {
  const headers = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(`${base}${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url} -> ${res.status} ${text.slice(0, 200)}`);
  return text ? JSON.parse(text) : null;
}

const products = await api("GET", "/api/products");
if (products.length === 0) throw new Error("the shop has no products to load");
const categories = [...new Set(products.map((p) => p.category))];

async function reader() {
  for (let i = 0; Date.now() < deadline; i++) {
    const product = products[i % products.length];
    const url =
      i % 3 === 0
        ? "/api/products"
        : i % 3 === 1
          ? `/api/products?category=${encodeURIComponent(categories[i % categories.length])}`
          : `/api/products/${product._id}`;
    try {
      await api("GET", url);
      counts.reads++;
    } catch {
      counts.errors++;
    }
  }
}

async function buyer() {
  while (Date.now() < deadline) {
    try {
      const email = `load-${randomBytes(6).toString("hex")}@taaza.test`;
      const session = await api("POST", "/api/users/signup", null, {
        userId: "x",
        username: "Load Customer",
        email,
        password: "Fresh@Fish1",
        userType: "User",
      });
      const id = session.user._id;
      const inStock = products.filter((p) => p.inStock !== false);
      await api("POST", `/api/users/${id}/cart`, session.token, { productId: inStock[counts.orders % inStock.length]._id, quantity: 1 });
      const user = await api("POST", `/api/users/${id}/address`, session.token, {
        firstName: "Load",
        lastName: "Customer",
        address: "12 Marine Drive",
        landmark: "Near Oval Maidan",
        state: "Maharashtra",
        city: "Mumbai",
        pincode: "400001",
        phoneNo: "9820012345",
        tag: "home1",
      });
      const checkout = await api("POST", "/api/order", session.token, {
        addressId: user.addresses[0]._id,
        day: "Tomorrow",
        slot: "8AM-10AM",
      });
      const fields = await api("POST", `/api/payments/test/${checkout.order.id}/approve`, session.token);
      await api("POST", "/api/order/validate", session.token, fields);
      counts.orders++;
    } catch (error) {
      counts.errors++;
      if (counts.errors <= 3) console.error(String(error));
    }
  }
}

await Promise.all([...Array.from({ length: 16 }, reader), ...Array.from({ length: 4 }, buyer)]);
console.log(JSON.stringify(counts));
