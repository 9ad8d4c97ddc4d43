#!/usr/bin/env node
/**
 * The load process: catalog readers and buyers against one URL for a bounded time, as a process
 * of its own so it does not share a CPU budget with the shop's event loops.
 *
 *   node scripts/cluster/load.mjs --url http://127.0.0.1:3600 --seconds 20 --readers 16 --buyers 6 --out report.json
 *
 * Readers (autocannon connections) loop on GET /api/products and GET /api/products/{id}. Buyers sign up, add an address,
 * then loop on whole purchases (basket line, POST /api/order, test approval, validation), taking a
 * new account every 10 purchases (the checkout limit is 20 a minute per customer). A step that
 * fails with a 5xx, 429 or a broken connection is retried as a browser would; an approved payment
 * is validated until it settles (up to `--grace` seconds after the end), because a real provider
 * keeps sending its webhook until it does. The report (JSON) lists every response's status and
 * latency by kind, every 5xx / connection error with its time, and every approved payment.
 */
/* global setTimeout */
import { writeFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { shopClient, shoppingList } from "./shop-client.mjs";

const { values: options } = parseArgs({
  options: {
    url: { type: "string" },
    seconds: { type: "string", default: "20" },
    readers: { type: "string", default: "16" },
    buyers: { type: "string", default: "6" },
    grace: { type: "string", default: "30" },
    out: { type: "string" },
  },
});
const seconds = Number(options.seconds);
const PURCHASES_PER_ACCOUNT = 10;

const samples = { catalog: [], checkout: [] };
const failures = [];
const approvals = [];
const flows = [];
const started = Date.now();
const deadline = started + seconds * 1000;
const graceDeadline = deadline + Number(options.grace) * 1000;

const client = shopClient(options.url, {
  onResponse({ kind, method, status, ms, at, url }) {
    samples[kind].push([status, Math.round(ms * 10) / 10]);
    if (status === 0 || status >= 500)
      failures.push({ at, kind, method, status, url: url.replace(/[0-9a-f-]{36}|order_test_[\w-]+/g, ":id") });
  },
});

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const retriable = (error) => error.status === undefined || error.status === 0 || error.status >= 500 || error.status === 429;

/** Runs one step, retrying what a browser would retry, until it works or `until` passes. */
async function persist(step, until = deadline) {
  for (;;) {
    try {
      return await step();
    } catch (error) {
      if (!retriable(error) || Date.now() > until) throw error;
      await pause(250);
    }
  }
}

/**
 * Catalog readers through autocannon (keep-alive connections, no body parsing), so the load
 * process can outrun the shop; every response is still counted with its time.
 */
function readers(list) {
  const requests = [
    { method: "GET", path: "/api/products" },
    ...list.productIds.slice(0, 9).map((id) => ({ method: "GET", path: `/api/products/${id}` })),
  ];
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url: options.url, connections: Number(options.readers), duration: seconds, requests }, (error) =>
      error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(),
    );
    void instance.on("response", (_client, status, _bytes, ms) => {
      samples.catalog.push([status, Math.round(ms * 10) / 10]);
      if (status >= 500) failures.push({ at: Date.now(), kind: "catalog", method: "GET", status, url: "GET /api/products..." });
    });
    void instance.on("reqError", (error) => {
      samples.catalog.push([0, 0]);
      failures.push({
        at: Date.now(),
        kind: "catalog",
        method: "GET",
        status: 0,
        url: `GET /api/products...: ${error?.code ?? error?.message ?? error}`,
      });
    });
  });
}

async function buyer(id, list) {
  let purchases = 0;
  let customer;
  let addressId;
  while (Date.now() < deadline) {
    try {
      if (purchases % PURCHASES_PER_ACCOUNT === 0) {
        customer = await persist(() => client.signUp(`buyer${id}`));
        addressId = await persist(() => client.addAddress(customer, list.pincode));
      }
      const flowStarted = performance.now();
      const productId = list.productIds[(id * 7 + purchases) % list.productIds.length];
      await persist(() => client.setBasketLine(customer, productId, 1));
      const checkout = await persist(() => client.startCheckout(customer, addressId));
      const fields = await persist(() => client.approve(customer, checkout.order.id));
      const approval = { providerOrderId: fields.razorpay_order_id, paymentId: fields.razorpay_payment_id, settled: false, at: Date.now() };
      approvals.push(approval);
      await persist(() => client.validate(customer, fields), graceDeadline);
      approval.settled = true;
      flows.push(Math.round(performance.now() - flowStarted));
    } catch (error) {
      failures.push({ at: Date.now(), kind: "flow", status: error.status ?? 0, url: `buyer gave up: ${error.message.slice(0, 160)}` });
      await pause(250);
    }
    purchases++;
  }
}

const list = await shoppingList(client);
samples.catalog.length = 0;
await Promise.all([readers(list), ...Array.from({ length: Number(options.buyers) }, (_, i) => buyer(i, list))]);
const report = { url: options.url, started, deadline, ended: Date.now(), seconds, samples, failures, approvals, flows };
if (options.out) writeFileSync(options.out, JSON.stringify(report));
console.log(
  `load: ${samples.catalog.length} catalog reads, ${flows.length} purchases, ${approvals.length} approvals, ${failures.length} failures`,
);
