import type { IncomingMessage } from "node:http";
import type { TLSSocket } from "node:tls";
import type { FastifyInstance, FastifyRequest } from "fastify";

export interface ThirdParties {
  google: boolean;
  razorpay: boolean;
}

/** `always`: every response; `https`: responses to requests that arrived over HTTPS; `never`. */
export type HstsMode = "always" | "https" | "never";

/** Browsers remember HTTPS-only for a year, subdomains included. */
export const HSTS_VALUE = "max-age=31536000; includeSubDomains";

/**
 * A JSON answer needs no resources at all: if one is ever rendered as a page (opened directly, or
 * sniffed by an old browser), it runs nothing and cannot be framed.
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";
/**
 * The service worker's own policy (a worker lives under the policy its script was sent with): it
 * fetches the shop's own pages and assets to keep them for offline use, and nothing else.
 */
export const SERVICE_WORKER_CONTENT_SECURITY_POLICY = "default-src 'self'; frame-ancestors 'none'";
const SERVICE_WORKER_PATH = "/sw.js";

/** The precomputed header sets: HTML or not, with or without HSTS. */
export interface SecurityHeaderSets {
  html: Record<string, string>;
  other: Record<string, string>;
  htmlHsts: Record<string, string>;
  otherHsts: Record<string, string>;
  /** Images: like `other`, but embeddable by other sites' pages (a partner's site, an app). */
  image: Record<string, string>;
  imageHsts: Record<string, string>;
}

/**
 * Security headers without a plugin on the hot path: precomputed sets, one for HTML with the
 * shop's full Content-Security-Policy, one for everything else (JSON, images) with the closed
 * one. The HTML policy opens up to Google or Razorpay only when the shop is configured to use
 * them.
 *
 * Cross-Origin-Opener-Policy and Permissions-Policy govern what a document may do (the windows
 * it opens, the features it uses), so only HTML answers carry them: a JSON answer or an image is
 * never a document here (nosniff, a closed policy), and at a category page's size they cost the
 * read path rate (decision 009). What every answer needs stays on every answer: nosniff, no
 * framing, same-origin for other sites' pages that try to embed it (except images: product
 * photos are meant to be shown by the shop's other clients, CORS_ORIGINS, so they are
 * `cross-origin`), and Referrer-Policy, so that no answer, however it is opened, hands its
 * address to another site (decision 025).
 */
export function securityHeaderSets(thirdParties: ThirdParties, inlineScripts: readonly string[] = []): SecurityHeaderSets {
  const everyAnswer = {
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "cross-origin-resource-policy": "same-origin",
    "referrer-policy": "strict-origin-when-cross-origin",
  };
  const documentOnly = {
    // Google's sign-in popup and Razorpay's payment windows (netbanking, 3-D Secure) talk back
    // to the page that opened them.
    "cross-origin-opener-policy": thirdParties.google || thirdParties.razorpay ? "same-origin-allow-popups" : "same-origin",
    "permissions-policy": "camera=(), microphone=(), geolocation=()",
  };
  const withHsts = (headers: Record<string, string>) => ({ ...headers, "strict-transport-security": HSTS_VALUE });
  const html = { ...everyAnswer, ...documentOnly, "content-security-policy": contentSecurityPolicy(thirdParties, inlineScripts) };
  const other = { ...everyAnswer, "content-security-policy": API_CONTENT_SECURITY_POLICY };
  const image = { ...other, "cross-origin-resource-policy": "cross-origin" };
  return { html, other, htmlHsts: withHsts(html), otherHsts: withHsts(other), image, imageHsts: withHsts(image) };
}

export function registerSecurityHeaders(app: FastifyInstance, sets: SecurityHeaderSets, hsts: HstsMode = "https") {
  app.addHook("onSend", async (request, reply, payload) => {
    const type = reply.getHeader("content-type");
    const kind: AnswerKind =
      typeof type !== "string" ? "other" : type.startsWith("text/html") ? "html" : type.startsWith("image/") ? "image" : "other";
    reply.headers(securityHeadersFor(sets, hsts, request, kind));
    if (request.url.split("?")[0] === SERVICE_WORKER_PATH) reply.header("content-security-policy", SERVICE_WORKER_CONTENT_SECURITY_POLICY);
    return payload;
  });
}

/**
 * The set for one Fastify request; also for answers written past Fastify's hooks (a hijacked
 * event stream), which would otherwise go out without them.
 */
export function securityHeadersFor(
  sets: SecurityHeaderSets,
  hsts: HstsMode,
  request: FastifyRequest,
  kind: AnswerKind = "other",
): Record<string, string> {
  // request.protocol reads X-Forwarded-Proto only from a trusted proxy (TRUST_PROXY).
  const strict = hsts === "always" || (hsts === "https" && request.protocol === "https");
  return sets[strict ? (`${kind}Hsts` as const) : kind];
}

/** What an answer is, for its headers: a page, an image others may embed, or anything else. */
export type AnswerKind = "html" | "image" | "other";

/**
 * The set for a non-HTML answer given outside Fastify (the public read lane), judging HTTPS as
 * Fastify's `request.protocol` does: the nearest hop's X-Forwarded-Proto when that hop is a
 * trusted proxy, else the socket. `trustsNearestHop` is null when the trust rules are an address
 * list, which only Fastify applies: then a forwarded request gets null and goes to Fastify.
 */
export function plainRequestSecurityHeaders(
  sets: SecurityHeaderSets,
  hsts: HstsMode,
  request: IncomingMessage,
  trustsNearestHop: ((address: string) => boolean) | null,
): Record<string, string> | null {
  if (hsts === "always") return sets.otherHsts;
  if (hsts === "never") return sets.other;
  const forwarded = [request.headers["x-forwarded-proto"] ?? []].flat().join(",");
  const address = request.socket.remoteAddress;
  if (forwarded && address !== undefined) {
    if (!trustsNearestHop) return null;
    if (trustsNearestHop(address)) return forwarded.split(",").at(-1)!.trim() === "https" ? sets.otherHsts : sets.other;
  }
  return (request.socket as TLSSocket).encrypted ? sets.otherHsts : sets.other;
}

/** `inlineScripts`: the hashes (`'sha256-...'`) of the only inline scripts a page may run. */
export function contentSecurityPolicy({ google, razorpay }: ThirdParties, inlineScripts: readonly string[] = []): string {
  const script = ["'self'", ...inlineScripts];
  const frame: string[] = [];
  const connect = ["'self'"];
  const style = ["'self'", "'unsafe-inline'"];
  const img = ["'self'", "data:", "blob:"];
  if (google) {
    script.push("https://accounts.google.com/gsi/client");
    frame.push("https://accounts.google.com/gsi/");
    connect.push("https://accounts.google.com/gsi/");
    style.push("https://accounts.google.com/gsi/style");
  }
  if (razorpay) {
    // checkout.js loads more of itself and its images from the CDN and reports to lumberjack.
    script.push("https://checkout.razorpay.com", "https://cdn.razorpay.com");
    img.push("https://cdn.razorpay.com");
    frame.push("https://api.razorpay.com", "https://checkout.razorpay.com");
    connect.push("https://lumberjack.razorpay.com", "https://lumberjack-metrics.razorpay.com");
  }
  return [
    "default-src 'self'",
    `script-src ${script.join(" ")}`,
    // React style attributes and the toast library's injected styles need inline styles.
    `style-src ${style.join(" ")}`,
    `img-src ${img.join(" ")}`,
    "font-src 'self'",
    `connect-src ${connect.join(" ")}`,
    `frame-src ${frame.length ? frame.join(" ") : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
