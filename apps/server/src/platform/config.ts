import { isIP } from "node:net";
import { z } from "zod";
import {
  DEFAULT_ISSUE_REPORT_WINDOW_MINUTES,
  DEFAULT_SHORT_WEIGHT_TOLERANCE_GRAMS,
  parseDeliveryHours,
  type DeliveryHours,
} from "@taaza/domain";
import { DEFAULT_POOL_MAX } from "./database/client.ts";

/**
 * All configuration, validated once at start. Every variable has a default that works on a
 * developer's machine, except the secrets production must set itself.
 */
const DEV_SESSION_SECRET = "taaza-development-session-secret-not-for-production";
/** Placeholder licence numbers for development: a bill that carries them says it is a sample. */
export const DEMO_SHOP_LICENCES = { gstin: "27AAAAA0000A1Z5", fssai: "11526999000123" } as const;
const GSTIN_PATTERN = /^27[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
export const DEMO_ADMIN = { email: "admin@taaza.local", password: "Admin@12345" } as const;

/** The demo shop's other staff, one of each role (outside production only; README). */
export const DEMO_STAFF = [
  { username: "Manisha Manager", email: "manager@taaza.local", password: "Manager@12345", role: "manager", phone: null },
  { username: "Prakash Packer", email: "packer@taaza.local", password: "Packer@12345", role: "packer", phone: null },
  { username: "Ravi Rider", email: "rider@taaza.local", password: "Rider@12345", role: "rider", phone: "9876543210" },
] as const;

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== "" ? v.trim() : undefined));

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  UPLOAD_DIR: optionalText,
  DATABASE_URL: optionalText,
  DATABASE_DIRECT_URL: optionalText,
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(DEFAULT_POOL_MAX),
  DATABASE_NAMED_STATEMENTS: z
    .enum(["true", "false"])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === "true")),
  DATABASE_WAIT_SECONDS: z.coerce.number().int().min(0).max(3600).default(120),
  REDIS_URL: optionalText,
  ADMIN_EMAIL: optionalText,
  ADMIN_PASSWORD: optionalText,
  SESSION_SECRET: optionalText,
  SESSION_TTL_DAYS: z.coerce.number().int().positive().default(30),
  CORS_ORIGINS: optionalText,
  TRUST_PROXY: z
    .string()
    .default("false")
    .transform((value, context) => {
      const parsed = parseTrustProxy(value);
      if (parsed === null) {
        context.addIssue({
          code: "custom",
          message: "false, a number of proxy hops (1 = one load balancer), or a comma-separated list of proxy addresses or CIDRs",
        });
        return z.NEVER;
      }
      return parsed;
    }),
  HSTS: z.enum(["true", "false", "auto"]).default("auto"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional(),
  AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  REVIEW_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  SEED_DEMO: z.enum(["true", "false"]).optional(),
  CATALOG_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  REQUEST_LOG_SAMPLE: z.coerce.number().min(0).max(1).optional(),
  WEB_DIST: optionalText,
  SHOP_NAME: z.string().default("Taaza"),
  SHOP_PHONE: z.string().default("+91 98200 12345"),
  SHOP_EMAIL: z.string().default("hello@taaza.in"),
  SHOP_WHATSAPP: z.string().default("919820012345"),
  SHOP_ADDRESS: z.string().default("Shop 4, Sassoon Dock Road, Colaba, Mumbai, Maharashtra 400005"),
  SHOP_GSTIN: optionalText.pipe(z.string().regex(GSTIN_PATTERN, "a Maharashtra GSTIN: 15 characters starting with 27").optional()),
  SHOP_FSSAI: optionalText.pipe(
    z
      .string()
      .regex(/^\d{14}$/, "the 14-digit FSSAI licence number")
      .optional(),
  ),
  // When riders are out (India time): the 90-minute express slot is offered only inside them.
  DELIVERY_HOURS: z
    .string()
    .default("07:00-21:00")
    .transform((text, ctx): DeliveryHours => {
      const hours = parseDeliveryHours(text);
      if (hours) return hours;
      ctx.addIssue({ code: "custom", message: "must be HH:MM-HH:MM in India time, opening before closing, e.g. 07:00-21:00" });
      return z.NEVER;
    }),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_JWKS_URL: optionalText,
  GOOGLE_JWKS_FILE: optionalText,
  RAZORPAY_KEY_ID: optionalText,
  RAZORPAY_KEY_SECRET: optionalText,
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  RAZORPAY_WEBHOOK_SECRET_PREVIOUS: optionalText,
  CHECKOUT_EXPIRY_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  ISSUE_REPORT_WINDOW_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(DEFAULT_ISSUE_REPORT_WINDOW_MINUTES),
  EXPORT_RATE_LIMIT: z.coerce.number().int().positive().default(5),
  GRIEVANCE_OFFICER_NAME: z.string().min(1).default("Grievance Officer, Taaza"),
  GRIEVANCE_OFFICER_PHONE: z.string().min(1).default("+91 22 4000 1234"),
  GRIEVANCE_OFFICER_EMAIL: z.string().min(1).default("grievance@taaza.local"),
  SHORT_WEIGHT_TOLERANCE_GRAMS: z.coerce.number().int().min(0).max(1000).default(DEFAULT_SHORT_WEIGHT_TOLERANCE_GRAMS),
  RECONCILE_INTERVAL_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 60 * 60)
    .optional(),
  TEST_REFUND_SETTLE_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 60 * 60 * 1000)
    .default(5000),
  PAYMENTS_TEST_MODE: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  SMTP_URL: optionalText.pipe(
    z.url({ protocol: /^smtps?$/, message: "an smtp:// or smtps:// URL, e.g. smtps://user:password@smtp.example.com:465" }).optional(),
  ),
  MAIL_FROM: z.string().default("Taaza <orders@taaza.in>"),
  PUBLIC_URL: optionalText.pipe(
    z.url({ protocol: /^https?$/, message: "the shop's address as customers open it, e.g. https://taaza.in" }).optional(),
  ),
  OUTBOX_INTERVAL_SECONDS: z.coerce.number().min(0).max(3600).optional(),
  WHATSAPP_TOKEN: optionalText,
  WHATSAPP_PHONE_NUMBER_ID: optionalText,
  WHATSAPP_APP_SECRET: optionalText,
  WHATSAPP_VERIFY_TOKEN: optionalText,
  WHATSAPP_API_URL: z.url({ protocol: /^https?$/ }).default("https://graph.facebook.com/v21.0"),
  SMS_GATEWAY_URL: optionalText.pipe(
    z.url({ protocol: /^https?$/, message: "the SMS gateway's send address, e.g. https://sms.example.in/v1/send" }).optional(),
  ),
  SMS_GATEWAY_KEY: optionalText,
  VAPID_PUBLIC_KEY: optionalText,
  VAPID_PRIVATE_KEY: optionalText,
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto|https):/, "a mailto: or https: address the push services can reach the shop at")
    .default("mailto:orders@taaza.in"),
  SMS_SENDER_ID: z
    .string()
    .regex(/^[A-Z]{6}$/, "the DLT-registered sender header: six capital letters, e.g. TAAZAF")
    .default("TAAZAF"),
  METRICS_TOKEN: optionalText,
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().default("127.0.0.1"),
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalText,
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
});

/**
 * Which proxies may tell us the client's address through X-Forwarded-For. Never "every proxy":
 * then the leftmost entry, which the client writes itself, would name the client, and rotating it
 * would reset every per-address limit. `true` (the old setting) means one hop, the usual single
 * load balancer; Fastify then takes the address that proxy appended.
 */
export function parseTrustProxy(value: string): false | number | string[] | null {
  const text = value.trim();
  if (text === "" || text === "false" || text === "0") return false;
  if (text === "true") return 1;
  if (/^\d+$/.test(text)) return Number(text) <= 10 ? Number(text) : null;
  const entries = text
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const valid = entries.every((entry) => {
    const [address, bits, ...rest] = entry.split("/");
    const family = isIP(address ?? "");
    if (family === 0 || rest.length > 0) return false;
    if (bits === undefined) return true;
    return /^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
  });
  return valid && entries.length > 0 ? entries : null;
}

const strongPassword = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{12,}$/;

export type Config = ReturnType<typeof loadConfig>;

export class ConfigError extends Error {}

/** Reads the environment; throws a ConfigError that lists every problem at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === "production";
  const problems: string[] = [];
  if (production) {
    if (!e.SESSION_SECRET || e.SESSION_SECRET.length < 32 || e.SESSION_SECRET === DEV_SESSION_SECRET) {
      problems.push("  SESSION_SECRET: required in production, at least 32 random characters");
    }
    if (e.ADMIN_EMAIL && (!e.ADMIN_PASSWORD || !strongPassword.test(e.ADMIN_PASSWORD))) {
      problems.push(
        "  ADMIN_PASSWORD: required with ADMIN_EMAIL in production, at least 12 characters with upper and lower case, a digit and a symbol",
      );
    }
  }
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
    problems.push("  ADMIN_EMAIL and ADMIN_PASSWORD: set both or neither");
  }
  if (Boolean(e.RAZORPAY_KEY_ID) !== Boolean(e.RAZORPAY_KEY_SECRET)) {
    problems.push("  RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET: set both or neither");
  }
  if (Boolean(e.WHATSAPP_TOKEN) !== Boolean(e.WHATSAPP_PHONE_NUMBER_ID)) {
    problems.push("  WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID: set both or neither");
  }
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    problems.push("  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both or neither (npx web-push generate-vapid-keys)");
  }
  if (Boolean(e.SMS_GATEWAY_URL) !== Boolean(e.SMS_GATEWAY_KEY)) {
    problems.push("  SMS_GATEWAY_URL and SMS_GATEWAY_KEY: set both or neither");
  }
  // A live shop must never take "payments" that only the built-in test provider approved.
  if (production && !(e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET) && !e.PAYMENTS_TEST_MODE) {
    problems.push(
      "  RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET: required in production (or set PAYMENTS_TEST_MODE=true to run a non-live shop with the built-in test payments)",
    );
  }
  // Every bill must carry the shop's GSTIN and FSSAI licence; only a staging shop that takes no
  // money may run without them, and its bills then say they are samples.
  if (production && !e.PAYMENTS_TEST_MODE) {
    if (!e.SHOP_GSTIN) problems.push("  SHOP_GSTIN: required in production (the shop's GSTIN, printed on every bill)");
    if (!e.SHOP_FSSAI) problems.push("  SHOP_FSSAI: required in production (the 14-digit FSSAI licence number, printed on every bill)");
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    problems.push("  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both or neither");
  }
  // Without it every webhook is refused, and Razorpay disables a webhook that keeps failing: a
  // customer who closes the tab after paying would get no order.
  if (production && e.RAZORPAY_KEY_ID && !e.RAZORPAY_WEBHOOK_SECRET) {
    problems.push(
      "  RAZORPAY_WEBHOOK_SECRET: required in production with Razorpay (the secret of the webhook pointed at /api/payments/razorpay/webhook)",
    );
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join("\n")}`);

  // Outside production a demo admin exists so a newcomer can try the admin area at once.
  const admin =
    e.ADMIN_EMAIL && e.ADMIN_PASSWORD
      ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD }
      : production
        ? null
        : { ...DEMO_ADMIN };

  return {
    env: e.NODE_ENV,
    production,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    uploadDir: e.UPLOAD_DIR ?? `${e.DATA_DIR}/uploads`,
    databaseUrl: e.DATABASE_URL ?? null,
    /** For migrations and LISTEN, which need a real session (not a transaction pooler). */
    databaseDirectUrl: e.DATABASE_DIRECT_URL ?? e.DATABASE_URL ?? null,
    databasePoolMax: e.DATABASE_POOL_MAX,
    /**
     * Each connection prepares its statements once (named), so PostgreSQL skips parsing and
     * planning on every later run. Only straight to PostgreSQL, or through PgBouncer >= 1.21
     * with `max_prepared_statements` set: an older transaction pooler breaks it. Unset, it is on
     * when the pool's URL is the direct one, and off when a separate direct URL says the pool
     * goes through a pooler (docs/decisions/018).
     */
    databaseNamedStatements:
      e.DATABASE_NAMED_STATEMENTS ?? (e.DATABASE_DIRECT_URL === undefined || e.DATABASE_DIRECT_URL === e.DATABASE_URL),
    databaseWaitMs: e.DATABASE_WAIT_SECONDS * 1000,
    redisUrl: e.REDIS_URL ?? null,
    admin,
    sessionSecret: e.SESSION_SECRET ?? DEV_SESSION_SECRET,
    sessionTtlMs: e.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
    corsOrigins: e.CORS_ORIGINS
      ? e.CORS_ORIGINS.split(",")
          .map((o) => o.trim())
          .filter(Boolean)
      : [],
    trustProxy: e.TRUST_PROXY,
    /** Strict-Transport-Security: always (`true`), never (`false`), or on HTTPS requests (`auto`). */
    hsts: ({ true: "always", false: "never", auto: "https" } as const)[e.HSTS],
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === "test" ? "silent" : "info"),
    authRateLimit: e.AUTH_RATE_LIMIT,
    /** Review posts per minute per client address. */
    reviewRateLimit: e.REVIEW_RATE_LIMIT,
    // A live shop never gets the demo catalog by accident; elsewhere it helps a newcomer.
    seedDemo: e.SEED_DEMO ? e.SEED_DEMO === "true" : !production,
    /** How long a process trusts its cached catalog version before asking the database again. */
    catalogCacheMs: e.CATALOG_CACHE_MS,
    /** How long a process trusts a session it has read before reading it again (0 = every request). */
    sessionCacheMs: e.SESSION_CACHE_MS,
    /**
     * The share of requests logged as "request completed" (server errors always are): every one
     * in development, 1 in 100 in production, where two log lines per request cost throughput.
     */
    requestLogSample: e.REQUEST_LOG_SAMPLE ?? (production ? 0.01 : 1),
    webDist: e.WEB_DIST ?? null,
    shop: {
      name: e.SHOP_NAME,
      phone: e.SHOP_PHONE,
      email: e.SHOP_EMAIL,
      whatsapp: e.SHOP_WHATSAPP,
      address: e.SHOP_ADDRESS,
      gstin: e.SHOP_GSTIN ?? DEMO_SHOP_LICENCES.gstin,
      fssai: e.SHOP_FSSAI ?? DEMO_SHOP_LICENCES.fssai,
      deliveryHours: e.DELIVERY_HOURS,
    },
    /** Bills of a shop without its own licence numbers, or taking test payments, are not valid. */
    sampleBills: e.PAYMENTS_TEST_MODE || !e.SHOP_GSTIN || !e.SHOP_FSSAI,
    google: { clientId: e.GOOGLE_CLIENT_ID ?? null, jwksUrl: e.GOOGLE_JWKS_URL ?? null, jwksFile: e.GOOGLE_JWKS_FILE ?? null },
    razorpay:
      e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET
        ? {
            keyId: e.RAZORPAY_KEY_ID,
            keySecret: e.RAZORPAY_KEY_SECRET,
            webhookSecret: e.RAZORPAY_WEBHOOK_SECRET ?? null,
            previousWebhookSecret: e.RAZORPAY_WEBHOOK_SECRET_PREVIOUS ?? null,
          }
        : null,
    /** Set explicitly to allow the built-in test payments in production (never for a live shop). */
    paymentsTestMode: e.PAYMENTS_TEST_MODE,
    /** Signs webhooks when set; with the test provider and no value, the test secret signs them. */
    webhookSecret: e.RAZORPAY_WEBHOOK_SECRET ?? null,
    /** Still accepted on webhooks while a new secret is rolled out. */
    previousWebhookSecret: e.RAZORPAY_WEBHOOK_SECRET_PREVIOUS ?? null,
    /** A checkout not paid within this many minutes is expired; a later payment is refunded. */
    checkoutExpiryMs: e.CHECKOUT_EXPIRY_MINUTES * 60 * 1000,
    /** A packed line lighter than ordered by more than this many grams refunds the difference. */
    shortWeightToleranceGrams: e.SHORT_WEIGHT_TOLERANCE_GRAMS,
    /** A customer may report an issue from delivery until this long after it (the refund policy's 2 hours). */
    issueReportWindowMs: e.ISSUE_REPORT_WINDOW_MINUTES * 60 * 1000,
    /** Downloads of one's own data per hour per client address. */
    exportRateLimit: e.EXPORT_RATE_LIMIT,
    /** Who customers complain to (Consumer Protection (E-Commerce) Rules 2020): on the contact page, footer and bills. */
    grievanceOfficer: { name: e.GRIEVANCE_OFFICER_NAME, phone: e.GRIEVANCE_OFFICER_PHONE, email: e.GRIEVANCE_OFFICER_EMAIL },
    /** How often the reconciliation job asks the provider about unsettled checkouts; 0 is off (tests' default). */
    reconcileIntervalMs: (e.RECONCILE_INTERVAL_SECONDS ?? (e.NODE_ENV === "test" ? 0 : 60)) * 1000,
    /** How long the offline test provider keeps a refund pending before it is processed. */
    testRefundSettleMs: e.TEST_REFUND_SETTLE_MS,
    mail: {
      /** Without it, messages are rendered and kept in the outbox (`kept`), never sent. */
      smtpUrl: e.SMTP_URL ?? null,
      from: e.MAIL_FROM,
      /** Where links in emails point (verification, password reset, the order page). */
      publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
      /** How often each process looks for messages to send; 0 is off (tests' default, which call it themselves). */
      outboxIntervalMs: Math.round((e.OUTBOX_INTERVAL_SECONDS ?? (e.NODE_ENV === "test" ? 0 : 5)) * 1000),
    },
    /** WhatsApp Business Cloud API; without token and number id, WhatsApp messages are kept unsent. */
    whatsapp: {
      apiUrl: e.WHATSAPP_API_URL.replace(/\/+$/, ""),
      token: e.WHATSAPP_TOKEN ?? null,
      phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID ?? null,
      /** Signs the webhook's bodies (X-Hub-Signature-256); without it every webhook call is refused. */
      appSecret: e.WHATSAPP_APP_SECRET ?? null,
      /** What Meta echoes when the webhook is registered (hub.verify_token). */
      verifyToken: e.WHATSAPP_VERIFY_TOKEN ?? null,
    },
    /** An Indian SMS gateway's HTTP API; without URL and key, SMS messages are kept unsent. */
    sms: { url: e.SMS_GATEWAY_URL ?? null, key: e.SMS_GATEWAY_KEY ?? null, senderId: e.SMS_SENDER_ID },
    /** Web push's VAPID keys; without them push messages are kept unsent and browsers are not asked. */
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject: e.VAPID_SUBJECT }
        : null,
    /** /metrics needs this bearer token; with METRICS_PORT it is served on that port only. */
    metrics: { token: e.METRICS_TOKEN ?? null, port: e.METRICS_PORT ?? null, host: e.METRICS_HOST },
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT ?? null,
          region: e.S3_REGION ?? "auto",
          accessKeyId: e.S3_ACCESS_KEY_ID ?? null,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? null,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : null,
  };
}
