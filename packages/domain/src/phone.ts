/**
 * Indian mobile numbers as people type them: "98201 23456", "+91 98201 23456", "098201-23456".
 * When what is left is a 10-digit national number, that is what the shop stores; anything else
 * is kept as typed, so the add rule ("exactly 10 digits") still refuses it with the spec's
 * message and an edit (which has no phone-format check) stores what the customer wrote.
 */
export function normaliseIndianPhone(typed: string): string {
  const national = typed.replace(/[\s().-]/g, "").replace(/^(?:\+91|0091|91(?=\d{10}$)|0(?=\d{10}$))/, "");
  return /^\d{10}$/.test(national) ? national : typed;
}

/** A code the shop sends to a phone (to sign in, set a first password, delete the account): six digits. */
export const ONE_TIME_CODE = /^\d{6}$/;
