import { generateKeyPairSync, randomUUID, sign } from "node:crypto";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { GOOGLE_CLIENT_ID, GOOGLE_JWKS_FILE } from "../playwright.config.ts";

const { publicKey, privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const kid = `e2e-${randomUUID().slice(0, 8)}`;
let published = false;

/** Publishes this run's key where the Google-configured shop reads Google's keys (GOOGLE_JWKS_FILE). */
function publishKey() {
  if (published) return;
  const jwk = { ...publicKey.export({ format: "jwk" }), kid, alg: "RS256", use: "sig" };
  writeFileSync(path.join(import.meta.dirname, "..", GOOGLE_JWKS_FILE), JSON.stringify({ keys: [jwk] }));
  published = true;
}

/** An ID token as Google would sign it for the shop's client id: RS256, verified email. */
export function googleIdToken(claims: { sub: string; email: string; name?: string }): string {
  publishKey();
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const now = Math.floor(Date.now() / 1000);
  const header = encode({ alg: "RS256", typ: "JWT", kid });
  const payload = encode({
    iss: "https://accounts.google.com",
    aud: GOOGLE_CLIENT_ID,
    iat: now,
    exp: now + 600,
    email_verified: true,
    name: "Google User",
    ...claims,
  });
  const signature = sign("sha256", Buffer.from(`${header}.${payload}`), privateKey).toString("base64url");
  return `${header}.${payload}.${signature}`;
}
