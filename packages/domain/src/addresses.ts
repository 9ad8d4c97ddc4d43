import { z } from "zod";
import { SERVED_STATE } from "./delivery.ts";
import { ADDRESS_MESSAGES, fillOutMessage } from "./checkout-messages.ts";
import { normaliseIndianPhone } from "./phone.ts";

export const ADDRESS_TAGS = ["home1", "home2", "office"] as const;
export type AddressTag = (typeof ADDRESS_TAGS)[number];
export const MAX_ADDRESSES = 3;

const LABELS = {
  firstName: "first name",
  lastName: "last name",
  address: "address",
  landmark: "landmark",
  state: "state",
  city: "city",
  pincode: "pincode",
  phoneNo: "phone number",
  tag: "tag",
} as const;

const required = (field: keyof typeof LABELS, max = 120) =>
  z
    .string({ message: fillOutMessage(LABELS[field]) })
    .trim()
    .min(1, fillOutMessage(LABELS[field]))
    .max(max, `The ${LABELS[field]} is too long`);

/** Edit: every field required; the pincode's serviceability is checked against the database. */
export const addressEditBody = z.object({
  firstName: required("firstName", 60),
  lastName: required("lastName", 60),
  address: required("address", 200),
  landmark: required("landmark", 120),
  state: required("state", 40),
  city: required("city", 60),
  pincode: required("pincode", 6),
  phoneNo: required("phoneNo", 20).transform(normaliseIndianPhone),
  tag: z.enum(ADDRESS_TAGS, { message: fillOutMessage(LABELS.tag) }),
});
export type AddressBody = z.infer<typeof addressEditBody>;

/**
 * Words of letters. A letter may carry marks: in Devanagari the vowel signs, the virama and the
 * anusvara are marks (\p{M}), and the joiners choose a conjunct's form, so "अमोल पाटील" is letters
 * only; digits and symbols still are not.
 */
const LETTERS_ONLY = /^\p{L}[\p{L}\p{M}\u200C\u200D]*(?:[ .'-]\p{L}[\p{L}\p{M}\u200C\u200D]*)*$/u;

/** Add: the edit rules plus letters-only names and a 10-digit phone (spec section 5). */
export const addressAddBody = addressEditBody.superRefine((a, ctx) => {
  if (!LETTERS_ONLY.test(a.firstName)) ctx.addIssue({ code: "custom", path: ["firstName"], message: ADDRESS_MESSAGES.firstNameLetters });
  if (!LETTERS_ONLY.test(a.lastName)) ctx.addIssue({ code: "custom", path: ["lastName"], message: ADDRESS_MESSAGES.lastNameLetters });
  if (!/^\d{10}$/.test(a.phoneNo)) ctx.addIssue({ code: "custom", path: ["phoneNo"], message: ADDRESS_MESSAGES.phoneDigits });
});

/**
 * The API's address bodies: a client may send back the pincode as the number GET /api/pincodes
 * answers; it is text from then on (the web's forms use the schemas above, which type it as text).
 */
const pincodeAsText = (body: unknown) =>
  body &&
  typeof body === "object" &&
  typeof (body as { pincode?: unknown }).pincode === "number" &&
  Number.isInteger((body as { pincode: number }).pincode)
    ? { ...body, pincode: String((body as { pincode: number }).pincode) }
    : body;
export const addressAddRequest = z.preprocess(pincodeAsText, addressAddBody);
export const addressEditRequest = z.preprocess(pincodeAsText, addressEditBody);

/** The state is always Maharashtra, whatever was sent. */
export function normaliseAddress<T extends { state: string }>(address: T): T {
  return { ...address, state: SERVED_STATE };
}
