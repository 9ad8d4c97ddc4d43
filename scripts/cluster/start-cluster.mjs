/**
 * Starts the shop as production runs it, on one machine and on loopback only:
 *
 *   nginx :base ──► shop 1..n :base+10.. ──► PgBouncer :base+1 (transaction pooling) ──► PostgreSQL :5432
 *                        └──► Redis :base+2 (its own instance)        (listener: DATABASE_DIRECT_URL)
 *
 * Every config file is generated into a fresh run folder (logs too); nothing system-wide is
 * touched. The database is created fresh. `stop()` ends every process and drops the database.
 */
/* global fetch, AbortSignal */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { answers, startProcess, stopProcess, waitFor } from "./processes.mjs";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const POSTGRES = { host: "127.0.0.1", port: 5432, user: "postgres" };
/** PgBouncer will not run as root; the machine's postgres account runs it. */
const PGBOUNCER_USER = "postgres";
/** How long nginx keeps a shop out after it failed (its passive health check). */
export const NGINX_FAIL_TIMEOUT_S = 5;

/**
 * How a shop process starts. The compiled server (when built) runs as apps/server's `start` script
 * runs it, with that script's environment variables and node flags, but as a single process, so
 * its pid is the server's own (kill -9 must hit the server, not npm). Otherwise the TypeScript
 * source runs through tsx.
 */
export function shopCommand() {
  const serverDir = path.join(ROOT, "apps/server");
  if (!existsSync(path.join(serverDir, "dist/main.js")))
    return { kind: "tsx", cwd: ROOT, env: {}, args: ["--import", "tsx", "apps/server/src/main.ts"] };
  const words = (JSON.parse(readFileSync(path.join(serverDir, "package.json"), "utf8")).scripts?.start ?? "").split(/\s+/).filter(Boolean);
  const env = {};
  while (/^[A-Z_][A-Z0-9_]*=/.test(words[0] ?? "")) {
    const [name, ...value] = words.shift().split("=");
    env[name] = value.join("=");
  }
  const args = words[0] === "node" && words.at(-1) === "dist/main.js" ? words.slice(1) : ["dist/main.js"];
  return { kind: `compiled (node ${args.join(" ")})`, cwd: serverDir, env, args };
}

/** `/api/ready` (database reachable, migrations done) where the server has it, `/api/health` otherwise. */
export async function shopReady(url) {
  const ready = await fetch(`${url}/api/ready`, { signal: AbortSignal.timeout(2000) });
  await ready.arrayBuffer();
  if (ready.status !== 404) return ready.ok;
  return answers(`${url}/api/health`);
}

export function installPackages() {
  execFileSync("sh", [path.join(ROOT, "scripts/cluster/ensure-packages.sh")], { stdio: "inherit" });
}

export async function adminQuery(text, database = "postgres", port = POSTGRES.port) {
  const client = new pg.Client({ ...POSTGRES, port, database });
  // The fault test cuts connections: a cut one fails its query, it must not end this script.
  client.on("error", () => undefined);
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

export async function createDatabase(name) {
  await adminQuery(`drop database if exists ${name} with (force)`);
  await adminQuery(`create database ${name}`);
}

export const directUrl = (database) => `postgres://${POSTGRES.user}@${POSTGRES.host}:${POSTGRES.port}/${database}`;

/**
 * @param {{ name: string, basePort: number, shops?: number, s3?: boolean, env?: Record<string, string>, log?: (line: string) => void }} options
 *   `name` names the database (taaza_<name>) and the run folder; `env` is added to every shop's
 *   environment. With `s3`, images go to a local s3rver and each shop gets an upload folder of its
 *   own (so only the object store can make them share images); otherwise one folder is shared.
 */
export async function startCluster({ name, basePort, shops = 3, s3 = false, env = {}, log = console.log }) {
  const runDir = mkdtempSync(path.join(tmpdir(), `taaza-${name}-`));
  chmodSync(runDir, 0o755);
  const database = `taaza_${name}`;
  const ports = { nginx: basePort, pgbouncer: basePort + 1, redis: basePort + 2, s3: basePort + 3, shop: (i) => basePort + 10 + i };
  const secret = randomBytes(32).toString("hex");
  const admin = { email: `admin@${name}.local`, password: `Cluster#${randomBytes(6).toString("hex")}A1` };
  const uploadDir = path.join(runDir, "uploads");
  mkdirSync(uploadDir);
  const processes = {};
  const shopEntries = [];
  const command = shopCommand();

  async function startPgBouncer() {
    writeFileSync(path.join(runDir, "userlist.txt"), `"${POSTGRES.user}" ""\n`);
    writeFileSync(path.join(runDir, "pgbouncer.ini"), pgbouncerIni({ database, port: ports.pgbouncer, runDir }));
    processes.pgbouncer = startProcess("pgbouncer", "/usr/sbin/pgbouncer", [path.join(runDir, "pgbouncer.ini")], {
      logDir: runDir,
      user: pgbouncerUser(),
    });
    await waitFor("PgBouncer", () => adminPing(ports.pgbouncer, database), { process: processes.pgbouncer });
  }

  async function startRedis() {
    processes.redis = startProcess(
      "redis",
      "redis-server",
      ["--bind", "127.0.0.1", "--port", String(ports.redis), "--save", "", "--appendonly", "no", "--dir", runDir],
      {
        logDir: runDir,
      },
    );
    await waitFor("Redis", () => redisPing(ports.redis), { process: processes.redis });
  }

  async function startS3() {
    mkdirSync(path.join(runDir, "s3"));
    processes.s3 = startProcess(
      "s3rver",
      process.execPath,
      [path.join(ROOT, "scripts/cluster/s3-server.mjs"), String(ports.s3), path.join(runDir, "s3"), S3_BUCKET],
      { logDir: runDir },
    );
    await waitFor("s3rver", () => answers(`http://127.0.0.1:${ports.s3}/${S3_BUCKET}`), { process: processes.s3 });
  }

  async function stopRedis() {
    await stopProcess(processes.redis);
  }

  function shopEnv(i, seed) {
    return {
      ...process.env,
      ...command.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(ports.shop(i)),
      DATA_DIR: path.join(runDir, `shop-${i + 1}`),
      UPLOAD_DIR: s3 ? path.join(runDir, `shop-${i + 1}`, "uploads") : uploadDir,
      ...(s3 ? s3Env(ports.s3) : {}),
      DATABASE_URL: `postgres://${POSTGRES.user}@127.0.0.1:${ports.pgbouncer}/${database}`,
      // LISTEN/NOTIFY needs a session of its own, which transaction pooling does not give.
      DATABASE_DIRECT_URL: directUrl(database),
      REDIS_URL: `redis://127.0.0.1:${ports.redis}`,
      // nginx overwrites X-Forwarded-For with the peer's address, so the header can be trusted.
      TRUST_PROXY: "true",
      SESSION_SECRET: secret,
      PAYMENTS_TEST_MODE: "true",
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      SEED_DEMO: seed ? "true" : "false",
      LOG_LEVEL: "warn",
      ...env,
    };
  }

  /** Starts shop i and waits until it is ready. The first start loads the demo catalog. */
  async function startShop(i, { seed = false } = {}) {
    if (stopping) throw new Error(`shop ${i + 1}: not started, the cluster is stopping`);
    const entry = startProcess(`shop-${i + 1}`, process.execPath, command.args, {
      cwd: command.cwd,
      env: shopEnv(i, seed),
      logDir: runDir,
    });
    shopEntries[i] = entry;
    await waitFor(`shop ${i + 1}`, () => shopReady(shopUrl(i)), { process: entry, timeoutMs: 180_000, everyMs: 300 });
    return entry;
  }

  const shopUrl = (i) => `http://127.0.0.1:${ports.shop(i)}`;

  async function startNginx() {
    writeNginxConf(Array.from({ length: shops }, (_, i) => i));
    mkdirSync(path.join(runDir, "nginx-temp"));
    processes.nginx = startProcess(
      "nginx",
      "/usr/sbin/nginx",
      ["-p", runDir, "-c", path.join(runDir, "nginx.conf"), "-e", path.join(runDir, "nginx-error.log"), "-g", "daemon off;"],
      {
        logDir: runDir,
      },
    );
    await waitFor("nginx", () => answers(`http://127.0.0.1:${ports.nginx}/api/health`), { process: processes.nginx });
  }

  function writeNginxConf(indices) {
    writeFileSync(path.join(runDir, "nginx.conf"), nginxConf({ port: ports.nginx, upstreams: indices.map(ports.shop), runDir }));
  }

  /** Points nginx at only these shops (a reload: new workers take new connections at once). */
  async function setUpstreams(indices) {
    writeNginxConf(indices);
    processes.nginx.child.kill("SIGHUP");
    const wanted = new Set(indices.map((i) => `127.0.0.1:${ports.shop(i)}`));
    await waitFor("nginx reload", async () => {
      for (let n = 0; n < 2 * shops; n++) {
        const response = await fetch(`http://127.0.0.1:${ports.nginx}/api/health`);
        await response.arrayBuffer();
        if (!wanted.has(response.headers.get("x-upstream"))) return false;
      }
      return true;
    });
  }

  let stopping = false;
  async function stop({ keepRunDir = false } = {}) {
    stopping = true;
    if (processes.nginx) await stopProcess(processes.nginx);
    await Promise.all(shopEntries.filter(Boolean).map((entry) => stopProcess(entry)));
    if (processes.pgbouncer) await stopProcess(processes.pgbouncer, "SIGINT");
    if (processes.redis) await stopProcess(processes.redis);
    if (processes.s3) await stopProcess(processes.s3);
    await adminQuery(`drop database if exists ${database} with (force)`).catch(() => undefined);
    if (!keepRunDir) rmSync(runDir, { recursive: true, force: true });
  }

  try {
    await createDatabase(database);
    log(`Run folder ${runDir} (configs and logs); database ${database}; shop command: ${command.kind}`);
    await startPgBouncer();
    await startRedis();
    log(`PgBouncer on 127.0.0.1:${ports.pgbouncer} (transaction pooling), Redis on 127.0.0.1:${ports.redis}`);
    if (s3) {
      await startS3();
      log(`s3rver on 127.0.0.1:${ports.s3} (bucket ${S3_BUCKET}); each shop has an upload folder of its own`);
    }
    // One at a time: the first migrates and seeds, and no two start under the migration lock together.
    for (let i = 0; i < shops; i++) {
      const started = Date.now();
      await startShop(i, { seed: i === 0 });
      log(`shop ${i + 1} ready on 127.0.0.1:${ports.shop(i)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    await startNginx();
  } catch (error) {
    await stop({ keepRunDir: true });
    throw error;
  }

  return {
    url: `http://127.0.0.1:${ports.nginx}`,
    runDir,
    database,
    directUrl: directUrl(database),
    uploadDir,
    admin,
    shops,
    shopUrl,
    shopPid: (i) => shopEntries[i].child.pid,
    shopAlive: (i) => shopEntries[i].child.exitCode === null && shopEntries[i].child.signalCode === null,
    shopExited: (i) => shopEntries[i].exited,
    startShop,
    killShop: (i) => stopProcess(shopEntries[i], "SIGKILL"),
    startRedis,
    stopRedis,
    setUpstreams,
    /** A command on PgBouncer's admin console (SHOW POOLS, KILL db, RESUME db...). */
    pgbouncer: (command) => adminQuery(command, "pgbouncer", ports.pgbouncer),
    stop,
  };
}

const S3_BUCKET = "taaza-images";

/** The shop's S3 settings for the local s3rver (its fixed keys). */
function s3Env(port) {
  return {
    S3_BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    S3_REGION: "us-east-1",
  };
}

function pgbouncerUser() {
  if (process.getuid?.() !== 0) return undefined;
  const uid = Number(execFileSync("id", ["-u", PGBOUNCER_USER]).toString());
  const gid = Number(execFileSync("id", ["-g", PGBOUNCER_USER]).toString());
  return { uid, gid };
}

async function adminPing(port, database) {
  const client = new pg.Client({ host: "127.0.0.1", port, user: POSTGRES.user, database });
  await client.connect();
  await client.query("select 1");
  await client.end();
  return true;
}

async function redisPing(port) {
  const { Redis } = await import("ioredis");
  const client = new Redis({ host: "127.0.0.1", port, lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  // A refused connection is the answer "not yet", not an error to report.
  client.on("error", () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === "PONG";
  } finally {
    client.disconnect();
  }
}

function pgbouncerIni({ database, port, runDir }) {
  return `[databases]
${database} = host=${POSTGRES.host} port=${POSTGRES.port} dbname=${database} user=${POSTGRES.user}

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${port}
unix_socket_dir =
auth_type = trust
auth_file = ${runDir}/userlist.txt
; A server connection is lent for one transaction at a time: the setting the shop must work with.
pool_mode = transaction
max_client_conn = 500
default_pool_size = 20
ignore_startup_parameters = extra_float_digits,options
; The console (database "pgbouncer") lets the fault test drop every client connection at once.
admin_users = ${POSTGRES.user}
`;
}

export function nginxConf({ port, upstreams, runDir }) {
  const temp = path.join(runDir, "nginx-temp");
  return `worker_processes 1;
pid ${runDir}/nginx.pid;
error_log ${runDir}/nginx-error.log warn;
events { worker_connections 2048; }
http {
  access_log off;
  client_body_temp_path ${temp}/body;
  proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;
  client_max_body_size 6m;

  upstream taaza {
    # Passive health checks: a shop that fails is skipped for ${NGINX_FAIL_TIMEOUT_S} s, then tried again.
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=${NGINX_FAIL_TIMEOUT_S}s;`).join("\n")}
    # The same shops again as backups that are never marked failed. nginx turns to them only when
    # every shop above is marked failed, as when the database is cut over: each shop answers 503
    # to the requests caught in the cut, and without these nginx would answer 502 "no live
    # upstreams" for the whole fail_timeout although the shops serve again within a second.
${upstreams.map((p) => `    server 127.0.0.1:${p} backup max_fails=0;`).join("\n")}
    keepalive 64;
  }

  server {
    listen 127.0.0.1:${port};
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $host;
    # Overwritten, not appended: this is the edge, so a client cannot forge its address.
    proxy_set_header X-Forwarded-For $remote_addr;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_connect_timeout 2s;
    proxy_read_timeout 30s;
    add_header X-Upstream $upstream_addr always;

    # Reads (GET, HEAD) are tried once more on another shop when a shop cannot be reached, times
    # out or answers 502/503/504: a shop restarting, or one whose database connection was just cut.
    # Two tries, not one per shop: when the database itself is away every shop says so, and the
    # second shop's 503 (with Retry-After) is the answer the browser gets.
    location / {
      error_page 418 = @writes;
      if ($request_method !~ ^(GET|HEAD)$) {
        return 418;
      }
      proxy_pass http://taaza;
      proxy_next_upstream error timeout http_502 http_503 http_504;
      proxy_next_upstream_tries 2;
      proxy_next_upstream_timeout 10s;
    }

    # Everything else (placing an order, paying, refunds, any change) is sent to a second shop only
    # when the first could not be reached at all. nginx never resends a POST or PATCH it has sent;
    # a PUT or DELETE it would resend only if the shop broke the connection while handling it, and
    # those only set a state (a status, a profile, a removed line), so a repeat changes nothing.
    location @writes {
      proxy_pass http://taaza;
      proxy_next_upstream error;
      proxy_next_upstream_tries 2;
    }
  }
}
`;
}
