import type { Session } from "@taaza/domain";
import { ApiError, errorText } from "../../../lib/api-client.ts";
import { isSession } from "../../../lib/session-store.ts";

/**
 * Login and signup answer with the session or with `{error}` (spec section 7), and an old
 * server may send `{error}` with a 200, so a success status alone does not prove a session.
 */
export function expectSession(data: unknown): Session {
  if (isSession(data)) return data;
  throw new ApiError(200, errorText(data));
}
