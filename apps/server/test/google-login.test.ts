import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { exportJWK, generateKeyPair, SignJWT, type JWK } from "jose";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MESSAGES } from "@taaza/domain";
import { users } from "../src/db/schema.ts";
import { ensureAdmin } from "../src/modules/accounts/accounts-use-cases.ts";
import { createTestContext, type TestContext } from "./support/test-app.ts";
import { GOOD_PASSWORD, signUpCustomer } from "./support/factories.ts";

const CLIENT_ID = "1234-taaza.apps.googleusercontent.com";
type Key = Awaited<ReturnType<typeof generateKeyPair>>["privateKey"];

let ctx: TestContext;
let jwksFile: string;
let signingKey: Key;
const publishedKeys: JWK[] = [];

async function addKey(kid: string): Promise<Key> {
  const { publicKey, privateKey } = await generateKeyPair("RS256");
  publishedKeys.push({ ...(await exportJWK(publicKey)), kid, alg: "RS256", use: "sig" });
  writeFileSync(jwksFile, JSON.stringify({ keys: publishedKeys }));
  return privateKey;
}

function idToken(claims: Record<string, unknown> = {}, options: { kid?: string; key?: Key; expiresIn?: string; issuer?: string; audience?: string } = {}) {
  return new SignJWT({ email: "meera@gmail.com", email_verified: true, name: "Meera Kulkarni", ...claims })
    .setProtectedHeader({ alg: "RS256", kid: options.kid ?? "key-1" })
    .setSubject((claims.sub as string) ?? "google-sub-1")
    .setIssuer(options.issuer ?? "https://accounts.google.com")
    .setAudience(options.audience ?? CLIENT_ID)
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? "1h")
    .sign(options.key ?? signingKey);
}

beforeAll(async () => {
  jwksFile = path.join(mkdtempSync(path.join(tmpdir(), "taaza-jwks-")), "jwks.json");
  signingKey = await addKey("key-1");
  ctx = await createTestContext({ GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_FILE: jwksFile });
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const googleLogin = (token: string) => ctx.app.inject({ method: "POST", url: "/api/users/google-login", payload: { token } });
const userCount = async () => (await ctx.db.select().from(users)).length;

describe("POST /api/users/google-login", () => {
  it("creates a User on the first sign-in and reuses the same account after", async () => {
    const first = await googleLogin(await idToken());
    expect(first.statusCode).toBe(200);
    expect(first.json().user).toMatchObject({ username: "Meera Kulkarni", email: "meera@gmail.com", userType: "User", hasPassword: false });
    expect(first.json().token).toBeTruthy();
    const again = await googleLogin(await idToken());
    expect(again.statusCode).toBe(200);
    expect(again.json().user._id).toBe(first.json().user._id);
    expect(await userCount()).toBe(1);
  });

  const rejected: [string, () => Promise<string>][] = [
    ["a wrong audience", () => idToken({}, { audience: "someone-else.apps.googleusercontent.com" })],
    ["a wrong issuer", () => idToken({}, { issuer: "https://evil.example" })],
    ["an expired token", () => idToken({}, { expiresIn: "-10 minutes" })],
    ["an unverified email", () => idToken({ email_verified: false })],
    ["an unknown key id", () => idToken({}, { kid: "not-published" })],
    [
      "alg none",
      async () => {
        const encode = (o: object) => Buffer.from(JSON.stringify(o)).toString("base64url");
        const now = Math.floor(Date.now() / 1000);
        return `${encode({ alg: "none", typ: "JWT" })}.${encode({ sub: "x", email: "meera@gmail.com", email_verified: true, iss: "https://accounts.google.com", aud: CLIENT_ID, exp: now + 600 })}.`;
      },
    ],
    [
      "a tampered payload",
      async () => {
        const [header, payload, signature] = (await idToken()).split(".");
        const claims = JSON.parse(Buffer.from(payload!, "base64url").toString());
        claims.email = "boss@taaza.in";
        return `${header}.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.${signature}`;
      },
    ],
    [
      "a token signed by a key that is not Google's",
      async () => idToken({}, { key: (await generateKeyPair("RS256")).privateKey }),
    ],
  ];
  for (const [what, make] of rejected) {
    it(`rejects ${what} with 401 and creates no account`, async () => {
      const res = await googleLogin(await make());
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: MESSAGES.auth.socialFailed });
      expect(await userCount()).toBe(0);
    });
  }

  it("links an existing password account with the same verified email instead of duplicating it", async () => {
    const existing = await signUpCustomer(ctx.app, { email: "meera@gmail.com", username: "Meera" });
    const res = await googleLogin(await idToken());
    expect(res.statusCode).toBe(200);
    expect(res.json().user._id).toBe(existing.user._id);
    expect(res.json().user).toMatchObject({ userType: "User", hasPassword: true, username: "Meera" });
    expect(await userCount()).toBe(1);
    const login = await ctx.app.inject({ method: "POST", url: "/api/users/login", payload: { email: "meera@gmail.com", password: GOOD_PASSWORD } });
    expect(login.statusCode).toBe(200);
  });

  it("never signs anyone in as an Admin: an Admin's email is not linked", async () => {
    await ensureAdmin(ctx.deps, { email: "meera@gmail.com", password: GOOD_PASSWORD });
    const res = await googleLogin(await idToken());
    expect(res.statusCode).toBe(401);
    const [admin] = await ctx.db.select().from(users).where(eq(users.email, "meera@gmail.com"));
    expect(admin!.googleSub).toBeNull();
  });

  it("does not move an account already tied to another Google identity", async () => {
    await googleLogin(await idToken({ sub: "google-sub-1" }));
    const res = await googleLogin(await idToken({ sub: "google-sub-2" }));
    expect(res.statusCode).toBe(401);
    expect(await userCount()).toBe(1);
  });

  it("picks up a rotated key the first time a token names it", async () => {
    const rotated = await addKey("key-2");
    const res = await googleLogin(await idToken({}, { kid: "key-2", key: rotated }));
    expect(res.statusCode).toBe(200);
  });
});

describe("without GOOGLE_CLIENT_ID", () => {
  it("Google sign-in is not offered", async () => {
    const plain = await createTestContext();
    try {
      const res = await plain.app.inject({ method: "POST", url: "/api/users/google-login", payload: { token: await idToken() } });
      expect(res.statusCode).toBe(404);
      expect((await plain.app.inject({ method: "GET", url: "/api/shop" })).json().googleClientId).toBeNull();
    } finally {
      await plain.close();
    }
  });
});
