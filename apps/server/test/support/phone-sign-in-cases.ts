import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ACCOUNT_EMAIL_MESSAGES, CARE_MESSAGES, NOTIFICATION_MESSAGES, PHONE_CODE_SENT, type Session } from "@taaza/domain";
import { outboxMessages, phoneCodes, sessions, users } from "../../src/platform/database/schema.ts";
import { addAddress, buildPincode, call, MINUTE, MORNING_IST } from "./buying.ts";
import { bearer, GOOD_PASSWORD, signUpCustomer } from "./factories.ts";
import { createTestContext, type TestContext } from "./test-app.ts";

/** Phone sign-in's API cases (issue 31): phone-sign-in.test.ts runs them (on PostgreSQL too with TEST_DATABASE_URL). */
export function phoneSignInCases(): void {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    await ctx.reset();
    ctx.setNow(MORNING_IST);
  });

  const ask = (phone: string, from = "203.0.113.7", headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: "POST", url: "/api/users/otp/request", payload: { phone }, remoteAddress: from, headers });
  const verify = (phone: string, code: string, from = "203.0.113.7", headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: "POST", url: "/api/users/otp/verify", payload: { phone, code }, remoteAddress: from, headers });
  /** The code of the latest message sent to the number, as the customer's phone would show it. */
  const sentCode = async (phone: string) => {
    const [row] = await ctx.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.kind, "sign-in-code"), eq(outboxMessages.recipient, phone)))
      .orderBy(desc(outboxMessages.createdAt))
      .limit(1);
    return { row: row!, code: String(row!.payload.code) };
  };
  const wrongFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

  describe("POST /api/users/otp/request and /verify", () => {
    it("a new number gets a 6-digit code by SMS, kept only hashed; verifying it makes an account without email and signs in", async () => {
      const asked = await ask("+91 98200 11111");
      expect(asked.statusCode, asked.body).toBe(200);
      expect(asked.json()).toEqual({ message: PHONE_CODE_SENT });
      const { row, code } = await sentCode("9820011111");
      expect(row).toMatchObject({ channel: "sms", language: "en", status: "pending" });
      expect(code).toMatch(/^\d{6}$/);
      const [stored] = await ctx.db.select().from(phoneCodes).where(eq(phoneCodes.phone, "9820011111"));
      expect(stored!.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(stored)).not.toContain(code);
      expect(stored!.expiresAt.getTime() - MORNING_IST.getTime()).toBe(5 * MINUTE);

      const res = await verify("9820011111", code);
      expect(res.statusCode, res.body).toBe(200);
      const session = res.json<Session>();
      expect(session.token).toEqual(expect.any(String));
      expect(session.user).toMatchObject({ email: null, username: "", phone: "9820011111", userType: "User", hasPassword: false });
      const [user] = await ctx.db.select().from(users).where(eq(users.id, session.user._id));
      expect(user).toMatchObject({ email: null, signInPhone: "9820011111" });
      // The session works like a password one, and the name is asked for afterwards.
      const named = await call(ctx, session, "PUT", `/api/users/${session.user._id}`, { username: "Kavita" });
      expect(named.statusCode, named.body).toBe(200);
      expect((await call(ctx, session, "GET", `/api/users/${session.user._id}`)).json<{ username: string }>().username).toBe("Kavita");
      // A code works once.
      expect((await verify("9820011111", code)).statusCode).toBe(400);
    });

    it("the next sign-in with the same number reaches the same account; an older code stops working when a new one is sent", async () => {
      await ask("9820011111");
      const first = await verify("9820011111", (await sentCode("9820011111")).code);
      ctx.setNow(new Date(MORNING_IST.getTime() + MINUTE));
      await ask("9820011111");
      const old = await sentCode("9820011111");
      ctx.setNow(new Date(MORNING_IST.getTime() + 2 * MINUTE));
      await ask("9820011111");
      const latest = await sentCode("9820011111");
      if (old.code !== latest.code) expect((await verify("9820011111", old.code)).statusCode).toBe(400);
      const again = await verify("9820011111", latest.code);
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json<Session>().user._id).toBe(first.json<Session>().user._id);
    });

    it("the answer never tells whether a number has an account", async () => {
      await ask("9820011111");
      await verify("9820011111", (await sentCode("9820011111")).code);
      const known = await ask("9820011111", "198.51.100.1");
      const unknown = await ask("9820022222", "198.51.100.1");
      expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
      expect(known.body).toBe(unknown.body);
    });

    it("five wrong codes retire the code: even the right one is refused after, with the same message", async () => {
      await ask("9820011111");
      const { code } = await sentCode("9820011111");
      for (let i = 0; i < 5; i++) {
        const wrong = await verify("9820011111", wrongFor(code));
        expect(wrong.statusCode).toBe(400);
        expect(wrong.json()).toMatchObject({ error: NOTIFICATION_MESSAGES.signInCodeWrong, code: "notification.signInCodeWrong" });
      }
      expect((await verify("9820011111", code)).json()).toMatchObject({ error: NOTIFICATION_MESSAGES.signInCodeWrong });
      expect(await ctx.db.select().from(users).where(eq(users.signInPhone, "9820011111"))).toEqual([]);
    });

    it("a code is refused after 5 minutes", async () => {
      await ask("9820011111");
      const { code } = await sentCode("9820011111");
      ctx.setNow(new Date(MORNING_IST.getTime() + 5 * MINUTE + 1000));
      expect((await verify("9820011111", code)).statusCode).toBe(400);
    });

    it("rate limited: three codes per number per 15 minutes, ten per address per hour", async () => {
      for (let i = 0; i < 3; i++) expect((await ask("9820011111", `198.51.100.${i}`)).statusCode).toBe(200);
      const fourth = await ask("9820011111", "198.51.100.50");
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json()).toMatchObject({ code: "notification.signInCodeTooMany" });
      ctx.setNow(new Date(MORNING_IST.getTime() + 16 * MINUTE));
      expect((await ask("9820011111", "198.51.100.51")).statusCode).toBe(200);

      for (let i = 0; i < 10; i++) expect((await ask(`97000000${String(i).padStart(2, "0")}`, "192.0.2.1")).statusCode).toBe(200);
      expect((await ask("9700000099", "192.0.2.1")).statusCode).toBe(429);
      expect(await ctx.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, "9700000099"))).toEqual([]);
    });

    it("refuses a number that is not an Indian mobile and a code that is not 6 digits", async () => {
      expect((await ask("12345")).statusCode).toBe(400);
      expect((await ask("1234567890")).statusCode).toBe(400);
      expect((await verify("9820011111", "12ab56")).statusCode).toBe(400);
    });

    it("a number typed in someone's address is not their account: the code makes a new account; it goes by WhatsApp when opted in", async () => {
      await buildPincode(ctx);
      const owner = await signUpCustomer(ctx.app);
      await addAddress(ctx, owner, { phoneNo: "9820012345" });
      const opt = await call(ctx, owner, "PUT", `/api/users/${owner.user._id}/notifications`, { whatsapp: true, sms: false, push: false });
      expect(opt.statusCode, opt.body).toBe(200);
      await ask("9820012345", "203.0.113.7", { cookie: "taaza-locale=mr" });
      const { row, code } = await sentCode("9820012345");
      expect(row).toMatchObject({ channel: "whatsapp", language: "mr" });
      const session = (await verify("9820012345", code, "203.0.113.7", { cookie: "taaza-locale=mr" })).json<Session>();
      expect(session.user._id).not.toBe(owner.user._id);
      // The owner's own account is untouched, and still theirs only.
      const mine = await ctx.app.inject({ method: "GET", url: `/api/users/${owner.user._id}`, headers: bearer(session) });
      expect(mine.statusCode).toBe(403);
      const [ownerRow] = await ctx.db.select().from(users).where(eq(users.id, owner.user._id));
      expect(ownerRow!.signInPhone).toBeNull();
      // The new account's messages are written in the language it signed up in.
      const [made] = await ctx.db.select().from(users).where(eq(users.id, session.user._id));
      expect(made!.language).toBe("mr");
    });

    it("the code message renders in the account's language when dispatched", async () => {
      await ask("9820011111", "203.0.113.7", { cookie: "taaza-locale=hi" });
      await ctx.modules.messages.dispatchOutbox(null, { warn: () => undefined, error: () => undefined });
      const { row, code } = await sentCode("9820011111");
      expect(row).toMatchObject({ status: "kept", template: "taaza_sign_in_code", variables: { code } });
      expect(row.textBody).toContain(`${code} आपका साइन-इन कोड है`);
    });
  });

  describe("a phone account adds an email and a password (My Account)", () => {
    async function phoneAccount(phone = "9820011111"): Promise<Session> {
      await ask(phone);
      const res = await verify(phone, (await sentCode(phone)).code);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<Session>();
    }
    const linkSentTo = async (email: string) => {
      const rows = await ctx.db
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.kind, "verify-email"), eq(outboxMessages.recipient, email)))
        .orderBy(desc(outboxMessages.createdAt));
      return rows.map((row) => String(row.payload.token));
    };
    const accountRow = async (id: string) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0]!;
    const login = (email: string, password: string) =>
      ctx.app.inject({ method: "POST", url: "/api/users/login", payload: { email, password }, remoteAddress: "198.51.100.77" });

    it("adds an email (sent its link), a password with a fresh code; signs in by email only once the link is opened here", async () => {
      const session = await phoneAccount();
      const id = session.user._id;
      const added = await call(ctx, session, "PUT", `/api/users/${id}/email`, { email: " Kavita@Example.in " });
      expect(added.statusCode, added.body).toBe(200);
      expect(added.json()).toEqual({ message: ACCOUNT_EMAIL_MESSAGES.emailAdded });
      expect(await accountRow(id)).toMatchObject({ email: "kavita@example.in", emailVerifiedAt: null, signInPhone: "9820011111" });
      const [token] = await linkSentTo("kavita@example.in");
      expect(token).toMatch(/^[\w-]{43}$/);

      // The password needs a code just sent to the account's number: a wrong one is a counted try.
      await ask("9820011111");
      const { code } = await sentCode("9820011111");
      const wrong = await call(ctx, session, "PUT", `/api/users/${id}/password`, { password: GOOD_PASSWORD, code: wrongFor(code) });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ code: "notification.signInCodeWrong" });
      expect((await accountRow(id)).passwordHash).toBeNull();
      const weak = await call(ctx, session, "PUT", `/api/users/${id}/password`, { password: "short", code });
      expect(weak.statusCode).toBe(400);
      const set = await call(ctx, session, "PUT", `/api/users/${id}/password`, { password: GOOD_PASSWORD, code });
      expect(set.statusCode, set.body).toBe(200);
      expect(set.json()).toEqual({ message: ACCOUNT_EMAIL_MESSAGES.passwordSet });
      expect((await accountRow(id)).passwordHash).toEqual(expect.any(String));
      // The sign-in's code and this one: the wrong try was counted, and both are used up.
      const codes = await ctx.db.select().from(phoneCodes).where(eq(phoneCodes.phone, "9820011111"));
      expect(codes.map((c) => [c.tries, c.usedAt]).sort()).toEqual([
        [0, MORNING_IST],
        [1, MORNING_IST],
      ]);
      // The code is used up: it sets nothing twice.
      expect((await call(ctx, session, "PUT", `/api/users/${id}/password`, { password: GOOD_PASSWORD, code })).statusCode).toBe(409);

      // Unconfirmed, the email neither signs in nor gets mail other than its link.
      const early = await login("kavita@example.in", GOOD_PASSWORD);
      expect(early.statusCode).toBe(400);
      expect(early.json()).toMatchObject({ code: "auth.badCredentials" });
      const mailed = await ctx.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, "kavita@example.in"));
      expect(mailed.map((m) => m.kind)).toEqual(["verify-email"]);

      const confirmed = await call(ctx, session, "POST", "/api/users/verify-email", { token });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      const signedIn = await login("kavita@example.in", GOOD_PASSWORD);
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      expect(signedIn.json<Session>().user).toMatchObject({ _id: id, email: "kavita@example.in", phone: "9820011111", hasPassword: true });
      // The phone still signs in to the same account; a confirmed email is not changed here.
      expect((await phoneAccount()).user._id).toBe(id);
      const again = await call(ctx, session, "PUT", `/api/users/${id}/email`, { email: "other@example.in" });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: "accountEmail.emailAlreadySet" });
    });

    it("an email another account uses is refused with 409; a typo may be replaced and its link stops working", async () => {
      const other = await signUpCustomer(ctx.app, { email: "taken@example.in" });
      const session = await phoneAccount();
      const id = session.user._id;
      const taken = await call(ctx, session, "PUT", `/api/users/${id}/email`, { email: "TAKEN@example.in" });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({ error: ACCOUNT_EMAIL_MESSAGES.emailUsedElsewhere, code: "accountEmail.emailUsedElsewhere" });
      expect((await accountRow(id)).email).toBeNull();
      expect(await linkSentTo("taken@example.in")).toHaveLength(1); // the other account's own sign-up link only
      expect((await call(ctx, session, "PUT", `/api/users/${id}/email`, { email: "not an email" })).statusCode).toBe(400);

      expect((await call(ctx, session, "PUT", `/api/users/${id}/email`, { email: "kavta@example.in" })).statusCode).toBe(200);
      const [typoLink] = await linkSentTo("kavta@example.in");
      expect((await call(ctx, session, "PUT", `/api/users/${id}/email`, { email: "kavita@example.in" })).statusCode).toBe(200);
      expect(await accountRow(id)).toMatchObject({ email: "kavita@example.in", emailVerifiedAt: null });
      const stale = await call(ctx, session, "POST", "/api/users/verify-email", { token: typoLink });
      expect(stale.statusCode).toBe(410);
      expect((await accountRow(id)).emailVerifiedAt).toBeNull();
      const [link] = await linkSentTo("kavita@example.in");
      expect((await call(ctx, session, "POST", "/api/users/verify-email", { token: link })).statusCode).toBe(200);

      // Only the owner, and only a phone account.
      expect((await call(ctx, null, "PUT", `/api/users/${id}/email`, { email: "x@example.in" })).statusCode).toBe(401);
      expect((await call(ctx, other, "PUT", `/api/users/${id}/email`, { email: "x@example.in" })).statusCode).toBe(403);
      expect((await call(ctx, other, "PUT", `/api/users/${id}/password`, { password: GOOD_PASSWORD, code: "123456" })).statusCode).toBe(
        403,
      );
      const ownEmail = await call(ctx, other, "PUT", `/api/users/${other.user._id}/email`, { email: "new@example.in" });
      expect(ownEmail.statusCode).toBe(409);
      const ownPassword = await call(ctx, other, "PUT", `/api/users/${other.user._id}/password`, {
        password: GOOD_PASSWORD,
        code: "123456",
      });
      expect(ownPassword.json()).toMatchObject({ code: "accountEmail.passwordAlreadySet" });
      expect((await accountRow(other.user._id)).email).toBe("taken@example.in");
    });
  });

  describe("a phone-only account deletes itself (My Account)", () => {
    const remove = (session: Session | null, body: Record<string, unknown>, id = session?.user._id ?? "") =>
      call(ctx, session, "DELETE", `/api/users/${id}`, body);
    const accountRow = async (id: string) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0]!;
    const codesOf = async (phone: string) =>
      (await ctx.db.select().from(phoneCodes).where(eq(phoneCodes.phone, phone))).map((c) => ({ tries: c.tries, used: c.usedAt !== null }));

    it("needs a code just sent to its own number: none 400, a wrong one 400 and counted, another number's 400; the right one erases", async () => {
      await ask("9820011111");
      const session = (await verify("9820011111", (await sentCode("9820011111")).code)).json<Session>();
      const id = session.user._id;

      const none = await remove(session, {});
      expect(none.statusCode).toBe(400);
      expect(none.json()).toMatchObject({ error: CARE_MESSAGES.account.codeRequired, code: "care.account.codeRequired" });

      await ask("9820011111");
      const { code } = await sentCode("9820011111");
      const wrong = await remove(session, { code: wrongFor(code) });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ code: "notification.signInCodeWrong" });
      // The sign-in's code is used; the new one has one wrong try counted.
      expect(await codesOf("9820011111")).toEqual(expect.arrayContaining([{ tries: 1, used: false }]));

      // A code sent to another number proves nothing about this account.
      await ask("9820022222");
      const elsewhere = await remove(session, { code: (await sentCode("9820022222")).code });
      expect(elsewhere.statusCode).toBe(400);
      expect(elsewhere.json()).toMatchObject({ code: "notification.signInCodeWrong" });
      expect(await codesOf("9820022222")).toEqual([{ tries: 0, used: false }]);
      expect(await accountRow(id)).toMatchObject({ deletedAt: null, signInPhone: "9820011111" });

      const done = await remove(session, { code });
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json()).toEqual({ message: CARE_MESSAGES.account.deleted });
      expect(await accountRow(id)).toMatchObject({
        username: "Deleted customer",
        signInPhone: null,
        passwordHash: null,
        deletedAt: MORNING_IST,
      });
      expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);
      // The codes sent to the deleted number are erased; the other number's stays.
      expect(await codesOf("9820011111")).toEqual([]);
      expect(await codesOf("9820022222")).toHaveLength(1);
      expect((await call(ctx, session, "GET", `/api/users/${id}`)).statusCode).toBe(401);
      // The number signs in again to a new, empty account.
      await ask("9820011111");
      const fresh = (await verify("9820011111", (await sentCode("9820011111")).code)).json<Session>();
      expect(fresh.user._id).not.toBe(id);
    });

    it("an account with a password still needs the password: a code alone is refused", async () => {
      const customer = await signUpCustomer(ctx.app);
      const refused = await remove(customer, { code: "123456" });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ error: CARE_MESSAGES.account.passwordRequired });
      expect((await accountRow(customer.user._id)).deletedAt).toBeNull();
      expect((await remove(customer, { password: GOOD_PASSWORD })).statusCode).toBe(200);
    });
  });
}
