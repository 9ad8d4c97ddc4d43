import { ACCOUNT_EMAIL_MESSAGES } from "@taaza/domain";
import { domainText } from "./domain-text.ts";
import type { ServerCode } from "./messages/server.ts";

/**
 * A success answer of the account-email routes (`{message}`, which carries no code) in the active
 * language: its English text is one of ACCOUNT_EMAIL_MESSAGES, whose key is its code.
 */
export function accountEmailNotice(english: string): string {
  const key = Object.entries(ACCOUNT_EMAIL_MESSAGES).find(([, text]) => text === english)?.[0];
  return key ? domainText(`accountEmail.${key}` as ServerCode, english) : english;
}
