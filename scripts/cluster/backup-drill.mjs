#!/usr/bin/env node
/**
 * `npm run backup:drill`: back up a running shop and bring it back somewhere else.
 *
 *   1. a shop (behind nginx and PgBouncer, demo catalog) takes a few paid orders
 *   2. backup while it runs: pg_dump (custom format, one consistent snapshot), then the images
 *      (taken after the dump: image files are only ever added, so every image the dump names is in)
 *   3. the shop, its database and its image folder are deleted
 *   4. restore into a fresh database (pg_restore) and a fresh image folder, start a shop on them
 *   5. check: every customer logs in with their password and sees their orders; every product
 *      image is served with the same bytes; the row counts match the source
 *
 * `--check` (the test) removes the backup afterwards; without it the backup folder is kept and
 * its path printed. Ends with one PASS/FAIL line; exits 1 on failure.
 */
/* global fetch, Buffer */
import { execFileSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { adminQuery, createDatabase, directUrl, installPackages, shopCommand, shopReady, startCluster } from "./start-cluster.mjs";
import { startProcess, stopAllOnExit, stopProcess, waitFor } from "./processes.mjs";
import { buyOnce, shopClient, shoppingList } from "./shop-client.mjs";

const check = process.argv.includes("--check");
const RESTORED_DB = "taaza_backup_restored";
const RESTORED_PORT = 3698;
const TABLES = ["users", "addresses", "products", "checkouts", "orders", "order_items", "creatives"];

async function rowCounts(database) {
  const counts = {};
  for (const table of TABLES) counts[table] = (await adminQuery(`select count(*)::int as n from ${table}`, database)).rows[0].n;
  return counts;
}

async function imageHashes(base, names) {
  const hashes = {};
  for (const name of names) {
    const response = await fetch(`${base}/uploads/${name}`);
    if (!response.ok) throw new Error(`image ${name} -> ${response.status}`);
    hashes[name] = createHash("sha256")
      .update(Buffer.from(await response.arrayBuffer()))
      .digest("hex");
  }
  return hashes;
}

/** Two customers with two paid orders each, and what a restore must bring back. */
async function takeOrders(url) {
  const client = shopClient(url);
  const list = await shoppingList(client);
  const customers = [];
  for (const label of ["backup-a", "backup-b"]) {
    const customer = await client.signUp(label);
    const addressId = await client.addAddress(customer, list.pincode);
    const bills = [];
    for (const productId of list.productIds.slice(0, 2)) bills.push((await buyOnce(client, customer, addressId, productId)).order.billId);
    customers.push({ email: customer.email, bills });
  }
  const images = [...new Set((await client.products()).flatMap((p) => p.images))];
  return { customers, images, hashes: await imageHashes(url, images) };
}

function backUp(cluster, backupDir) {
  execFileSync("pg_dump", ["--format=custom", "--no-owner", "--file", path.join(backupDir, "taaza.dump"), cluster.directUrl]);
  execFileSync("tar", ["-czf", path.join(backupDir, "uploads.tar.gz"), "-C", cluster.uploadDir, "."]);
}

async function restore(backupDir, restoreDir) {
  await createDatabase(RESTORED_DB);
  execFileSync("pg_restore", ["--no-owner", "--exit-on-error", "--dbname", directUrl(RESTORED_DB), path.join(backupDir, "taaza.dump")]);
  const uploadDir = path.join(restoreDir, "uploads");
  mkdirSync(uploadDir);
  execFileSync("tar", ["-xzf", path.join(backupDir, "uploads.tar.gz"), "-C", uploadDir]);
  return uploadDir;
}

async function startRestoredShop(restoreDir, uploadDir) {
  const command = shopCommand();
  const env = {
    ...process.env,
    ...command.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(RESTORED_PORT),
    DATA_DIR: restoreDir,
    UPLOAD_DIR: uploadDir,
    DATABASE_URL: directUrl(RESTORED_DB),
    SESSION_SECRET: randomBytes(32).toString("hex"),
    PAYMENTS_TEST_MODE: "true",
    SEED_DEMO: "false",
    LOG_LEVEL: "warn",
  };
  const shop = startProcess("restored-shop", process.execPath, command.args, { cwd: command.cwd, env, logDir: restoreDir });
  const url = `http://127.0.0.1:${RESTORED_PORT}`;
  await waitFor("restored shop", () => shopReady(url), { process: shop, timeoutMs: 180_000, everyMs: 300 });
  return { shop, url };
}

/** Everything the source had, served by the restored shop; returns the problems found. */
async function compare(url, before, counts) {
  const problems = [];
  const client = shopClient(url);
  for (const { email, bills } of before.customers) {
    const customer = await client.logIn(email);
    const restored = (await client.myOrders(customer)).map((o) => o.billId).sort();
    if (restored.join() !== [...bills].sort().join())
      problems.push(`${email}: orders ${restored.join(", ")} instead of ${bills.join(", ")}`);
  }
  const hashes = await imageHashes(url, before.images);
  const changed = before.images.filter((name) => hashes[name] !== before.hashes[name]);
  if (changed.length > 0) problems.push(`${changed.length} images differ: ${changed.slice(0, 3).join(", ")}`);
  const restoredCounts = await rowCounts(RESTORED_DB);
  for (const table of TABLES)
    if (restoredCounts[table] !== counts[table]) problems.push(`${table}: ${restoredCounts[table]} rows instead of ${counts[table]}`);
  return problems;
}

installPackages();
const backupDir = mkdtempSync(path.join(tmpdir(), "taaza-backup-files-"));
const restoreDir = mkdtempSync(path.join(tmpdir(), "taaza-restore-"));
let cluster;
let restored;
async function cleanUp() {
  await cluster?.stop();
  if (restored) await stopProcess(restored.shop);
  await adminQuery(`drop database if exists ${RESTORED_DB} with (force)`).catch(() => undefined);
  rmSync(restoreDir, { recursive: true, force: true });
  if (check) rmSync(backupDir, { recursive: true, force: true });
}
stopAllOnExit(cleanUp);
try {
  cluster = await startCluster({ name: "backup", basePort: 3685, shops: 1 });
  const before = await takeOrders(cluster.url);
  const counts = await rowCounts(cluster.database);
  backUp(cluster, backupDir);
  console.log(`backup: ${counts.orders} orders, ${counts.users} accounts, ${before.images.length} product images -> ${backupDir}`);
  await cluster.stop();
  cluster = null;
  console.log("source shop, database and images deleted");

  const uploadDir = await restore(backupDir, restoreDir);
  restored = await startRestoredShop(restoreDir, uploadDir);
  console.log(`restored into database ${RESTORED_DB} and ${uploadDir}; shop on ${restored.url}`);
  const problems = await compare(restored.url, before, counts);
  for (const p of problems) console.log(`  problem: ${p}`);
  await cleanUp();
  const summary = `${before.customers.length} customers logged in and saw their ${before.customers.flatMap((c) => c.bills).length} orders, ${before.images.length} images identical, row counts equal`;
  console.log(problems.length === 0 ? `PASS backup:drill: ${summary}` : `FAIL backup:drill: ${problems.length} problems`);
  if (!check) console.log(`the backup is kept in ${backupDir} (taaza.dump, uploads.tar.gz)`);
  process.exit(problems.length === 0 ? 0 : 1);
} catch (error) {
  console.error(error);
  await cleanUp();
  console.log(`FAIL backup:drill: ${error.message}`);
  process.exit(1);
}
