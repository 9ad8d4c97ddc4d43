// Sessions: bearer tokens and who is calling. Below every module with routes, so the HTTP guards
// (`http/current-user.ts`) can use it without depending on the modules they guard.
export { deleteExpiredSessions, type Principal } from "./sessions-repository.ts";
export { bearerToken, sessionTokenHash } from "./session-tokens.ts";
export { endAllSessions, endOtherSessions, endSession, openSession, principalFor } from "./sessions-use-cases.ts";
