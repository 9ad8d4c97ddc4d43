import type { FastifyInstance } from "fastify";

export interface ThirdParties {
  google: boolean;
  razorpay: boolean;
}

/**
 * Security headers without a plugin on the hot path: a precomputed set for every response, and
 * the Content-Security-Policy only on HTML, where it means something. The policy opens up to
 * Google or Razorpay only when the shop is configured to use them.
 */
export function registerSecurityHeaders(app: FastifyInstance, thirdParties: ThirdParties) {
  const common = {
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "x-frame-options": "DENY",
    "cross-origin-opener-policy": thirdParties.google ? "same-origin-allow-popups" : "same-origin",
    "cross-origin-resource-policy": "same-origin",
    "permissions-policy": "camera=(), microphone=(), geolocation=()",
  };
  const csp = contentSecurityPolicy(thirdParties);

  app.addHook("onSend", async (_request, reply, payload) => {
    reply.headers(common);
    const type = reply.getHeader("content-type");
    if (typeof type === "string" && type.startsWith("text/html")) {
      reply.header("content-security-policy", csp);
    }
    return payload;
  });
}

export function contentSecurityPolicy({ google, razorpay }: ThirdParties): string {
  const script = ["'self'"];
  const frame: string[] = [];
  const connect = ["'self'"];
  const style = ["'self'", "'unsafe-inline'"];
  if (google) {
    script.push("https://accounts.google.com/gsi/client");
    frame.push("https://accounts.google.com/gsi/");
    connect.push("https://accounts.google.com/gsi/");
    style.push("https://accounts.google.com/gsi/style");
  }
  if (razorpay) {
    script.push("https://checkout.razorpay.com");
    frame.push("https://api.razorpay.com", "https://checkout.razorpay.com");
    connect.push("https://lumberjack.razorpay.com");
  }
  return [
    "default-src 'self'",
    `script-src ${script.join(" ")}`,
    // React style attributes and the toast library's injected styles need inline styles.
    `style-src ${style.join(" ")}`,
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src ${connect.join(" ")}`,
    `frame-src ${frame.length ? frame.join(" ") : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
