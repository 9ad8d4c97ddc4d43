import type { ShopLocale } from "@taaza/domain";
import { apiFetch } from "./api-client.ts";
import { readSession } from "./session-store.ts";

/**
 * A signed-in customer's language is kept on their account too, so the shop's WhatsApp, SMS and
 * emails are written in the language they shop in. Staff and visitors have nothing to keep; a
 * failure is left alone (the next switch or My Account saves it again).
 */
export function keepAccountLanguage(language: ShopLocale): Promise<void> {
  const session = readSession();
  if (!session || session.user.userType !== "User") return Promise.resolve();
  return apiFetch(`/users/${encodeURIComponent(session.user._id)}`, { method: "PUT", body: { language } }).then(
    () => undefined,
    () => undefined,
  );
}
