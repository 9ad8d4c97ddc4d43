import { readFile } from "node:fs/promises";
import { createLocalJWKSet, createRemoteJWKSet, errors, jwtVerify, type JSONWebKeySet, type JWTVerifyGetKey } from "jose";

export interface GoogleIdentity {
  sub: string;
  email: string;
  name: string;
  /** When Google issued the token (its `iat`): how fresh the sign-in it proves is. */
  issuedAt: Date | null;
}

/** The edge to Google: verifies an ID token and says who it names. Tests use a local key set. */
export interface GoogleIdentityVerifier {
  verify(idToken: string): Promise<GoogleIdentity>;
}

export class InvalidGoogleToken extends Error {}

const GOOGLE_JWKS_URL = "https://www.googleapis.com/oauth2/v3/certs";
const ISSUERS = ["accounts.google.com", "https://accounts.google.com"];

/**
 * Verifies signature (RS256 against Google's keys), audience, issuer, expiry and a verified
 * email. A remote key set is cached by jose and fetched again when a token names an unknown key;
 * a key file (GOOGLE_JWKS_FILE) is read again in that case too, so key rotation works offline.
 */
export function googleIdentityVerifier(options: {
  clientId: string;
  jwksUrl?: string | null;
  jwksFile?: string | null;
}): GoogleIdentityVerifier {
  const keys = options.jwksFile ? fileKeySet(options.jwksFile) : createRemoteJWKSet(new URL(options.jwksUrl ?? GOOGLE_JWKS_URL));
  return {
    async verify(idToken) {
      let payload;
      try {
        ({ payload } = await jwtVerify(idToken, keys, {
          audience: options.clientId,
          issuer: ISSUERS,
          algorithms: ["RS256"],
          clockTolerance: 5,
        }));
      } catch (error) {
        throw new InvalidGoogleToken(error instanceof Error ? error.message : "invalid token");
      }
      const {
        sub,
        email,
        email_verified: verified,
        name,
        iat,
      } = payload as { sub?: unknown; email?: unknown; email_verified?: unknown; name?: unknown; iat?: unknown };
      if (typeof sub !== "string" || !sub) throw new InvalidGoogleToken("no subject");
      if (typeof email !== "string" || !email) throw new InvalidGoogleToken("no email");
      if (verified !== true && verified !== "true") throw new InvalidGoogleToken("email not verified");
      const displayName = typeof name === "string" && name.trim() ? name.trim().slice(0, 60) : email.split("@")[0]!;
      const issuedAt = typeof iat === "number" && Number.isFinite(iat) ? new Date(iat * 1000) : null;
      return { sub, email: email.toLowerCase(), name: displayName, issuedAt };
    },
  };
}

function fileKeySet(file: string): JWTVerifyGetKey {
  let current: Promise<JWTVerifyGetKey> | undefined;
  // A failed read (the file not written yet, half written) is not remembered: the next token reads again.
  const load = () =>
    (current = readFile(file, "utf8")
      .then((text) => createLocalJWKSet(JSON.parse(text) as JSONWebKeySet))
      .catch((error: unknown) => {
        current = undefined;
        throw error;
      }));
  return async (header, token) => {
    try {
      return await (current ?? load()).then((getKey) => getKey(header, token));
    } catch (error) {
      if (!(error instanceof errors.JWKSNoMatchingKey)) throw error;
      return (await load())(header, token);
    }
  };
}
