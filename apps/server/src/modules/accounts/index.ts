// Accounts' front door: sign-up, sign-in and profiles, the user as the API shows them (with
// addresses and basket), how to reach a customer, and the configured Admin made at start.
export { accountOf, accountViewAfterLineWrite } from "./account-view.ts";
export { accountsRoutes } from "./accounts-routes.ts";
export { ensureAdmin } from "./accounts-use-cases.ts";
export { memoryFailedLogins, redisFailedLogins, type FailedLogins } from "./failed-logins.ts";
