import { z } from "zod";

/**
 * All configuration, validated once at start. Every variable has a default that works on a
 * developer's machine, except the secrets production must set itself.
 */
const DEV_SESSION_SECRET = "taaza-development-session-secret-not-for-production";
export const DEMO_ADMIN = { email: "admin@taaza.local", password: "Admin@12345" } as const;

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
  REDIS_URL: optionalText,
  ADMIN_EMAIL: optionalText,
  ADMIN_PASSWORD: optionalText,
  SESSION_SECRET: optionalText,
  SESSION_TTL_DAYS: z.coerce.number().int().positive().default(30),
  CORS_ORIGINS: optionalText,
  TRUST_PROXY: z.enum(["true", "false"]).default("false").transform((v) => v === "true"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional(),
  AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  SEED_DEMO: z.enum(["true", "false"]).default("true").transform((v) => v === "true"),
  CATALOG_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  WEB_DIST: optionalText,
  SHOP_NAME: z.string().default("Taaza"),
  SHOP_PHONE: z.string().default("+91 98200 12345"),
  SHOP_EMAIL: z.string().default("hello@taaza.in"),
  SHOP_WHATSAPP: z.string().default("919820012345"),
  SHOP_ADDRESS: z.string().default("Shop 4, Sassoon Dock Road, Colaba, Mumbai, Maharashtra 400005"),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_JWKS_URL: optionalText,
  GOOGLE_JWKS_FILE: optionalText,
  RAZORPAY_KEY_ID: optionalText,
  RAZORPAY_KEY_SECRET: optionalText,
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  PAYMENTS_TEST_MODE: z.enum(["true", "false"]).default("false").transform((v) => v === "true"),
});

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
  // A live shop must never take "payments" that only the built-in test provider approved.
  if (production && !(e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET) && !e.PAYMENTS_TEST_MODE) {
    problems.push(
      "  RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET: required in production (or set PAYMENTS_TEST_MODE=true to run a non-live shop with the built-in test payments)",
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
    redisUrl: e.REDIS_URL ?? null,
    admin,
    sessionSecret: e.SESSION_SECRET ?? DEV_SESSION_SECRET,
    sessionTtlMs: e.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
    corsOrigins: e.CORS_ORIGINS ? e.CORS_ORIGINS.split(",").map((o) => o.trim()).filter(Boolean) : [],
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === "test" ? "silent" : "info"),
    authRateLimit: e.AUTH_RATE_LIMIT,
    seedDemo: e.SEED_DEMO,
    /** How long a process trusts its cached catalog version before asking the database again. */
    catalogCacheMs: e.CATALOG_CACHE_MS,
    webDist: e.WEB_DIST ?? null,
    shop: {
      name: e.SHOP_NAME,
      phone: e.SHOP_PHONE,
      email: e.SHOP_EMAIL,
      whatsapp: e.SHOP_WHATSAPP,
      address: e.SHOP_ADDRESS,
    },
    google: { clientId: e.GOOGLE_CLIENT_ID ?? null, jwksUrl: e.GOOGLE_JWKS_URL ?? null, jwksFile: e.GOOGLE_JWKS_FILE ?? null },
    razorpay:
      e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET
        ? { keyId: e.RAZORPAY_KEY_ID, keySecret: e.RAZORPAY_KEY_SECRET, webhookSecret: e.RAZORPAY_WEBHOOK_SECRET ?? null }
        : null,
    /** Set explicitly to allow the built-in test payments in production (never for a live shop). */
    paymentsTestMode: e.PAYMENTS_TEST_MODE,
    /** Signs webhooks when set; with the test provider and no value, the test secret signs them. */
    webhookSecret: e.RAZORPAY_WEBHOOK_SECRET ?? null,
  };
}
