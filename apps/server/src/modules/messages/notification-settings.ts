import { NOTIFICATION_MESSAGES, type NotificationSettings } from "@taaza/domain";
import { inTransaction } from "../../platform/database/in-transaction.ts";
import { invalid, notFound } from "../../platform/errors.ts";
import { messageContactOf } from "../../read-models/message-contacts.ts";
import type { MessagesDeps } from "./messages-deps.ts";
import {
  findSettings,
  lockSettings,
  recordConsents,
  saveSettings,
  type ConsentChannel,
  type SettingsRow,
} from "./notification-settings-repository.ts";

export interface SettingsChange {
  whatsapp: boolean;
  sms: boolean;
  push: boolean;
  /** A 10-digit number (the body's schema normalised and checked it). */
  phone?: string;
  source?: "account" | "checkout";
}

const USER_NOT_FOUND = "User not found";
const CHANNELS = [
  ["whatsapp", "whatsappAt"],
  ["sms", "smsAt"],
  ["push", "pushAt"],
] as const satisfies readonly (readonly [ConsentChannel, keyof SettingsRow])[];

function view(row: SettingsRow | undefined, language: NotificationSettings["language"], addressPhone: string | null): NotificationSettings {
  return {
    whatsapp: Boolean(row?.whatsappAt),
    sms: Boolean(row?.smsAt),
    push: Boolean(row?.pushAt),
    phone: row?.phone ?? addressPhone,
    language,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** What the customer agreed to be told on, and where (nothing set: all off, the address's phone). */
export async function notificationSettingsOf(deps: MessagesDeps, userId: string): Promise<NotificationSettings> {
  const contact = await messageContactOf(deps.db, userId);
  if (!contact) throw notFound(USER_NOT_FOUND);
  return view(await findSettings(deps.db, userId), contact.language, contact.addressPhone);
}

/**
 * Opts the customer in or out, channel by channel, and records each change with its time (and
 * the number it was given for). WhatsApp and SMS need a mobile number: the one given, else the
 * one already on file, else their delivery address's. A channel opted in again for a new number
 * counts as a new consent.
 */
export async function changeNotificationSettings(
  deps: MessagesDeps,
  userId: string,
  change: SettingsChange,
): Promise<NotificationSettings> {
  const contact = await messageContactOf(deps.db, userId);
  if (!contact) throw notFound(USER_NOT_FOUND);
  const now = deps.clock.now();
  const saved = await inTransaction(deps.db, async (tx) => {
    const current = await lockSettings(tx, userId, now);
    const phone = change.phone ?? current.phone ?? contact.addressPhone;
    const validPhone = phone !== null && /^\d{10}$/.test(phone) ? phone : null;
    if ((change.whatsapp || change.sms) && !validPhone) throw invalid(NOTIFICATION_MESSAGES.phoneNeeded);
    const next: SettingsRow = { ...current, phone: validPhone ?? current.phone, updatedAt: now };
    const consents = [];
    for (const [channel, column] of CHANNELS) {
      const wanted = change[channel];
      const renewed = wanted && channel !== "push" && current[column] !== null && validPhone !== current.phone;
      if (wanted === (current[column] !== null) && !renewed) continue;
      next[column] = wanted ? now : null;
      consents.push({
        userId,
        channel,
        optedIn: wanted,
        phone: channel === "push" ? null : validPhone,
        source: change.source ?? "account",
        createdAt: now,
      });
    }
    await saveSettings(tx, next);
    await recordConsents(tx, consents);
    return next;
  });
  return view(saved, contact.language, contact.addressPhone);
}
