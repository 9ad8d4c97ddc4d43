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
import { MAX_IMAGE_BYTES, MESSAGES, SERVER_MESSAGES } from "@taaza/domain";
import type { Clock } from "./platform/clock.ts";
import type { Config } from "./platform/config.ts";
import type { ChangeFeed } from "./platform/database/change-notifications.ts";
import { pingDatabase, type Database, type DatabaseHandle } from "./platform/database/client.ts";
import { registerCachedVersions } from "./platform/http/cached-version.ts";
import { registerErrorHandler } from "./platform/http/error-handler.ts";
import { registerJsonBodies } from "./platform/http/json-bodies.ts";
import { createGuards, registerGuards } from "./platform/http/guards.ts";
import { HttpError } from "./platform/http/http-error.ts";
import { createMetrics, registerMetrics } from "./platform/http/metrics.ts";
import { PublicReadLane } from "./platform/http/public-read-lane.ts";
import { redisWithFallbackStore, settleRedisConnection } from "./platform/http/rate-limit-store.ts";
import { registerNulCharacterCheck } from "./platform/http/reject-nul-characters.ts";
import { placeInTree, registerRouteTable, type ModuleRoutes } from "./platform/http/route-table.ts";
import {
  plainRequestSecurityHeaders,
  registerSecurityHeaders,
  securityHeaderSets,
  securityHeadersFor,
} from "./platform/http/security-headers.ts";
import { registerUploads } from "./platform/http/uploads-route.ts";
import { registerWebApp } from "./platform/http/web-app.ts";
import type { ImageStore } from "./platform/ports/image-store.ts";
import type { MessageChannel } from "./platform/ports/message-channel.ts";
import type { OrderEventHub } from "./platform/ports/order-events.ts";
import type { PaymentProvider } from "./platform/ports/payment-provider.ts";
import { createAccounts, googleIdentityVerifier, memoryFailedLogins, redisFailedLogins } from "./modules/accounts/index.ts";
import { createAddresses } from "./modules/addresses/index.ts";
import { createAudit } from "./modules/audit/index.ts";
import { createBasket } from "./modules/basket/index.ts";
import { createBilling } from "./modules/billing/index.ts";
import { createCatalog } from "./modules/catalog/index.ts";
import { createCheckout } from "./modules/checkout/index.ts";
import { createDelivery } from "./modules/delivery/index.ts";
import { createDeliverySlots } from "./modules/delivery-slots/index.ts";
import { createIssues } from "./modules/issues/index.ts";
import { createFulfilment } from "./modules/fulfilment/index.ts";
import { createPromotions } from "./modules/promotions/index.ts";
import { createLiveOrders, createOrderEventHub } from "./modules/live-orders/index.ts";
import { channelsFromConfig, createMessages } from "./modules/messages/index.ts";
import { createOrders } from "./modules/orders/index.ts";
import { isTestProvider, paymentProviderFromConfig } from "./modules/payments/index.ts";
import { createPrivacy } from "./modules/privacy/index.ts";
import { createRatings } from "./modules/ratings/index.ts";
import { createRefunds } from "./modules/refunds/index.ts";
import { createReports } from "./modules/reports/index.ts";
import { createReviews } from "./modules/reviews/index.ts";
import { createShopInfo } from "./modules/shop-info/index.ts";
import { createStock } from "./modules/stock/index.ts";
import { createStorefrontContent } from "./modules/storefront-content/index.ts";
import { createStorefrontPages, readLoadAfterPaint } from "./modules/storefront-pages/index.ts";
import { createCancelOrder } from "./processes/cancel-order.ts";
import { createDailyLedger } from "./processes/daily-ledger.ts";
import { createEraseAccount } from "./processes/erase-account.ts";
import { createPaymentWebhook } from "./processes/payment-webhook.ts";
import { createReconcilePayments } from "./processes/reconcile-payments.ts";
import { createRefundOrder } from "./processes/refund-order.ts";
import { createResolveIssue } from "./processes/resolve-issue.ts";
import { createSetOrderStatus } from "./processes/set-order-status.ts";
import { createRecordPackedWeights } from "./processes/record-packed-weights.ts";
import { createRunDeliveries } from "./processes/run-deliveries.ts";
import { createSettlePayment } from "./processes/settle-payment.ts";
import { SERVER_ROOT } from "./server-root.ts";

/** How long a started checkout holds a place in a limited slot: the time a payment takes. */
const SLOT_HOLD_MS = 10 * 60_000;

/** How often each process prunes the outbox of messages past their 90 days. */
const OUTBOX_PRUNE_INTERVAL_MS = 6 * 60 * 60 * 1000;

export const DEFAULT_WEB_DIST = path.join(SERVER_ROOT, "..", "web", "dist");

/** What the shop is built from: main.ts opens them for production, tests for each test file. */
export interface ShopPlatform {
  config: Config;
  clock: Clock;
  db: Database;
  /** Readiness and the pool's figures, of the database `db` talks to (without it, readiness is a plain query). */
  database?: Pick<DatabaseHandle, "checkReady" | "poolStats" | "statementStats">;
  /** Tells the shop's other processes about writes (PostgreSQL LISTEN/NOTIFY); null with one process. */
  changes: ChangeFeed | null;
  /** Uploaded images (products, reviews, banners). */
  images: ImageStore;
  /** The payment provider; chosen from the configuration when not given (Razorpay, or the offline test provider). */
  payments?: PaymentProvider;
  /** The email channel; chosen from the configuration when not given (SMTP from SMTP_URL, or none: messages kept unsent). */
  mail?: MessageChannel | null;
}

/** The shop: its HTTP app, and the modules and processes it was built from (main and tests use them). */
export type Shop = Awaited<ReturnType<typeof buildShop>>;

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

/** The methods a configured origin may call (the default allows only GET, HEAD and POST). */
export const CORS_METHODS = ["GET", "HEAD", "POST", "PUT", "DELETE"] as const;

/** The whole HTTP app, built from its platform; `main.ts` listens, tests inject. */
export async function buildApp(platform: ShopPlatform, options: { webDist?: string | null } = {}): Promise<FastifyInstance> {
  return (await buildShop(platform, options)).app;
}

/**
 * The one composition root: the HTTP kernel, then every adapter, then the modules in the order
 * their dependencies need, then the processes that span them, then the two route trees under
 * /api (the store's, and staff's, whose every route requires staff before the body is read).
 * Each module is built once per app; nothing is filled in later.
 */
export async function buildShop(platform: ShopPlatform, options: { webDist?: string | null } = {}) {
  const { config, clock, db, changes, images } = platform;
  const metrics = createMetrics(
    () => platform.database?.poolStats() ?? null,
    () => platform.database?.statementStats() ?? null,
  );
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

  app.decorate("publicReadLane", lane);
  registerRouteTable(app);
  registerGuards(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerJsonBodies(app);
  registerNulCharacterCheck(app);
  registerSecurityHeaders(app, securityHeaders, config.hsts);
  registerCachedVersions(app, changes);
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
    // Every method the API answers, so another origin's client can edit and delete too.
    await app.register(cors, { origin: config.corsOrigins, credentials: false, methods: [...CORS_METHODS] });
  }
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 4, fields: 20 } });

  // Adapters: built here and nowhere else, and handed to the modules by name.
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
  const localFailedLogins = memoryFailedLogins(() => clock.now().getTime());
  const failedLogins = redis ? redisFailedLogins(redis, localFailedLogins) : localFailedLogins;
  const google = config.google.clientId
    ? googleIdentityVerifier({ clientId: config.google.clientId, jwksUrl: config.google.jwksUrl, jwksFile: config.google.jwksFile })
    : null;
  const payments = platform.payments ?? paymentProviderFromConfig(config);
  // Messages recorded by events are rendered and sent by the dispatcher, never in the request that caused them.
  const orderEvents: OrderEventHub = createOrderEventHub(changes, (error) =>
    app.log.warn({ err: error }, "could not pass on an order change"),
  );
  await app.register(swagger, {
    openapi: { info: { title: "Taaza API", version: "1.0.0", description: "Fresh meat and seafood shop" } },
    transform: jsonSchemaTransform,
  });

  // Modules, each from the few things it uses; a module another needs is built first.
  const { shop } = config;
  const billing = createBilling({ db, clock, config });
  const messages = createMessages({
    db,
    clock,
    letterhead: { name: shop.name, address: shop.address, phone: shop.phone, email: shop.email, publicUrl: config.mail.publicUrl },
    billPdf: billing.billPdf,
    whatsapp: { appSecret: config.whatsapp.appSecret, verifyToken: config.whatsapp.verifyToken },
    vapidPublicKey: config.vapid?.publicKey ?? null,
  });
  // WhatsApp, SMS and push come from the configuration; email too unless the platform brings its own.
  const ownChannels = channelsFromConfig(config, { email: platform.mail === undefined, pushSubscriptions: messages.pushSubscriptions });
  const channels = platform.mail === undefined ? ownChannels : { ...ownChannels, email: platform.mail };
  const accounts = createAccounts({ db, clock, config, changes, failedLogins, google, notices: messages });
  const guards = createGuards(accounts.authenticate);
  const delivery = createDelivery({ db, clock });
  const catalog = createCatalog({ db, clock, images, config, cachedVersions: app.cachedVersions, publicReadLane: lane });
  const addresses = createAddresses({ db, lockUser: accounts.lockUser, delivery });
  const basket = createBasket({ db, catalog });
  // A started checkout holds its slot's place only while it is being paid (decision 025).
  const slotHoldMs = Math.min(config.checkoutExpiryMs, SLOT_HOLD_MS);
  const deliverySlots = createDeliverySlots({ db, clock, slotHoldMs, deliveryHours: shop.deliveryHours });
  const refunds = createRefunds({ db });
  const stock = createStock({ db, clock, viewProducts: catalog.viewProducts });
  const orders = createOrders({ db, clock, refunds, notify: messages.notify, basket, stock });
  const liveOrders = createLiveOrders({ db, clock, orderEvents });
  // A code's use is held while its checkout is being paid, as long as the checkout can be paid.
  const promotions = createPromotions({ db, clock, couponHoldMs: config.checkoutExpiryMs });
  const checkout = createCheckout({
    db,
    clock,
    config: { shopName: shop.name, deliveryHours: shop.deliveryHours },
    payments,
    deliverySlots,
    stock,
    promotions,
  });
  const reviews = createReviews({ db, clock, images, catalog, config });
  const ratings = createRatings({ db, clock, orders });
  const privacy = createPrivacy({ db, clock });
  const issues = createIssues({ db, clock, images, orders, notify: messages.notify, reportWindowMs: config.issueReportWindowMs });
  const reports = createReports({ db, clock, overdueTickets: issues.overdue });
  const storefrontContent = createStorefrontContent({ db, images });
  const shopInfo = createShopInfo({ config });
  const audit = createAudit({ db });
  const fulfilment = createFulfilment({ db, clock });
  const storefrontPages = createStorefrontPages({ version: catalog.version, publicUrl: config.mail.publicUrl, loader: loadAfterPaint });

  // Processes that span modules, from the modules' front doors.
  const refundOrder = createRefundOrder({ db, clock, payments, orders, refunds, billing, messages, liveOrders, stock });
  const settlePayment = createSettlePayment({
    db,
    clock,
    config,
    payments,
    metrics,
    checkout,
    deliverySlots,
    refunds,
    sendRefunds: refundOrder.send,
    liveOrders,
  });
  const cancelOrder = createCancelOrder({ db, clock, orders, sendRefunds: refundOrder.send, liveOrders });
  const setOrderStatus = createSetOrderStatus({ db, clock, orders, sendRefunds: refundOrder.send, liveOrders });
  const packing = createRecordPackedWeights({
    db,
    clock,
    toleranceGrams: config.shortWeightToleranceGrams,
    orders,
    refunds,
    sendRefunds: refundOrder.send,
    fulfilment,
    messages,
  });
  const resolveIssue = createResolveIssue({ db, clock, orders, refunds, issues, sendRefunds: refundOrder.send });
  const eraseAccount = createEraseAccount({ db, clock, accounts, addresses, basket, reviews, issues, ratings, privacy, messages });
  const runDeliveries = createRunDeliveries({ db, clock, images, orders, accounts, fulfilment, liveOrders, messages });
  const paymentWebhook = createPaymentWebhook({ db, payments, checkout, settlement: settlePayment, refunds: refundOrder });
  const reconcile = createReconcilePayments({ db, payments, checkout, settlement: settlePayment, sweepRefunds: refundOrder.sweep });
  const dailyLedger = createDailyLedger({ db, clock, payments, settlement: settlePayment });

  // Background work of this process.
  if (isTestProvider(payments)) {
    payments.useClock(() => clock.now());
    // The offline provider settles its refunds through the same code a refund webhook runs.
    payments.onRefundSettled((settlement) =>
      refundOrder
        .settle({ provider: payments.name, ...settlement })
        .catch((error: unknown) => app.log.error({ err: error }, "test refund did not settle")),
    );
    app.addHook("onClose", async () => payments.stop());
  }
  if (config.reconcileIntervalMs > 0) {
    const stop = reconcile.startReconciliation(app.log, config.reconcileIntervalMs);
    const stopLedger = dailyLedger.startDailyLedger(app.log, config.reconcileIntervalMs);
    app.addHook("onClose", async () => {
      stop();
      stopLedger();
    });
  }
  const dispatcher =
    config.mail.outboxIntervalMs > 0 ? messages.startOutboxDispatcher(channels, app.log, config.mail.outboxIntervalMs) : null;
  // Sent messages are kept 90 days (docs/messages.md); every process prunes, a few times a day.
  const pruning = config.mail.outboxIntervalMs > 0 ? messages.startOutboxPruning(app.log, OUTBOX_PRUNE_INTERVAL_MS) : null;
  app.addHook("onClose", async () => {
    await pruning?.stop();
    await dispatcher?.stop();
    ownChannels.email?.close();
    ownChannels.whatsapp?.close();
    ownChannels.sms?.close();
    ownChannels.push?.close();
  });

  // The two route trees. Addresses and basket answer with the whole user, accounts' view.
  const accountView = accounts.accountView;
  const moduleRoutes: ModuleRoutes[] = [
    accounts.routes({ guards, basketOffers: promotions.basketOffers }),
    catalog.routes({ guards }),
    storefrontContent.routes(),
    delivery.routes({ demandRateLimit: config.reviewRateLimit }),
    deliverySlots.routes(),
    shopInfo.routes(),
    basket.routes({ guards, accountViews: { now: accountView, after: accounts.accountViewAfterLineWrite } }),
    addresses.routes({ guards, accountView }),
    checkout.routes({
      guards,
      settleBrowserPayment: settlePayment.settleBrowserPayment,
      receiveWebhook: paymentWebhook.receiveWebhook,
    }),
    orders.routes({
      guards,
      cancelOwnOrder: cancelOrder.cancelOwnOrder,
      setOrderStatus: setOrderStatus.setOrderStatus,
      recordPackedWeights: packing.recordPackedWeights,
    }),
    billing.routes({ guards }),
    promotions.routes({ guards }),
    refunds.routes({
      guards,
      refundPart: refundOrder.refundPart,
      refundLines: refundOrder.refundLines,
      retryRefund: refundOrder.retryRefund,
      ledgerOf: dailyLedger.ledgerOf,
    }),
    liveOrders.routes({
      authenticate: accounts.authenticate,
      streamHeaders: (request) => securityHeadersFor(securityHeaders, config.hsts, request),
    }),
    messages.routes({ guards }),
    reports.routes(),
    reviews.routes({ guards }),
    issues.routes({
      guards,
      resolveIssue: resolveIssue.resolveIssue,
      orderView: orders.staffOrderView,
      reportRateLimit: config.reviewRateLimit,
    }),
    ratings.routes({ guards }),
    privacy.routes({
      guards,
      eraseAccount: eraseAccount.eraseAccount,
      exportRateLimit: config.exportRateLimit,
      authRateLimit: config.authRateLimit,
    }),
    stock.routes(),
    audit.routes(),
    fulfilment.routes({ guards, run: runDeliveries }),
  ];
  await app.register(
    async (api) => {
      // Liveness: the process answers. It never touches the database, so a database outage
      // does not make an orchestrator restart every healthy process.
      api.get("/health", { schema: { hide: true } }, async () => ({ status: "ok" }));
      // Readiness, for load balancers: the database answers and this build's migrations are applied.
      api.get("/ready", { schema: { hide: true } }, async (request, reply) => {
        try {
          await (platform.database ? platform.database.checkReady() : pingDatabase(db));
          return { status: "ready", database: "up" };
        } catch (error) {
          request.log.warn({ err: error }, "not ready");
          return reply.status(503).send({ status: "unavailable", database: "down", error: MESSAGES.unavailable });
        }
      });
      api.get("/openapi.json", { schema: { hide: true } }, async () => app.swagger());
      await api.register(async (store) => {
        placeInTree(store, "store");
        for (const routes of moduleRoutes) if (routes.store) await store.register(routes.store);
      });
      await api.register(async (admin) => {
        placeInTree(admin, "admin");
        // Every staff route refuses anyone else before the body is even read.
        admin.addHook("onRequest", guards.adminOnly);
        for (const routes of moduleRoutes) if (routes.admin) await admin.register(routes.admin);
      });
    },
    { prefix: "/api" },
  );

  await app.register(storefrontPages.sitemap);
  registerUploads(app, images);
  await registerWebApp(app, webDist, storefrontPages.drawing);

  return {
    app,
    orderEvents,
    modules: {
      accounts,
      addresses,
      basket,
      billing,
      catalog,
      checkout,
      delivery,
      deliverySlots,
      issues,
      liveOrders,
      messages,
      orders,
      ratings,
      promotions,
      refunds,
      stock,
    },
    processes: {
      runDeliveries,
      refundOrder,
      resolveIssue,
      eraseAccount,
      settlePayment,
      cancelOrder,
      setOrderStatus,
      paymentWebhook,
      reconcile,
      packing,
      dailyLedger,
    },
  };
}
