import { normaliseIndianPhone } from "./phone.ts";

/**
 * "Tell me when you deliver here" (issue 33): a visitor whose pincode the shop does not serve
 * leaves an email or a mobile number; staff see how many people asked for each pincode.
 */
export const DEMAND_MESSAGES = {
  contact: "Please enter an email address or a 10-digit mobile number",
  recorded: "Thank you. We will tell you when we start delivering to your pincode.",
} as const;

export type DemandContact = { kind: "email" | "phone"; value: string };

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * An email (kept in lower case) or an Indian mobile number (kept as its 10 digits, however it was
 * typed), so the same person asking twice is recognised; anything else is null.
 */
export function readDemandContact(typed: string): DemandContact | null {
  const text = typed.trim();
  if (text.includes("@")) return text.length <= 254 && EMAIL_PATTERN.test(text) ? { kind: "email", value: text.toLowerCase() } : null;
  const phone = normaliseIndianPhone(text);
  return /^[6-9]\d{9}$/.test(phone) ? { kind: "phone", value: phone } : null;
}
