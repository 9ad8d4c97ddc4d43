import type { Clock } from "../../platform/clock.ts";
import type { Database } from "../../platform/database/client.ts";
import type { BilledOrder } from "../../read-models/billed-orders.ts";
import type { ShopLetterhead } from "./email-templates.tsx";

export interface MessagesDeps {
  db: Database;
  clock: Clock;
  /** Who the emails come from: the shop's name, address and contacts, and its public address. */
  letterhead: ShopLetterhead;
  /** An order's bill as a PDF, attached to the order's confirmation (billing). */
  billPdf(order: BilledOrder): Promise<Uint8Array>;
  /** WhatsApp's webhook: the app secret that signs it, and the token its subscription check echoes. */
  whatsapp: { appSecret: string | null; verifyToken: string | null };
  /** Web push's public VAPID key, which browsers subscribe with; null when push is not set up. */
  vapidPublicKey: string | null;
}
