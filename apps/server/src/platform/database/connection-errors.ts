import { sqlState } from "./db-errors.ts";

// Class 08: connection exceptions. 57P01-57P03: the server is shutting down, restarting or not
// yet accepting connections (admin shutdown, crash shutdown, cannot connect now).
const LOST_STATES = new Set(["57P01", "57P02", "57P03"]);
const LOST_SOCKET_CODES = new Set([
  "ECONNRESET",
  "ECONNREFUSED",
  "EPIPE",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
]);
// node-postgres reports a dead or unreachable connection with plain messages and no code.
const LOST_MESSAGES = [
  "Connection terminated",
  "connection timeout",
  "timeout exceeded when trying to connect",
  "is not queryable",
  "Client was closed",
  "Connection closed",
];

/**
 * True when an error means the database could not be reached or dropped the connection (a
 * restart, a failover, a pooler or an administrator ending sessions): the request may well
 * succeed if the client retries, so it deserves a 503 rather than a 500.
 */
export function isConnectionLost(error: unknown): boolean {
  const state = sqlState(error);
  if (state && (LOST_STATES.has(state) || state.startsWith("08"))) return true;
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === "string" && LOST_SOCKET_CODES.has(code)) return true;
    if (typeof message === "string" && LOST_MESSAGES.some((m) => message.includes(m))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
