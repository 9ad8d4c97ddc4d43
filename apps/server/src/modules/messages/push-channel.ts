import type { Agent } from "node:https";
import webpush from "web-push";
import { MessageRefused, type TemplateChannel, type TemplateMessage } from "../../platform/ports/message-channel.ts";
import type { PushSubscriptions } from "./push-subscriptions.ts";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** Who runs the shop, for the push services: a mailto: or https: address. */
  subject: string;
}

/** A day: an order update older than that is no news. */
const TTL_SECONDS = 24 * 60 * 60;

/**
 * Web push with VAPID through the `web-push` library: the message, encrypted for each browser
 * the customer subscribed (the outbox row's recipient is the account), with its title, text and
 * the page to open. Sent when at least one browser's push service took it; a subscription its
 * service no longer knows (404, 410) is retired; no subscription left is a refusal.
 */
export function pushChannel(vapid: VapidKeys, subscriptions: PushSubscriptions, agent?: Agent): TemplateChannel {
  // `agent`: how to reach the push services (tests trust their local one's certificate).
  const options = { vapidDetails: vapid, TTL: TTL_SECONDS, timeout: 10_000, ...(agent ? { agent } : {}) };
  return {
    name: "push",
    async send(userId: string, message: TemplateMessage) {
      const targets = await subscriptions.of(userId);
      if (targets.length === 0) throw new MessageRefused("no browser is subscribed to push messages");
      const payload = JSON.stringify({
        title: "Taaza",
        body: message.text,
        url: message.variables.billLink ?? "/myaccount",
        tag: message.template,
      });
      let accepted = 0;
      let outage: Error | null = null;
      for (const target of targets) {
        try {
          await webpush.sendNotification(target, payload, options);
          accepted += 1;
        } catch (error) {
          const status = (error as { statusCode?: number }).statusCode;
          if (status === 404 || status === 410) await subscriptions.remove(target.endpoint);
          else outage = error instanceof Error ? error : new Error("push service unreachable");
        }
      }
      if (accepted > 0) return { providerMessageId: null };
      if (outage) throw outage;
      throw new MessageRefused("every subscribed browser has unsubscribed");
    },
    close() {},
  };
}
