import { MESSAGES, type ProfileUpdateBody, type PublicUser, type Session, type SignupBody, type UserType } from "@taaza/domain";
import type { AppDeps } from "../../app-deps.ts";
import { isUniqueViolation } from "../../db/db-errors.ts";
import { badRequest, forbidden, notFound } from "../../http/http-error.ts";
import {
  deleteOtherSessions,
  deleteSession,
  findUserByEmail,
  insertSession,
  insertUser,
  listCustomers,
  toPublicUser,
  updateUser,
  type Principal,
  type UserRecord,
} from "./accounts-repository.ts";
import { accountViewOf, findAccountView } from "./account-view.ts";
import { hashPassword, verifyPassword } from "./password-hashing.ts";
import { newSessionToken, sessionTokenHash } from "./session-tokens.ts";
import { newUserCode } from "./user-code.ts";

/** Sign-up always makes a customer: Admins come only from the server's configuration. */
export async function signUp(deps: AppDeps, body: SignupBody): Promise<Session> {
  if (body.userType === "Admin") throw forbidden(MESSAGES.auth.adminSignupRefused);
  if (await findUserByEmail(deps.db, body.email)) throw badRequest(MESSAGES.auth.emailTaken);
  const passwordHash = await hashPassword(body.password);
  const user = await createUser(deps, { username: body.username, email: body.email, passwordHash, userType: "User" }).catch(
    (error: unknown) => {
      // Two sign-ups with one email at the same moment: the unique index decides.
      if (isUniqueViolation(error)) throw badRequest(MESSAGES.auth.emailTaken);
      throw error;
    },
  );
  return startSession(deps, user);
}

export async function logIn(deps: AppDeps, email: string, password: string): Promise<Session> {
  const user = await findUserByEmail(deps.db, email);
  // One message for an unknown email and a wrong password, so accounts cannot be probed.
  const ok = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !ok) throw badRequest(MESSAGES.auth.badCredentials);
  return startSession(deps, user);
}

export async function logOut(deps: AppDeps, token: string) {
  await deleteSession(deps.db, sessionTokenHash(token, deps.config.sessionSecret));
}

export async function startSession(deps: AppDeps, user: UserRecord): Promise<Session> {
  const token = newSessionToken();
  await insertSession(deps.db, {
    userId: user.id,
    tokenHash: sessionTokenHash(token, deps.config.sessionSecret),
    expiresAt: new Date(deps.now().getTime() + deps.config.sessionTtlMs),
  });
  return { user: await accountViewOf(deps.db, user), token };
}

/** A new user with a fresh customer id; retried in the rare case two ids collide. */
export async function createUser(
  deps: AppDeps,
  values: { username: string; email: string; passwordHash: string | null; userType: UserType; googleSub?: string | null },
): Promise<UserRecord> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await insertUser(deps.db, { ...values, userCode: newUserCode() });
    } catch (error) {
      const codeClash = isUniqueViolation(error) && String((error as { cause?: { detail?: string } }).cause?.detail ?? "").includes("user_code");
      if (!codeClash || attempt >= 3) throw error;
    }
  }
}

export async function getUser(deps: AppDeps, id: string): Promise<PublicUser> {
  const user = await findAccountView(deps.db, id);
  if (!user) throw notFound("User not found");
  return user;
}

/** Profile changes: username, password, age, gender. Email, role and id never change here. */
export async function updateProfile(deps: AppDeps, caller: Principal, id: string, body: ProfileUpdateBody): Promise<PublicUser> {
  const changes: Parameters<typeof updateUser>[2] = {};
  if (body.username !== undefined) changes.username = body.username;
  if (body.age !== undefined) changes.age = body.age;
  if (body.gender !== undefined) changes.gender = body.gender === "" ? null : body.gender;
  if (body.password) changes.passwordHash = await hashPassword(body.password);
  const user = await updateUser(deps.db, id, changes);
  if (!user) throw notFound("User not found");
  if (changes.passwordHash && caller.id === id) await deleteOtherSessions(deps.db, id, caller.sessionId);
  return accountViewOf(deps.db, user);
}

export async function customers(deps: AppDeps): Promise<PublicUser[]> {
  return (await listCustomers(deps.db)).map(toPublicUser);
}

/** The configured Admin exists with the configured password, every start. */
export async function ensureAdmin(deps: AppDeps, admin: { email: string; password: string }) {
  const passwordHash = await hashPassword(admin.password);
  const existing = await findUserByEmail(deps.db, admin.email);
  if (existing) {
    await updateUser(deps.db, existing.id, { userType: "Admin", passwordHash });
  } else {
    await createUser(deps, { username: "Admin", email: admin.email, passwordHash, userType: "Admin" });
  }
}
