// Accounts' front door: sign-up, sign-in and sessions (who is behind a bearer token), profiles,
// the emailed links, the user as the API shows them (with addresses and basket), and the
// configured Admin made at start. The failed-login counters and Google's token check are this
// module's edges; the composition root builds them and hands them in.
import type { Config } from "../../platform/config.ts";
import type { Database } from "../../platform/database/client.ts";
import type { ModuleRoutes } from "../../platform/http/route-table.ts";
import type { DeleteAccountBody, PublicUser } from "@taaza/domain";
import type { AccountNotices, AccountsContext } from "./accounts-context.ts";
import { accountsAdminRoutes, accountsStoreRoutes, type AccountsRouteDeps } from "./accounts-routes.ts";
import { ensureAdmin, lockUser } from "./accounts-use-cases.ts";
import { eraseAccountRow, erasePhoneCodes, proveDeletion } from "./account-erasure.ts";
import { accountOf, accountViewAfterLineWrite } from "./account-view.ts";
import type { FailedLogins } from "./failed-logins.ts";
import type { GoogleIdentityVerifier } from "./google-identity.ts";
import { createSessions, type SessionsDeps } from "./sessions-use-cases.ts";
import { ensureDemoStaff, findRiderAccount } from "./staff-use-cases.ts";

export { memoryFailedLogins, redisFailedLogins, type FailedLogins } from "./failed-logins.ts";
export { googleIdentityVerifier, type GoogleIdentityVerifier } from "./google-identity.ts";
export { sessionTokenHash } from "./session-tokens.ts";
export type { AccountNotices } from "./accounts-context.ts";
export { DELETED_ACCOUNT_NAME } from "./account-erasure.ts";

export interface AccountsDeps extends SessionsDeps {
  config: Pick<Config, "sessionSecret" | "sessionTtlMs" | "sessionCacheMs" | "authRateLimit">;
  /** Failed sign-ins per account: this process's count, or every process's through Redis. */
  failedLogins: FailedLogins;
  /** Google's ID tokens checked; null when Google sign-in is not configured. */
  google: GoogleIdentityVerifier | null;
  notices: AccountNotices;
}

export type Accounts = ReturnType<typeof createAccounts>;

export function createAccounts(deps: AccountsDeps) {
  const sessions = createSessions(deps);
  const context: AccountsContext = { db: deps.db, clock: deps.clock, sessions, notices: deps.notices };
  return {
    /** Who a bearer token signs in: what the request guards are built from. */
    authenticate: sessions.authenticate,
    /** The configured Admin exists with the configured password (at every start). */
    ensureAdmin: (admin: { email: string; password: string }) => ensureAdmin(context, admin),
    /** A demo staff account of a role exists (outside production; README's demo accounts). */
    ensureDemoStaff: (member: Parameters<typeof ensureDemoStaff>[1]) => ensureDemoStaff(context, member),
    deleteExpiredSessions: sessions.deleteExpired,
    /** The rider's account (undefined when the id is not a rider's): whom deliveries are given to. */
    findRider: (db: Database, riderId: string) => findRiderAccount(db, riderId),
    /** Holds the user's row until the transaction (`db`) ends: changes of one user's data queue up. */
    lockUser: (db: Database, userId: string) => lockUser(db, userId),
    /** The user as the API shows them, with addresses and basket (the caller, who must exist). */
    accountView: (userId: string): Promise<PublicUser> => accountOf(deps.db, userId),
    /** The same after a basket line's quantity is set, in the write's statement (see basket). */
    accountViewAfterLineWrite: (userId: string, line: { productId: string; variantId: string | null; quantity: number }) =>
      accountViewAfterLineWrite(deps.db, userId, line),
    /** The owner proves it is them (password, a code sent to its phone, or a fresh Google sign-in) before the account is deleted. */
    proveDeletion: (userId: string, body: DeleteAccountBody) =>
      proveDeletion({ ...deps, google: deps.google, secret: deps.config.sessionSecret }, userId, body),
    /** The account's row anonymised and every way in removed (in `tx`); answers the email and sign-in phone it had. */
    eraseAccountRow: (tx: Database, userId: string, now: Date) => eraseAccountRow(tx, userId, now),
    /** The sign-in codes sent to a deleted person's numbers are deleted (in `tx`). */
    erasePhoneCodes: (tx: Database, phones: readonly string[]) => erasePhoneCodes(tx, phones),
    /** Every sign-in of the user ends, in this process's session cache too (after the erasure commits). */
    endAllSessions: (userId: string) => sessions.endAll(userId),
    routes: ({ guards, basketOffers }: Pick<AccountsRouteDeps, "guards" | "basketOffers">): ModuleRoutes => ({
      store: accountsStoreRoutes(context, {
        guards,
        basketOffers,
        failedLogins: deps.failedLogins,
        google: deps.google,
        authRateLimit: deps.config.authRateLimit,
        codeSecret: deps.config.sessionSecret,
      }),
      admin: accountsAdminRoutes(context, { guards }),
    }),
  };
}
