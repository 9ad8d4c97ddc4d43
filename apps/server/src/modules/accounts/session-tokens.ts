import { createHmac, randomBytes } from "node:crypto";

/** 256 random bits, URL-safe: the bearer token a browser keeps. */
export function newSessionToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What the database keeps instead of the token: a keyed hash, useless without the secret. */
export function sessionTokenHash(token: string, secret: string): string {
  return createHmac("sha256", secret).update(token).digest("base64url");
}
