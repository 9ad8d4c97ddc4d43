import { randomUUID } from "node:crypto";
import { fileURLToPath } from "node:url";
import cors from "@fastify/cors";
import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";
import swagger from "@fastify/swagger";
import Fastify, { type FastifyInstance } from "fastify";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { Redis } from "ioredis";
import type { AppDeps } from "./app-deps.ts";
import { pingDatabase } from "./db/client.ts";
import { registerCachedVersions } from "./http/cached-version.ts";
import { registerErrorHandler } from "./http/error-handler.ts";
import { HttpError } from "./http/http-error.ts";
import { registerSecurityHeaders } from "./http/security-headers.ts";
import { registerUploads } from "./http/uploads-route.ts";
import { registerWebApp } from "./http/web-app.ts";
import { MAX_IMAGE_BYTES, MESSAGES } from "@taaza/domain";
import { accountsRoutes } from "./modules/accounts/accounts-routes.ts";
import { addressesRoutes } from "./modules/addresses/addresses-routes.ts";
import { basketRoutes } from "./modules/basket/basket-routes.ts";
import { adminCatalogRoutes } from "./modules/admin-catalog/admin-catalog-routes.ts";
import { adminInsightsRoutes } from "./modules/admin-insights/admin-insights-routes.ts";
import { catalogRoutes } from "./modules/catalog/catalog-routes.ts";
import { checkoutRoutes } from "./modules/checkout/checkout-routes.ts";
import { ordersRoutes } from "./modules/orders/orders-routes.ts";
import { paymentProviderFromConfig } from "./modules/payments/payment-provider-from-config.ts";
import { paymentsRoutes } from "./modules/payments/payments-routes.ts";
import { deliveryRoutes } from "./modules/delivery/delivery-routes.ts";
import { orderAdminRoutes } from "./modules/order-admin/order-admin-routes.ts";
import { reviewsRoutes } from "./modules/reviews/reviews-routes.ts";
import { shopInfoRoutes } from "./modules/shop-info/shop-info-routes.ts";
import { storefrontContentRoutes } from "./modules/storefront-content/storefront-content-routes.ts";

export const DEFAULT_WEB_DIST = fileURLToPath(new URL("../../web/dist", import.meta.url));

/** The whole HTTP app, built from its dependencies; `main.ts` listens, tests inject. */
export async function buildApp(deps: AppDeps, options: { webDist?: string | null } = {}): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: { level: config.logLevel, redact: ["req.headers.authorization", "req.headers.cookie"] },
    genReqId: (req) => {
      const given = req.headers["x-request-id"];
      return typeof given === "string" && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate("deps", deps);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerSecurityHeaders(app, { google: Boolean(config.google.clientId), razorpay: Boolean(config.razorpay) });
  registerCachedVersions(app);

  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
  app.addHook("onSend", async (_request, reply, payload) => {
    reply.header("server-timing", `app;dur=${reply.elapsedTime.toFixed(1)}`);
    return payload;
  });

  if (config.corsOrigins.length > 0) {
    await app.register(cors, { origin: config.corsOrigins, credentials: false });
  }
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 4, fields: 20 } });
  // With Redis, every process behind the load balancer counts the same attempts.
  const redis = config.redisUrl ? new Redis(config.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1 }) : null;
  if (redis) app.addHook("onClose", async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: "taaza-rl:" } : {}),
    errorResponseBuilder: () => new HttpError(429, MESSAGES.auth.tooManyAttempts),
  });
  await app.register(swagger, {
    openapi: { info: { title: "Taaza API", version: "1.0.0", description: "Fresh meat and seafood shop" } },
    transform: jsonSchemaTransform,
  });

  const payments = deps.payments ?? paymentProviderFromConfig(config);
  await app.register(
    async (api) => {
      api.get("/health", async (_request, reply) => {
        try {
          await pingDatabase(deps.db);
          return { status: "ok", database: "up" };
        } catch {
          return reply.status(503).send({ status: "error", database: "down" });
        }
      });
      api.get("/openapi.json", { schema: { hide: true } }, async () => app.swagger());
      await api.register(accountsRoutes);
      await api.register(catalogRoutes);
      await api.register(storefrontContentRoutes);
      await api.register(deliveryRoutes);
      await api.register(shopInfoRoutes);
      await api.register(basketRoutes);
      await api.register(addressesRoutes);
      await api.register(checkoutRoutes, { payments });
      await api.register(paymentsRoutes, { payments });
      await api.register(ordersRoutes);
      await api.register(adminCatalogRoutes);
      await api.register(orderAdminRoutes);
      await api.register(adminInsightsRoutes);
      await api.register(reviewsRoutes);
    },
    { prefix: "/api" },
  );

  registerUploads(app, config.uploadDir);
  await registerWebApp(app, options.webDist === undefined ? (config.webDist ?? DEFAULT_WEB_DIST) : options.webDist);
  return app;
}
