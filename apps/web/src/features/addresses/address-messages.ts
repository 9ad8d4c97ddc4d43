import { ADDRESS_MESSAGES, PINCODE_MESSAGES } from "@taaza/domain";
import { t, type Message } from "../../lib/i18n/i18n.ts";
import { checkoutText } from "../../lib/i18n/messages/checkout.ts";

/**
 * The address rules' messages come from the domain's schemas in English (the server uses the
 * same); the form shows them in the active language. Unknown texts are shown as they are.
 */
const FIXED: Record<string, Message> = {
  [ADDRESS_MESSAGES.firstNameLetters]: checkoutText.firstNameLetters,
  [ADDRESS_MESSAGES.lastNameLetters]: checkoutText.lastNameLetters,
  [ADDRESS_MESSAGES.phoneDigits]: checkoutText.phoneDigits,
  [ADDRESS_MESSAGES.notServiceable]: checkoutText.notServiceable,
  [PINCODE_MESSAGES.sixDigits]: checkoutText.sixDigits,
};

const FIELDS: Record<string, Message> = {
  "first name": checkoutText.fieldFirstName,
  "last name": checkoutText.fieldLastName,
  address: checkoutText.fieldAddress,
  landmark: checkoutText.fieldLandmark,
  state: checkoutText.fieldState,
  city: checkoutText.fieldCity,
  pincode: checkoutText.fieldPincode,
  "phone number": checkoutText.fieldPhone,
  tag: checkoutText.fieldTag,
};

export function addressMessage(english: string | undefined): string | undefined {
  if (english === undefined) return undefined;
  const fixed = FIXED[english];
  if (fixed) return t(fixed);
  const fill = /^Please fill out the (.+)$/.exec(english);
  const fillField = fill?.[1] ? FIELDS[fill[1]] : undefined;
  if (fillField) return t(checkoutText.fillOut, { field: t(fillField) });
  const long = /^The (.+) is too long$/.exec(english);
  const longField = long?.[1] ? FIELDS[long[1]] : undefined;
  if (longField) return t(checkoutText.tooLong, { field: t(longField) });
  return english;
}
