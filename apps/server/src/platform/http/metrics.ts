import { timingSafeEqual } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { collectDefaultMetrics, Counter, Gauge, Registry } from "prom-client";
import type { PoolStats } from "../database/client.ts";
import type { StatementStats } from "../database/statement-stats.ts";
import { RequestMetrics } from "./request-metrics.ts";

/** What the shop counts besides HTTP traffic; use cases report through it. */
export interface ShopMetrics {
  orderPlaced(): void;
  paymentSettled(path: "browser" | "webhook"): void;
  /** A paid checkout that could not become an order (the basket changed): the money is due back. */
  paymentRefundDue(path: "browser" | "webhook"): void;
}

export interface MetricsRegistry extends ShopMetrics {
  registry: Registry;
  observeRequest(request: FastifyRequest, statusCode: number, seconds: number): void;
  /** The same, for an answer given outside Fastify (the public read lane) under its route's pattern. */
  observe(method: string, route: string, statusCode: number, seconds: number): void;
}

/** One registry per app (tests build many apps in one process), with the process's own metrics. */
export function createMetrics(
  poolStats: () => PoolStats | null,
  statementStats: () => StatementStats | null = () => null,
): MetricsRegistry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new RequestMetrics(registry);
  new Gauge({
    name: "db_pool_connections",
    help: "PostgreSQL pool connections by state (total, idle, waiting clients, max)",
    labelNames: ["state"],
    registers: [registry],
    collect() {
      const stats = poolStats();
      if (!stats) return;
      this.set({ state: "total" }, stats.total);
      this.set({ state: "idle" }, stats.idle);
      this.set({ state: "waiting" }, stats.waiting);
      this.set({ state: "max" }, stats.max);
    },
  });
  new Counter({
    name: "db_statements_total",
    help: "SQL statements sent to the database (BEGIN and COMMIT included)",
    registers: [registry],
    collect() {
      const stats = statementStats();
      if (!stats) return;
      this.reset();
      this.inc(stats.count);
    },
  });
  new Counter({
    name: "db_statement_seconds_total",
    help: "Time spent waiting for SQL statements' answers, summed over concurrent statements",
    registers: [registry],
    collect() {
      const stats = statementStats();
      if (!stats) return;
      this.reset();
      this.inc(stats.milliseconds / 1000);
    },
  });
  const orders = new Counter({ name: "taaza_orders_placed_total", help: "Orders created from settled payments", registers: [registry] });
  const settled = new Counter({
    name: "taaza_payments_settled_total",
    help: "Payments settled into an order",
    labelNames: ["path"],
    registers: [registry],
  });
  const refundDue = new Counter({
    name: "taaza_payments_refund_due_total",
    help: "Paid checkouts rejected because the basket changed: refunds due",
    labelNames: ["path"],
    registers: [registry],
  });
  const observe = (method: string, route: string, statusCode: number, seconds: number) =>
    requests.observe(method, route, statusCode, seconds);
  return {
    registry,
    // The route pattern, never the raw URL: one series per route, not per product id.
    observeRequest: (request, statusCode, seconds) => observe(request.method, request.routeOptions.url ?? "unmatched", statusCode, seconds),
    observe,
    orderPlaced: () => orders.inc(),
    paymentSettled: (path) => settled.inc({ path }),
    paymentRefundDue: (path) => refundDue.inc({ path }),
  };
}

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith("Bearer ") ? header.slice(7) : "");
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Records every request, and serves the metrics: on their own port when `port` is set (bind it
 * where only the monitoring can reach), otherwise at /metrics behind the bearer token. With
 * neither, the shop does not expose them.
 */
export async function registerMetrics(
  app: FastifyInstance,
  metrics: MetricsRegistry,
  options: { token: string | null; port: number | null; host: string },
): Promise<void> {
  app.addHook("onResponse", async (request, reply) => {
    metrics.observeRequest(request, reply.statusCode, reply.elapsedTime / 1000);
  });
  if (options.port !== null) {
    const server = metricsServer(metrics, options.token);
    app.addHook("onListen", async () => {
      await new Promise<void>((resolve, reject) => {
        server.once("error", reject);
        server.listen(options.port ?? 0, options.host, resolve);
      });
    });
    app.addHook("onClose", async () => {
      if (server.listening) await new Promise((resolve) => server.close(resolve));
    });
    return;
  }
  const { token } = options;
  if (!token) return;
  app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
    if (!tokenMatches(request.headers.authorization, token)) {
      return reply.status(401).header("www-authenticate", "Bearer").send({ error: "A valid metrics token is required" });
    }
    return reply
      .type(metrics.registry.contentType)
      .header("cache-control", "no-store")
      .send(await metrics.registry.metrics());
  });
}

function metricsServer(metrics: MetricsRegistry, token: string | null): Server {
  return createServer((request, response) => {
    const refuse = (status: number, error: string) => {
      response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify({ error }));
    };
    if (request.url !== "/metrics") return refuse(404, "Not found");
    if (token && !tokenMatches(request.headers.authorization, token)) return refuse(401, "A valid metrics token is required");
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { "content-type": metrics.registry.contentType }).end(text),
      () => refuse(500, "Internal error"),
    );
  });
}
