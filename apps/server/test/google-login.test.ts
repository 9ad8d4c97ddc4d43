import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { exportJWK, generateKeyPair, SignJWT, type JWK } from "jose";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ACCOUNT_EMAIL_MESSAGES, MESSAGES, SERVER_MESSAGES, type PublicUser, type Session } from "@taaza/domain";
import { outboxMessages, users } from "../src/platform/database/schema.ts";
import { createTestContext, type TestContext } from "./support/test-app.ts";
import { bearer, GOOD_PASSWORD, signUpCustomer } from "./support/factories.ts";

const quiet = { warn: () => undefined, error: () => undefined };
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

function idToken(
  claims: Record<string, unknown> = {},
  options: { kid?: string; key?: Key; expiresIn?: string; issuer?: string; audience?: string; issuedAt?: Date } = {},
) {
  return new SignJWT({ email: "meera@gmail.com", email_verified: true, name: "Meera Kulkarni", ...claims })
    .setProtectedHeader({ alg: "RS256", kid: options.kid ?? "key-1" })
    .setSubject((claims.sub as string) ?? "google-sub-1")
    .setIssuer(options.issuer ?? "https://accounts.google.com")
    .setAudience(options.audience ?? CLIENT_ID)
    .setIssuedAt(options.issuedAt)
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
    expect(first.json<Session>().user).toMatchObject({
      username: "Meera Kulkarni",
      email: "meera@gmail.com",
      userType: "User",
      hasPassword: false,
      hasGoogle: true,
    });
    expect(first.json<Session>().token).toBeTruthy();
    const again = await googleLogin(await idToken());
    expect(again.statusCode).toBe(200);
    expect(again.json<Session>().user._id).toBe(first.json<Session>().user._id);
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
        const claims = JSON.parse(Buffer.from(payload!, "base64url").toString()) as Record<string, unknown>;
        claims.email = "boss@taaza.in";
        return `${header}.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.${signature}`;
      },
    ],
    ["a token signed by a key that is not Google's", async () => idToken({}, { key: (await generateKeyPair("RS256")).privateKey })],
  ];
  for (const [what, make] of rejected) {
    it(`rejects ${what} with 401 and creates no account`, async () => {
      const res = await googleLogin(await make());
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: MESSAGES.auth.socialFailed });
      expect(await userCount()).toBe(0);
    });
  }

  it("pre-hijack: a squatter's password stops working once the inbox's owner, who opened the link without a session, signs in with Google", async () => {
    // The attacker signs up with the victim's Gmail and a password they choose.
    const squatter = await signUpCustomer(ctx.app, { email: "meera@gmail.com", username: "Squatter" });
    // The victim opens the confirmation link the shop mailed them, with no session of the account.
    await ctx.modules.messages.dispatchOutbox(null, quiet);
    const [mail] = await ctx.db.select().from(outboxMessages).where(eq(outboxMessages.kind, "verify-email"));
    const token = /#token=([A-Za-z0-9_-]{43})/.exec(mail!.textBody ?? "")![1]!;
    const opened = await ctx.app.inject({ method: "POST", url: "/api/users/verify-email", payload: { token } });
    expect(opened.statusCode).toBe(403);
    expect(opened.json()).toMatchObject({ error: ACCOUNT_EMAIL_MESSAGES.signInToConfirm, code: "accountEmail.signInToConfirm" });
    const [afterLink] = await ctx.db.select().from(users).where(eq(users.email, "meera@gmail.com"));
    expect(afterLink!.emailVerifiedAt).toBeNull();

    // The victim signs in with Google: the account is theirs, without the squatter's password.
    const viaGoogle = await googleLogin(await idToken());
    expect(viaGoogle.statusCode).toBe(200);
    expect(viaGoogle.json<Session>()).toMatchObject({
      user: { _id: squatter.user._id, hasGoogle: true, hasPassword: false },
      notice: ACCOUNT_EMAIL_MESSAGES.googlePasswordRemoved,
    });
    expect(await userCount()).toBe(1);
    const withPassword = await ctx.app.inject({
      method: "POST",
      url: "/api/users/login",
      payload: { email: "meera@gmail.com", password: GOOD_PASSWORD },
    });
    expect(withPassword.statusCode).toBe(400);
    // The squatter's session ended, and the old confirmation link acts on nothing any more.
    expect((await ctx.app.inject({ method: "GET", url: `/api/users/${squatter.user._id}`, headers: bearer(squatter) })).statusCode).toBe(
      401,
    );
    const late = await ctx.app.inject({
      method: "POST",
      url: "/api/users/verify-email",
      headers: bearer(viaGoogle.json<Session>()),
      payload: { token },
    });
    expect(late.statusCode).toBe(410);
    // The owner is told by email too.
    const told = await ctx.db.select().from(outboxMessages).where(eq(outboxMessages.kind, "sign-in-changed"));
    expect(told.map((row) => [row.recipient, row.payload.change])).toEqual([["meera@gmail.com", "google-connected-password-removed"]]);
  });

  it("a confirmation link counts from the account's own session only, and then Google sign-in keeps the password", async () => {
    const owner = await signUpCustomer(ctx.app, { email: "meera@gmail.com", username: "Meera" });
    const other = await signUpCustomer(ctx.app, { email: "asha@gmail.com" });
    await ctx.modules.messages.dispatchOutbox(null, quiet);
    const [mail] = await ctx.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, "meera@gmail.com"));
    const token = /#token=([A-Za-z0-9_-]{43})/.exec(mail!.textBody ?? "")![1]!;
    const verify = (session: Session) =>
      ctx.app.inject({ method: "POST", url: "/api/users/verify-email", headers: bearer(session), payload: { token } });
    expect((await verify(other)).statusCode).toBe(403);
    expect((await verify(owner)).statusCode).toBe(200);
    const res = await googleLogin(await idToken());
    expect(res.statusCode).toBe(200);
    expect(res.json<Session>().notice).toBeUndefined();
    expect(res.json<Session>().user).toMatchObject({ _id: owner.user._id, hasPassword: true, hasGoogle: true });
  });

  it("links a password account once its email is verified, and ends the sessions started before", async () => {
    const owner = await signUpCustomer(ctx.app, { email: "meera@gmail.com", username: "Meera" });
    await ctx.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.email, "meera@gmail.com"));
    const res = await googleLogin(await idToken());
    expect(res.statusCode).toBe(200);
    expect(res.json<Session>().user).toMatchObject({ _id: owner.user._id, hasPassword: true, hasGoogle: true, username: "Meera" });
    expect(await userCount()).toBe(1);
    const old = await ctx.app.inject({ method: "GET", url: `/api/users/${owner.user._id}`, headers: bearer(owner) });
    expect(old.statusCode).toBe(401);
    const login = await ctx.app.inject({
      method: "POST",
      url: "/api/users/login",
      payload: { email: "meera@gmail.com", password: GOOD_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });

  it("never signs anyone in as an Admin: an Admin's email is not linked", async () => {
    await ctx.modules.accounts.ensureAdmin({ email: "meera@gmail.com", password: GOOD_PASSWORD });
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

describe("POST /api/users/{id}/google-link (Connect Google from My Account)", () => {
  const connect = (session: Session, token: string, id = session.user._id) =>
    ctx.app.inject({ method: "POST", url: `/api/users/${id}/google-link`, headers: bearer(session), payload: { token } });

  it("the signed-in owner connects Google; other sessions end, this one stays, and Google sign-in then reaches the account", async () => {
    const owner = await signUpCustomer(ctx.app, { email: "meera@gmail.com", username: "Meera" });
    const elsewhere = (
      await ctx.app.inject({ method: "POST", url: "/api/users/login", payload: { email: "meera@gmail.com", password: GOOD_PASSWORD } })
    ).json<Session>();
    const res = await connect(owner, await idToken());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: owner.user._id, hasGoogle: true, hasPassword: true });
    expect((await ctx.app.inject({ method: "GET", url: `/api/users/${owner.user._id}`, headers: bearer(elsewhere) })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: "GET", url: `/api/users/${owner.user._id}`, headers: bearer(owner) })).statusCode).toBe(200);
    const viaGoogle = await googleLogin(await idToken());
    expect(viaGoogle.statusCode).toBe(200);
    expect(viaGoogle.json<Session>().user._id).toBe(owner.user._id);
    expect(await userCount()).toBe(1);
  });

  it("refuses a Google identity already tied to another account", async () => {
    await googleLogin(await idToken({ sub: "google-sub-1", email: "meera@gmail.com" }));
    const other = await signUpCustomer(ctx.app, { email: "asha@gmail.com" });
    const res = await connect(other, await idToken({ sub: "google-sub-1", email: "asha@gmail.com" }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: SERVER_MESSAGES.auth.googleTakenElsewhere });
    const [row] = await ctx.db.select().from(users).where(eq(users.email, "asha@gmail.com"));
    expect(row!.googleSub).toBeNull();
  });

  it("refuses a Google account with another email, a second connection, someone else's account, a visitor and an Admin", async () => {
    const owner = await signUpCustomer(ctx.app, { email: "meera@gmail.com" });
    const mismatch = await connect(owner, await idToken({ email: "someone@gmail.com" }));
    expect(mismatch.statusCode).toBe(409);
    expect(mismatch.json()).toMatchObject({ error: SERVER_MESSAGES.auth.googleEmailMismatch });
    expect((await connect(owner, await idToken())).statusCode).toBe(200);
    const again = await connect(owner, await idToken({ sub: "google-sub-9" }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: SERVER_MESSAGES.auth.googleAlreadyConnected });

    const intruder = await signUpCustomer(ctx.app, { email: "intruder@gmail.com" });
    expect((await connect(intruder, await idToken({ sub: "google-sub-3", email: "intruder@gmail.com" }), owner.user._id)).statusCode).toBe(
      403,
    );
    const anonymous = await ctx.app.inject({
      method: "POST",
      url: `/api/users/${owner.user._id}/google-link`,
      payload: { token: await idToken() },
    });
    expect(anonymous.statusCode).toBe(401);
    await ctx.modules.accounts.ensureAdmin({ email: "boss@gmail.com", password: GOOD_PASSWORD });
    const admin = (
      await ctx.app.inject({ method: "POST", url: "/api/users/login", payload: { email: "boss@gmail.com", password: GOOD_PASSWORD } })
    ).json<Session>();
    const staff = await connect(admin, await idToken({ sub: "google-sub-4", email: "boss@gmail.com" }));
    expect(staff.statusCode).toBe(403);
  });

  it("refuses an invalid token with 401 and links nothing", async () => {
    const owner = await signUpCustomer(ctx.app, { email: "meera@gmail.com" });
    const res = await connect(owner, await idToken({}, { audience: "someone-else.apps.googleusercontent.com" }));
    expect(res.statusCode).toBe(401);
    const [row] = await ctx.db.select().from(users).where(eq(users.email, "meera@gmail.com"));
    expect(row!.googleSub).toBeNull();
  });
});

describe("a first password on a Google-only account (PUT /api/users/{id})", () => {
  const setPassword = (session: Session, extra: Record<string, unknown> = {}) =>
    ctx.app.inject({
      method: "PUT",
      url: `/api/users/${session.user._id}`,
      headers: bearer(session),
      payload: { password: "Newer@Fish22", ...extra },
    });
  const signInChanges = async () =>
    (await ctx.db.select().from(outboxMessages).where(eq(outboxMessages.kind, "sign-in-changed"))).map((row) => row.payload.change);
  const logIn = () =>
    ctx.app.inject({ method: "POST", url: "/api/users/login", payload: { email: "meera@gmail.com", password: "Newer@Fish22" } });

  it("a stolen session alone cannot add one: no token, a stale token or another Google identity's token answer 403", async () => {
    const owner = (await googleLogin(await idToken())).json<Session>();
    const stolen = (await googleLogin(await idToken())).json<Session>();
    const stale = await idToken({}, { issuedAt: new Date(Date.now() - 10 * 60_000) });
    const otherIdentity = await idToken({ sub: "google-sub-2" });
    for (const extra of [{}, { googleToken: stale }, { googleToken: otherIdentity }, { googleToken: "not-a-token" }]) {
      const res = await setPassword(stolen, extra);
      expect(res.statusCode, JSON.stringify(extra).slice(0, 40)).toBe(403);
      expect(res.json()).toMatchObject({ error: ACCOUNT_EMAIL_MESSAGES.googleSignInRequired });
    }
    const [row] = await ctx.db.select().from(users).where(eq(users.email, "meera@gmail.com"));
    expect(row!.passwordHash).toBeNull();
    expect((await logIn()).statusCode).toBe(400);
    // The owner's session is untouched and nobody was emailed about a change that did not happen.
    expect((await ctx.app.inject({ method: "GET", url: `/api/users/${owner.user._id}`, headers: bearer(owner) })).statusCode).toBe(200);
    expect(await signInChanges()).toEqual([]);
  });

  it("a Google sign-in of the last few minutes adds it; other sessions end and the owner is emailed", async () => {
    const elsewhere = (await googleLogin(await idToken())).json<Session>();
    const owner = (await googleLogin(await idToken())).json<Session>();
    const res = await setPassword(owner, { googleToken: await idToken() });
    expect(res.statusCode).toBe(200);
    expect(res.json<PublicUser>().hasPassword).toBe(true);
    expect((await logIn()).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: "GET", url: `/api/users/${owner.user._id}`, headers: bearer(elsewhere) })).statusCode).toBe(401);
    expect(await signInChanges()).toEqual(["password-set"]);
  });

  it("connecting Google from My Account emails the owner", async () => {
    const owner = await signUpCustomer(ctx.app, { email: "meera@gmail.com" });
    const res = await ctx.app.inject({
      method: "POST",
      url: `/api/users/${owner.user._id}/google-link`,
      headers: bearer(owner),
      payload: { token: await idToken() },
    });
    expect(res.statusCode).toBe(200);
    expect(await signInChanges()).toEqual(["google-connected"]);
  });
});

describe("without GOOGLE_CLIENT_ID", () => {
  it("Google sign-in is not offered", async () => {
    const plain = await createTestContext();
    try {
      const res = await plain.app.inject({ method: "POST", url: "/api/users/google-login", payload: { token: await idToken() } });
      expect(res.statusCode).toBe(404);
      expect(
        (await plain.app.inject({ method: "GET", url: "/api/shop" })).json<{ googleClientId: string | null }>().googleClientId,
      ).toBeNull();
    } finally {
      await plain.close();
    }
  });
});
