import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import type { Logger } from "../../platform/logger.ts";
import { unauthorized } from "../../platform/errors.ts";
import type { MessagesDeps } from "./messages-deps.ts";
import { queueSmsFallback, recordDeliveryStatus } from "./outbox-repository.ts";

export const WEBHOOK_SIGNATURE_REFUSED = "The webhook's signature does not match";

/** `X-Hub-Signature-256`: "sha256=" and the HMAC-SHA256 of the exact body with the app secret. */
export function whatsappSignature(appSecret: string, rawBody: Buffer | string): string {
  return `sha256=${createHmac("sha256", appSecret).update(rawBody).digest("hex")}`;
}

function signatureValid(appSecret: string | null, rawBody: Buffer, received: string | undefined): boolean {
  if (!appSecret || typeof received !== "string") return false;
  const expected = Buffer.from(whatsappSignature(appSecret, rawBody));
  const given = Buffer.from(received);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The part of WhatsApp's webhook body the shop reads: each message's status. Anything else is ignored. */
const webhookBody = z.object({
  entry: z
    .array(
      z.object({
        changes: z
          .array(
            z.object({
              value: z.object({
                statuses: z
                  .array(
                    z.object({
                      id: z.string().min(1).max(200),
                      status: z.string(),
                      timestamp: z.coerce.number().int().positive(),
                    }),
                  )
                  .default([]),
              }),
            }),
          )
          .default([]),
      }),
    )
    .default([]),
});

const STATUSES = ["sent", "delivered", "read", "failed"] as const;
const isStatus = (s: string): s is (typeof STATUSES)[number] => (STATUSES as readonly string[]).includes(s);

/**
 * WhatsApp's webhook: verified with the app secret over the exact bytes, then each status
 * (sent, delivered, read, failed) recorded on its message. A message that failed hands over to
 * SMS when the customer opted in to it. Unknown messages and statuses are ignored, so Meta's
 * retries and other events are answered 200.
 */
export async function receiveWhatsappWebhook(
  deps: MessagesDeps,
  raw: Buffer,
  signature: string | undefined,
  log: Logger,
): Promise<{ recorded: number }> {
  if (!signatureValid(deps.whatsapp.appSecret, raw, signature)) throw unauthorized(WEBHOOK_SIGNATURE_REFUSED);
  let parsed;
  try {
    parsed = webhookBody.parse(JSON.parse(raw.toString("utf8")));
  } catch (error) {
    log.warn({ err: error }, "WhatsApp webhook body not understood; ignored");
    return { recorded: 0 };
  }
  let recorded = 0;
  for (const entry of parsed.entry)
    for (const change of entry.changes)
      for (const status of change.value.statuses) {
        if (!isStatus(status.status)) continue;
        const id = await recordDeliveryStatus(deps.db, status.id, status.status, new Date(status.timestamp * 1000));
        if (!id) continue;
        recorded += 1;
        if (status.status === "failed") await queueSmsFallback(deps.db, id, deps.clock.now());
      }
  return { recorded };
}

/** Meta's subscription check: echo the challenge when the verify token matches. */
export function verifyWhatsappSubscription(deps: MessagesDeps, query: { mode?: string; token?: string; challenge?: string }): string {
  const expected = deps.whatsapp.verifyToken;
  if (!expected || query.mode !== "subscribe" || query.token !== expected || !query.challenge)
    throw unauthorized(WEBHOOK_SIGNATURE_REFUSED);
  return query.challenge;
}
