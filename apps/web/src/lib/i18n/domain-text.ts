import { translateById } from "./i18n.ts";
import type { ServerCode } from "./messages/server.ts";

/**
 * A message of packages/domain (the server's words, used by the browser too) in the active
 * language, by its error code: `domainText("order.selectSlot", ORDER_MESSAGES.selectSlot)`.
 * The translations are the server namespace's, so each text is translated once.
 */
export function domainText(code: ServerCode, english: string, values?: Record<string, unknown>): string {
  return translateById(`server.${code}`, english, values);
}
