import { z } from "zod";
import { SHOP_LOCALES } from "./languages.ts";
import { normaliseIndianPhone, ONE_TIME_CODE } from "./phone.ts";

/** Where a message can reach a customer; email needs no opt-in (it is how the account signs in). */
export const MESSAGE_CHANNELS = ["email", "whatsapp", "sms", "push"] as const;
export type MessageChannelName = (typeof MESSAGE_CHANNELS)[number];

/** What a customer agreed to be told about their orders on, and where (PUT /api/users/{id}/notifications). */
export const notificationSettingsSchema = z.object({
  whatsapp: z.boolean(),
  sms: z.boolean(),
  push: z.boolean(),
  /** The 10-digit mobile number WhatsApp and SMS messages go to, or null. */
  phone: z.string().nullable(),
  /** The language messages are written in: the one the customer shops in. */
  language: z.enum(SHOP_LOCALES),
  /** When the settings last changed, or null when never set. */
  updatedAt: z.string().nullable(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const NOTIFICATION_MESSAGES = {
  phoneNeeded: "Give a mobile number, or add a delivery address with one, to get messages on WhatsApp or SMS",
  phoneDigits: "Phone number must be exactly 10 digits",
  signInCodeWrong: "That code is wrong or has expired. Ask for a new one.",
  signInCodeTooMany: "Too many codes asked for. Try again later.",
} as const;

const indianMobile = z
  .string()
  .max(20)
  .transform(normaliseIndianPhone)
  .refine((p) => /^[6-9]\d{9}$/.test(p), NOTIFICATION_MESSAGES.phoneDigits);

/** POST /api/users/otp/request: a one-time sign-in code for this mobile number. */
export const phoneCodeRequestBody = z.object({ phone: indianMobile });
/** POST /api/users/otp/verify: the 6-digit code sent to the number. */
export const phoneCodeVerifyBody = z.object({
  phone: indianMobile,
  code: z.string().regex(ONE_TIME_CODE, NOTIFICATION_MESSAGES.signInCodeWrong),
});
export type PhoneCodeVerifyBody = z.input<typeof phoneCodeVerifyBody>;
/** What a code request always answers, whether or not the number has an account. */
export const PHONE_CODE_SENT = "If this number can get messages, a code is on its way. It works for 5 minutes.";

/**
 * The change a customer asks for: each channel on or off; the phone given here, else the one of
 * their delivery address. Checkout sends `source: "checkout"`.
 */
export const notificationSettingsBody = z.object({
  whatsapp: z.boolean(),
  sms: z.boolean(),
  push: z.boolean(),
  phone: z.optional(
    z
      .string()
      .max(20)
      .transform(normaliseIndianPhone)
      .refine((p) => /^\d{10}$/.test(p), NOTIFICATION_MESSAGES.phoneDigits),
  ),
  source: z.optional(z.enum(["account", "checkout"])),
});
export type NotificationSettingsBody = z.input<typeof notificationSettingsBody>;
