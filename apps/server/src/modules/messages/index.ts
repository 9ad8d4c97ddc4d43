// Messages' front door: events record notices in the outbox inside their own transaction
// (`notify`), the dispatcher renders and sends them through a channel (started by the composition
// root with the channel the configuration names), and staff's outbox routes.
import type { Database } from "../../platform/database/client.ts";
import type { Logger } from "../../platform/logger.ts";
import type { ModuleRoutes } from "../../platform/http/route-table.ts";
import type { MessagesDeps } from "./messages-deps.ts";
import type { Notice } from "./notifier.ts";
import { dispatchOutbox, startOutboxDispatcher, type DispatchChannels, type DispatchLimits } from "./outbox-dispatcher.ts";
import { notify, recentNotices, sendSignInCode } from "./outbox-notifier.ts";
import { outboxRoutes } from "./outbox-routes.ts";
import { forgetPerson } from "./outbox-use-cases.ts";
import { pruneOutbox, startOutboxPruning } from "./outbox-retention.ts";
import { whatsappWebhookRoutes } from "./whatsapp-webhook-routes.ts";
import { notificationSettingsRoutes } from "./notification-settings-routes.ts";
import { pushSubscriptionRoutes } from "./push-subscription-routes.ts";
import { pushSubscriptionStore } from "./push-subscriptions.ts";
import type { Guards } from "../../platform/http/guards.ts";

export { channelsFromConfig } from "./channel-from-config.ts";
export type { Notice, SignInChange } from "./notifier.ts";
export type { MessagesDeps } from "./messages-deps.ts";
export { OUTBOX_RETENTION_DAYS } from "./outbox-retention.ts";
export { PHONE_TEMPLATES, fillTemplate, type PhoneTemplateKind } from "./phone-templates.ts";
export { pushChannel } from "./push-channel.ts";
export { smsChannel } from "./sms-channel.ts";
export { whatsappChannel } from "./whatsapp-channel.ts";
export { whatsappSignature } from "./whatsapp-webhook.ts";
export {
  eventLoopProbe,
  passLimits,
  retryDelayMs,
  LONGEST_WAIT_FOR_QUIET_MS,
  MAX_SEND_ATTEMPTS,
  type BusyProbe,
  type DispatchChannels,
  type DispatchReport,
} from "./outbox-dispatcher.ts";

export type Messages = ReturnType<typeof createMessages>;

export function createMessages(deps: MessagesDeps) {
  return {
    /** The browsers each customer subscribed to push messages (the push channel reads them). */
    pushSubscriptions: pushSubscriptionStore(deps.db),
    /** Records a notice in the outbox, in the transaction of the event that causes it (`db`). */
    notify: (db: Database, notice: Notice, at: Date): Promise<void> => notify(db, notice, at),
    /** A phone sign-in code, recorded in `db`'s transaction (WhatsApp when that number opted in, else SMS). */
    sendSignInCode: (db: Database, phone: string, code: string, language: "en" | "mr" | "hi", at: Date) =>
      sendSignInCode(db, phone, code, language, at),
    /**
     * Erasure of an account (in `tx`): its notification consents, settings and push subscriptions
     * go; messages to its email, numbers and browsers keep their kind, channel and time, nothing
     * else. Answers every number the person gave (for their sign-in codes to be erased).
     */
    forgetPerson: (tx: Database, person: Parameters<typeof forgetPerson>[1], label: string) => forgetPerson(tx, person, label),
    /** How many notices of a kind an address was sent since `since` (for limits on resending). */
    recentNotices: (recipient: string, kind: Notice["kind"], since: Date) => recentNotices(deps.db, recipient, kind, since),
    /** One pass over the due messages through the channels (null, or one left out: render and keep them unsent). */
    dispatchOutbox: (channel: DispatchChannels, log: Logger, limits?: DispatchLimits) => dispatchOutbox(deps, channel, log, limits),
    /** Passes every `intervalMs` in this process until stopped; the channel stays the caller's to close. */
    startOutboxDispatcher: (
      channel: DispatchChannels,
      log: Logger,
      intervalMs: number,
      options?: Parameters<typeof startOutboxDispatcher>[4],
    ) => startOutboxDispatcher(deps, channel, log, intervalMs, options),
    /** Deletes messages settled more than 90 days ago; answers how many. */
    pruneOutbox: (): Promise<number> => pruneOutbox(deps),
    /** Prunes soon after start and every `intervalMs` in this process until stopped. */
    startOutboxPruning: (log: Logger, intervalMs: number) => startOutboxPruning(deps, log, intervalMs),
    routes: ({ guards }: { guards: Guards }): ModuleRoutes => ({
      admin: outboxRoutes(deps),
      store: async (app) => {
        await app.register(whatsappWebhookRoutes(deps));
        await app.register(notificationSettingsRoutes(deps, guards));
        await app.register(pushSubscriptionRoutes(deps, guards));
      },
    }),
  };
}
