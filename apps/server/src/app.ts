import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import path from "node:path";
import cors from "@fastify/cors";
import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";
import swagger from "@fastify/swagger";
import Fastify, { LogController, type FastifyInstance } from "fastify";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { Redis } from "ioredis";
import type { AppDeps } from "./app-deps.ts";
import type { Config } from "./platform/config.ts";
import { pingDatabase } from "./platform/database/client.ts";
import { registerCachedVersions } from "./platform/http/cached-version.ts";
import { registerErrorHandler } from "./platform/http/error-handler.ts";
import { createMetrics, registerMetrics } from "./platform/http/metrics.ts";
import { redisWithFallbackStore, settleRedisConnection } from "./platform/http/rate-limit-store.ts";
import { HttpError } from "./platform/http/http-error.ts";
import { registerNulCharacterCheck } from "./platform/http/reject-nul-characters.ts";
import { registerRouteTable } from "./http/route-table.ts";
import { PublicReadLane } from "./platform/http/public-read-lane.ts";
import { plainRequestSecurityHeaders, registerSecurityHeaders, securityHeaderSets } from "./platform/http/security-headers.ts";
import { registerUploads } from "./platform/http/uploads-route.ts";
import { registerWebApp } from "./http/web-app.ts";
import { MAX_IMAGE_BYTES, MESSAGES, SERVER_MESSAGES } from "@taaza/domain";
import { accountOf, accountsRoutes, accountViewAfterLineWrite, memoryFailedLogins, redisFailedLogins } from "./modules/accounts/index.ts";
import { addressesRoutes } from "./modules/addresses/index.ts";
import { adminCatalogRoutes } from "./modules/admin-catalog/index.ts";
import { adminChartsRoutes } from "./modules/admin-charts/index.ts";
import { adminInsightsRoutes } from "./modules/admin-insights/index.ts";
import { adminOrdersRoutes } from "./modules/admin-orders/index.ts";
import { basketRoutes } from "./modules/basket/index.ts";
import { billingRoutes } from "./modules/billing/index.ts";
import { catalogRoutes } from "./modules/catalog/index.ts";
import { checkoutRoutes, paymentsRoutes, startReconciliation } from "./modules/checkout/index.ts";
import { deliveryRoutes } from "./modules/delivery/index.ts";
import { deliverySlotsRoutes } from "./modules/delivery-slots/index.ts";
import { liveOrdersRoutes, orderEventHub } from "./modules/live-orders/index.ts";
import { channelFromConfig, outboxRoutes, startOutboxDispatcher } from "./modules/messages/index.ts";
import { flashDealsRoutes } from "./modules/flash-deals/index.ts";
import { ordersRoutes } from "./modules/orders/index.ts";
import { isTestProvider, paymentProviderFromConfig } from "./modules/payments/index.ts";
import { refundsRoutes, settleRefund } from "./modules/refunds/index.ts";
import { reviewsRoutes } from "./modules/reviews/index.ts";
import { shopInfoRoutes } from "./modules/shop-info/index.ts";
import { storefrontContentRoutes } from "./modules/storefront-content/index.ts";
import { readLoadAfterPaint, sitemapRoutes } from "./modules/storefront-pages/index.ts";
import { SERVER_ROOT } from "./server-root.ts";

export const DEFAULT_WEB_DIST = path.join(SERVER_ROOT, "..", "web", "dist");

/**
 * Fastify's option for the configured proxies. A hop count becomes the function proxy-addr uses
 * for one (trust the nearest n hops), which Fastify's types do not list as a number.
 */
function trustProxyOption(trust: Config["trustProxy"]): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === "number" ? (_address, hop) => hop < trust : trust;
}

/** The request's id: the caller's X-Request-Id when it looks like one, else a new one. */
function requestIdOf(request: IncomingMessage): string {
  const given = request.headers["x-request-id"];
  return typeof given === "string" && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
}

/** The whole HTTP app, built from its dependencies; `main.ts` listens, tests inject. */
export async function buildApp(deps: AppDeps, options: { webDist?: string | null } = {}): Promise<FastifyInstance> {
  const { config } = deps;
  const metrics = createMetrics(
    () => deps.database?.poolStats() ?? null,
    () => deps.database?.statementStats?.() ?? null,
  );
  deps.metrics ??= metrics;
  const webDist = options.webDist === undefined ? (config.webDist ?? DEFAULT_WEB_DIST) : options.webDist;
  // The drawn pages' one inline script, which their Content-Security-Policy allows by its hash.
  const loadAfterPaint = readLoadAfterPaint(webDist);
  const securityHeaders = securityHeaderSets(
    { google: Boolean(config.google.clientId), razorpay: Boolean(config.razorpay) },
    loadAfterPaint ? [loadAfterPaint.cspSource] : [],
  );
  const trustProxy = trustProxyOption(config.trustProxy);
  // The lane applies "no proxy" and a hop count itself; an address list is left to Fastify.
  const trustsNearestHop =
    trustProxy === false ? () => false : typeof trustProxy === "function" ? (address: string) => trustProxy(address, 0) : null;
  const lane = new PublicReadLane({
    // A cross-origin read under CORS_ORIGINS gets @fastify/cors's headers, which only Fastify adds.
    hookHeaders: (request) =>
      config.corsOrigins.length > 0 && request.headers.origin !== undefined
        ? null
        : plainRequestSecurityHeaders(securityHeaders, config.hsts, request, trustsNearestHop),
    requestId: requestIdOf,
    answered: (request, response, route, seconds) => {
      metrics.observe("GET", route, response.statusCode, seconds);
      if (Math.random() < config.requestLogSample) {
        app.log.info(
          { req: { method: request.method, url: request.url }, res: { statusCode: response.statusCode }, responseTime: seconds * 1000 },
          "request completed",
        );
      }
    },
  });
  const app = Fastify({
    logger: { level: config.logLevel, redact: ["req.headers.authorization", "req.headers.cookie"] },
    genReqId: requestIdOf,
    // Listening (main.ts), the public read lane answers repeat catalog reads before Fastify does.
    serverFactory: (handler, settings) => lane.server(handler, settings),
    trustProxy,
    // Requests are logged once, when answered, and only a sample of them (REQUEST_LOG_SAMPLE).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 256 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  deps.orderEvents ??= orderEventHub(deps.changes ?? null, (error) => app.log.warn({ err: error }, "could not pass on an order change"));
  app.decorate("deps", deps);
  app.decorate("publicReadLane", lane);
  registerRouteTable(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerNulCharacterCheck(app);
  registerSecurityHeaders(app, securityHeaders, config.hsts);
  registerCachedVersions(app, deps.changes ?? null);
  await registerMetrics(app, metrics, { token: config.metrics.token, port: config.metrics.port, host: config.metrics.host });

  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
  if (config.requestLogSample > 0) {
    app.addHook("onResponse", async (request, reply) => {
      if (reply.statusCode >= 500 || Math.random() < config.requestLogSample) {
        request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, "request completed");
      }
    });
  }
  app.addHook("onSend", async (_request, reply, payload) => {
    reply.header("server-timing", `app;dur=${reply.elapsedTime.toFixed(1)}`);
    return payload;
  });

  if (config.corsOrigins.length > 0) {
    await app.register(cors, { origin: config.corsOrigins, credentials: false });
  }
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 4, fields: 20 } });
  // With Redis, every process behind the load balancer counts the same attempts. Commands fail
  // at once while it is away (no offline queue), and the store counts in this process meanwhile.
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, {
        connectTimeout: 2000,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
      })
    : null;
  // The store listens for the connection's errors, so it exists before the connection settles.
  const sharedStore = redis ? redisWithFallbackStore(redis, app.log) : null;
  if (redis) {
    app.addHook("onClose", async () => redis.disconnect());
    await settleRedisConnection(redis, 2000);
  }
  await app.register(rateLimit, {
    global: false,
    ...(sharedStore ? { store: sharedStore } : {}),
    errorResponseBuilder: () => new HttpError(429, SERVER_MESSAGES.auth.tooManyAttempts),
  });
  const localFailedLogins = memoryFailedLogins(() => deps.now().getTime());
  const failedLogins = redis ? redisFailedLogins(redis, localFailedLogins) : localFailedLogins;
  await app.register(swagger, {
    openapi: { info: { title: "Taaza API", version: "1.0.0", description: "Fresh meat and seafood shop" } },
    transform: jsonSchemaTransform,
  });

  const payments = deps.payments ?? paymentProviderFromConfig(config);
  if (isTestProvider(payments)) {
    // The offline provider settles its refunds through the same code a refund webhook runs.
    payments.onRefundSettled((settlement) =>
      settleRefund(deps, { provider: payments.name, ...settlement }).catch((error: unknown) =>
        app.log.error({ err: error }, "test refund did not settle"),
      ),
    );
    app.addHook("onClose", async () => payments.stop());
  }
  if (config.reconcileIntervalMs > 0) {
    const stop = startReconciliation(deps, payments, app.log, config.reconcileIntervalMs);
    app.addHook("onClose", async () => stop());
  }
  // Messages recorded by events are rendered and sent here, never in the request that caused them.
  const ownChannel = deps.mail === undefined ? channelFromConfig(config) : null;
  deps.mail ??= ownChannel;
  const dispatcher =
    config.mail.outboxIntervalMs > 0 ? startOutboxDispatcher(deps, deps.mail, app.log, config.mail.outboxIntervalMs) : null;
  app.addHook("onClose", async () => {
    await dispatcher?.stop();
    ownChannel?.close();
  });
  // Addresses and basket answer with the whole user, which is the accounts module's view.
  const accountView = (userId: string) => accountOf(deps.db, userId);
  const accountViews = {
    now: accountView,
    after: (userId: string, line: { productId: string; quantity: number }) => accountViewAfterLineWrite(deps.db, userId, line),
  };
  await app.register(
    async (api) => {
      // Liveness: the process answers. It never touches the database, so a database outage
      // does not make an orchestrator restart every healthy process.
      api.get("/health", { schema: { hide: true } }, async () => ({ status: "ok" }));
      // Readiness, for load balancers: the database answers and this build's migrations are applied.
      api.get("/ready", { schema: { hide: true } }, async (request, reply) => {
        try {
          await (deps.database ? deps.database.checkReady() : pingDatabase(deps.db));
          return { status: "ready", database: "up" };
        } catch (error) {
          request.log.warn({ err: error }, "not ready");
          return reply.status(503).send({ status: "unavailable", database: "down", error: MESSAGES.unavailable });
        }
      });
      api.get("/openapi.json", { schema: { hide: true } }, async () => app.swagger());
      await api.register(accountsRoutes, { failedLogins });
      await api.register(catalogRoutes);
      await api.register(flashDealsRoutes);
      await api.register(storefrontContentRoutes);
      await api.register(deliveryRoutes);
      await api.register(deliverySlotsRoutes);
      await api.register(shopInfoRoutes);
      await api.register(basketRoutes, { accountViews });
      await api.register(addressesRoutes, { accountView });
      await api.register(checkoutRoutes, { payments });
      await api.register(paymentsRoutes, { payments });
      await api.register(ordersRoutes);
      await api.register(billingRoutes);
      await api.register(adminChartsRoutes);
      await api.register(outboxRoutes);
      await api.register(refundsRoutes, { payments });
      await api.register(adminCatalogRoutes);
      await api.register(adminOrdersRoutes, { payments });
      await api.register(liveOrdersRoutes);
      await api.register(adminInsightsRoutes);
      await api.register(reviewsRoutes);
    },
    { prefix: "/api" },
  );

  await app.register(sitemapRoutes);
  registerUploads(app, deps.images);
  await registerWebApp(app, webDist, loadAfterPaint);
  return app;
}
