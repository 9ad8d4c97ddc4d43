#!/usr/bin/env node
/**
 * `npm run cluster`: builds (as `npm start` does), then nginx in front of 3 shop processes,
 * PgBouncer (transaction pooling) in front of the machine's PostgreSQL, and a Redis of its own,
 * all on loopback, until Ctrl-C.
 * `npm run cluster -- --check`: the same, then a catalog read and a whole purchase through nginx,
 * a check that every shop served requests and shares the images, then everything stops.
 * `--s3`: images in a local s3rver (S3_BUCKET, S3_ENDPOINT, keys) and an upload folder per shop,
 * so the image check proves the object store is shared (needs a server with S3 support).
 * Ends with one PASS/FAIL line; exits 1 on failure.
 */
/* global fetch, Buffer */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { installPackages, ROOT, startCluster } from "./start-cluster.mjs";
import { stopAllOnExit } from "./processes.mjs";
import { buyOnce, shopClient, shoppingList } from "./shop-client.mjs";

const check = process.argv.includes("--check");
const s3 = process.argv.includes("--s3");
const BASE_PORT = Number(process.env.CLUSTER_PORT ?? (check ? 3630 : 3600));

async function verify(cluster) {
  const client = shopClient(cluster.url);
  const list = await shoppingList(client);
  console.log(`catalog read through nginx: ${list.productIds.length} products in stock`);

  const customer = await client.signUp("cluster-check");
  const addressId = await client.addAddress(customer, list.pincode);
  const { order } = await buyOnce(client, customer, addressId, list.productIds[0]);
  const mine = await client.myOrders(customer);
  if (!mine.some((o) => o._id === order._id)) throw new Error("the paid order is not in the customer's orders");
  console.log(`purchase through nginx: order ${order.billId} for Rs ${order.billPrice}, listed in the customer's orders`);

  // Every shop answers through nginx with the same bytes for an image (a shop that lacks an image
  // answers the default one, also with 200, so the bytes are what tell).
  const bytesByShop = new Map();
  const image = (await client.products())[0].images[0];
  for (let i = 0; i < cluster.shops * 4; i++) {
    const response = await fetch(`${cluster.url}/uploads/${image}`);
    const hash = createHash("sha256")
      .update(Buffer.from(await response.arrayBuffer()))
      .digest("hex");
    if (!response.ok) throw new Error(`image ${image} -> ${response.status} from ${response.headers.get("x-upstream")}`);
    // Shops that all lack the image would agree on the default one: a found image is cached for a year.
    if (!response.headers.get("cache-control")?.includes("immutable"))
      throw new Error(`${response.headers.get("x-upstream")} answered the default image for ${image}: it does not have it`);
    bytesByShop.set(response.headers.get("x-upstream"), hash);
  }
  if (bytesByShop.size !== cluster.shops) throw new Error(`nginx used ${bytesByShop.size} of ${cluster.shops} shops`);
  if (new Set(bytesByShop.values()).size !== 1)
    throw new Error(`the shops answer different bytes for image ${image}: they do not share their images`);
  console.log(`image ${image} served with the same bytes by all ${bytesByShop.size} shops`);
}

installPackages();
// Like `npm start`: a person gets the web pages (and the compiled server, where it is built).
// The checks use whatever is built already and only need the API.
if (!check) execFileSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
let cluster;
stopAllOnExit(() => cluster?.stop());
try {
  cluster = await startCluster({ name: check ? "cluster_check" : "cluster", basePort: BASE_PORT, s3 });
  if (check) {
    await verify(cluster);
    await cluster.stop();
    console.log("PASS cluster: nginx + 3 shops + PgBouncer (transaction mode) + Redis served a catalog read and a whole purchase");
    process.exit(0);
  }
  console.log(`\nTaaza is serving on ${cluster.url} (nginx -> 3 shops). Admin: ${cluster.admin.email} / ${cluster.admin.password}`);
  console.log("Ctrl-C stops every process and drops the database.");
} catch (error) {
  console.error(error);
  await cluster?.stop({ keepRunDir: true });
  console.log(`FAIL cluster: ${error.message}`);
  process.exit(1);
}
