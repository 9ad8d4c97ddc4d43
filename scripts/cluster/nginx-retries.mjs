#!/usr/bin/env node
/**
 * `npm run test:nginx`: the cluster's nginx configuration (start-cluster.mjs) in front of three
 * stand-in shops whose answers the script chooses, about 20 s:
 *
 *   - the database is cut over: every shop answers 503 for 1 s. Reads get the shops' 503 (never
 *     nginx's 502) during the cut, and 200 as soon as it is over: no window of 502 "no live
 *     upstreams" while nginx's passive check keeps the shops out;
 *   - one shop lost its database connection (it alone answers 503): every read is answered 200
 *     by another shop;
 *   - a write (POST, PUT, DELETE, PATCH) answered 503 reached one shop, once: nothing can place or
 *     pay twice;
 *   - a shop is down (connection refused): reads and writes go to the others, all 200.
 * Then the check of the first case is run against the same configuration without its backup
 * servers (the configuration before issue 35), and must see the 502 window there: a check that
 * cannot fail guards nothing. Ends with one PASS/FAIL line; exits 1 on failure.
 */
/* global fetch, setTimeout */
import { createServer } from "node:http";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { installPackages, nginxConf } from "./start-cluster.mjs";
import { startProcess, stopAllOnExit, stopProcess, waitFor } from "./processes.mjs";

const BASE_PORT = Number(process.env.CLUSTER_PORT ?? 3660);
const SHOP_PORTS = [BASE_PORT + 10, BASE_PORT + 11, BASE_PORT + 12];
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Three stand-in shops: each answers 200, answers 503 as a shop without its database does, or is down. */
function standInShops() {
  const modes = SHOP_PORTS.map(() => "ok");
  /** How many times each method and path reached any shop. */
  const hits = new Map();
  const servers = SHOP_PORTS.map((port, i) => {
    const server = createServer((request, response) => {
      request.resume();
      request.on("end", () => {
        const key = `${request.method} ${request.url}`;
        hits.set(key, (hits.get(key) ?? 0) + 1);
        if (modes[i] === "503") {
          response.writeHead(503, { "content-type": "application/json", "retry-after": "1" });
          response.end('{"error":"Service temporarily unavailable, please retry","code":"SERVICE_UNAVAILABLE"}');
        } else response.end('{"ok":true}');
      });
    });
    server.keepAliveTimeout = 60_000;
    return server;
  });
  const listen = (i) => new Promise((resolve) => servers[i].listen(SHOP_PORTS[i], "127.0.0.1", resolve));
  return {
    hits,
    start: () => Promise.all(servers.map((_, i) => listen(i))),
    async set(i, mode) {
      if (mode === "down" && modes[i] !== "down") {
        servers[i].closeAllConnections();
        await new Promise((resolve) => servers[i].close(resolve));
      } else if (mode !== "down" && modes[i] === "down") await listen(i);
      modes[i] = mode;
    },
    setAll(mode) {
      return Promise.all(SHOP_PORTS.map((_, i) => this.set(i, mode)));
    },
    stop: () =>
      Promise.all(
        servers.map((server) => {
          server.closeAllConnections();
          return new Promise((resolve) => (server.listening ? server.close(resolve) : resolve()));
        }),
      ),
  };
}

async function startNginx(runDir, conf) {
  writeFileSync(path.join(runDir, "nginx.conf"), conf);
  const nginx = startProcess(
    "nginx",
    "/usr/sbin/nginx",
    ["-p", runDir, "-c", path.join(runDir, "nginx.conf"), "-e", path.join(runDir, "nginx-error.log"), "-g", "daemon off;"],
    { logDir: runDir },
  );
  await waitFor("nginx", async () => (await request("GET", "/ready")) === 200, { process: nginx });
  return nginx;
}

async function request(method, url) {
  try {
    const response = await fetch(`http://127.0.0.1:${BASE_PORT}${url}`, { method, body: method === "GET" ? undefined : "{}" });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

/**
 * Readers loop on GET for `ms`, while `during` runs: each answer with its status and its time.
 */
async function readWhile(ms, during) {
  const answers = [];
  const until = Date.now() + ms;
  const reader = async (n) => {
    while (Date.now() < until) answers.push({ at: Date.now(), status: await request("GET", `/api/products?reader=${n}`) });
  };
  await Promise.all([...Array.from({ length: 6 }, (_, n) => reader(n)), during()]);
  return answers;
}

const count = (answers, status) => answers.filter((a) => a.status === status).length;

/** Every shop answers 503 for 1 s; returns the reads during the cut and after it. */
async function databaseCut(shops) {
  let cutFrom = 0;
  let cutTo = 0;
  const answers = await readWhile(8000, async () => {
    await pause(1000);
    cutFrom = Date.now();
    await shops.setAll("503");
    await pause(1000);
    await shops.setAll("ok");
    cutTo = Date.now();
  });
  // A read sent just before the shops came back may still carry their 503.
  const during = answers.filter((a) => a.at >= cutFrom && a.at <= cutTo + 100);
  const after = answers.filter((a) => a.at > cutTo + 100);
  return { during, after };
}

installPackages();
const runDir = mkdtempSync(path.join(tmpdir(), "taaza-nginx-retries-"));
mkdirSync(path.join(runDir, "nginx-temp"));
const shops = standInShops();
stopAllOnExit(() => shops.stop());
const failures = [];
const expect = (ok, message) => {
  if (!ok) failures.push(message);
  console.log(`${ok ? "ok  " : "FAIL"} ${message}`);
};

try {
  await shops.start();
  const conf = nginxConf({ port: BASE_PORT, upstreams: SHOP_PORTS, runDir });
  let nginx = await startNginx(runDir, conf);

  const cut = await databaseCut(shops);
  expect(
    count(cut.during, 502) === 0 && count(cut.during, 503) > 0,
    `database cut over (every shop 503 for 1 s): ${count(cut.during, 503)} reads answered the shops' 503, ${count(cut.during, 502)} x 502`,
  );
  expect(
    cut.after.length > 0 && cut.after.every((a) => a.status === 200),
    `after the cut: ${count(cut.after, 200)} of ${cut.after.length} reads answered 200 at once (${count(cut.after, 502)} x 502)`,
  );

  await pause(6000); // nginx's fail_timeout (5 s): every shop back in the rotation
  await shops.set(0, "503");
  const oneShop = await readWhile(2000, async () => undefined);
  await shops.set(0, "ok");
  expect(
    oneShop.every((a) => a.status === 200),
    `one shop without its database: ${count(oneShop, 200)} of ${oneShop.length} reads answered 200 by another shop`,
  );

  await shops.setAll("503");
  const writes = {};
  for (const method of ["POST", "PUT", "DELETE", "PATCH"]) writes[method] = await request(method, `/api/write-${method}`);
  await shops.setAll("ok");
  const sentOnce = Object.keys(writes).every((method) => shops.hits.get(`${method} /api/write-${method}`) === 1);
  expect(
    sentOnce && Object.values(writes).every((status) => status === 503),
    `writes answered 503 reached one shop once each: ${Object.keys(writes)
      .map((m) => `${m} x ${shops.hits.get(`${m} /api/write-${m}`) ?? 0}`)
      .join(", ")}`,
  );

  await shops.set(1, "down");
  const readsWhileDown = await Promise.all(Array.from({ length: 30 }, (_, n) => request("GET", `/api/products?down=${n}`)));
  const writesWhileDown = [];
  for (let n = 0; n < 30; n++) writesWhileDown.push(await request("POST", `/api/down-${n}`));
  await shops.set(1, "ok");
  const downOk = [...readsWhileDown, ...writesWhileDown].every((status) => status === 200);
  const eachOnce = Array.from({ length: 30 }, (_, n) => shops.hits.get(`POST /api/down-${n}`)).every((hits) => hits === 1);
  expect(downOk && eachOnce, "a shop down: 30 reads and 30 writes all answered 200 by the others, each write once");

  // The same check without the backup servers: it must see the window it guards against.
  await stopProcess(nginx);
  await pause(200);
  nginx = await startNginx(runDir, conf.replace(/^.*backup max_fails=0;\n/gm, ""));
  const naive = await databaseCut(shops);
  const window = naive.after.filter((a) => a.status === 502);
  const seconds = window.length ? (window.at(-1).at - window[0].at) / 1000 : 0;
  expect(
    window.length > 0,
    `self-test, without the backup servers: ${window.length} x 502 "no live upstreams" over ${seconds.toFixed(1)} s after the shops had recovered`,
  );
  await stopProcess(nginx);
} catch (error) {
  failures.push(error.message);
  console.error(error);
}
await shops.stop();
if (failures.length === 0) rmSync(runDir, { recursive: true, force: true });
console.log(
  failures.length === 0
    ? "PASS nginx: reads are retried on another shop and never meet a 502 window after a database cut; writes are sent once"
    : `FAIL nginx: ${failures.join("; ")} (run folder ${runDir})`,
);
process.exit(failures.length === 0 ? 0 : 1);
