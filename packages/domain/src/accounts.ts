import { productVariantSchema } from "./variants.ts";
import { z } from "zod";
import { productSchema } from "./catalog.ts";
import { AUTH_MESSAGES } from "./storefront-messages.ts";
import { SHOP_LOCALES } from "./languages.ts";
import { STAFF_ROLES } from "./staff-roles.ts";

export const USER_TYPES = ["User", "Admin"] as const;
export type UserType = (typeof USER_TYPES)[number];
export const GENDERS = ["Male", "Female", "Other"] as const;
export type Gender = (typeof GENDERS)[number];

const email = z
  .string({ message: "Please enter your email" })
  .trim()
  .toLowerCase()
  .max(254, "Email is too long")
  .pipe(z.email({ message: "Please enter a valid email" }));

/**
 * The spec's profile password rule, also used for sign-up so every password meets it. The spec
 * lists @$!%*?& as examples of a special character; any symbol counts (Fresh#Fish2026 is as strong
 * as Fresh@Fish2026), and the message stays the spec's.
 */
export const PASSWORD_RULE = /^(?=.*\p{Ll})(?=.*\p{Lu})(?=.*\d)(?=.*[^\p{L}\p{N}\s]).{8,128}$/u;

/** PASSWORD_RULE's parts, one by one, so a form can tick each as the customer types. */
export const PASSWORD_PARTS = {
  length: (p: string) => p.length >= 8,
  lower: (p: string) => /\p{Ll}/u.test(p),
  upper: (p: string) => /\p{Lu}/u.test(p),
  digit: (p: string) => /\d/.test(p),
  symbol: (p: string) => /[^\p{L}\p{N}\s]/u.test(p),
} as const;
export type PasswordPart = keyof typeof PASSWORD_PARTS;

/** Which parts of the password rule a password still misses, in the order they are listed. */
export function missingPasswordParts(password: string): PasswordPart[] {
  return (Object.keys(PASSWORD_PARTS) as PasswordPart[]).filter((part) => !PASSWORD_PARTS[part](password));
}

export const passwordSchema = z.string({ message: "Please enter a password" }).regex(PASSWORD_RULE, AUTH_MESSAGES.passwordRule);

export const signupBody = z.object({
  // The spec's payload carries a dummy userId and a userType; the server decides both.
  userId: z.unknown().optional(),
  username: z.string({ message: "Please enter a username" }).trim().min(1, "Please enter a username").max(60, "Username is too long"),
  email,
  password: passwordSchema,
  userType: z.enum(USER_TYPES).optional(),
});
export type SignupBody = z.infer<typeof signupBody>;

export const loginBody = z.object({
  email,
  password: z.string({ message: "Please enter your password" }).min(1, "Please enter your password").max(128, "Password is too long"),
});
export type LoginBody = z.infer<typeof loginBody>;

export const googleTokenBody = z.object({ token: z.string().min(1).max(8192) });

export const profileUpdateBody = z.object({
  username: z.string().trim().min(1, "Please enter a username").max(60, "Username is too long").optional(),
  password: z.union([z.literal(""), passwordSchema]).optional(),
  /** Required with a new password when the account already has one (a stolen token alone cannot change it). */
  currentPassword: z.string().max(128, "Password is too long").optional(),
  /** A Google ID token from a sign-in of the last few minutes: a Google-only account's proof for a first password. */
  googleToken: z.string().max(4096).optional(),
  age: z
    .union([z.null(), z.number().int(AUTH_MESSAGES.ageRule).positive(AUTH_MESSAGES.ageRule).max(130, AUTH_MESSAGES.ageRule)])
    .optional(),
  gender: z.union([z.enum(GENDERS), z.literal(""), z.null()]).optional(),
  /** The language the customer shops in (the switcher's choice): their messages are written in it. */
  language: z.enum(SHOP_LOCALES).optional(),
  // email, userType and _id may be sent by old clients; they are never applied.
  email: z.unknown().optional(),
  userType: z.unknown().optional(),
  _id: z.unknown().optional(),
});
export type ProfileUpdateBody = z.infer<typeof profileUpdateBody>;

export const addressSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  address: z.string(),
  landmark: z.string(),
  state: z.string(),
  city: z.string(),
  pincode: z.string(),
  phoneNo: z.string(),
  tag: z.enum(["home1", "home2", "office"]),
});
export type Address = z.infer<typeof addressSchema>;

/** A basket line: the product as the catalog shows it, and whether it can still be bought. */
export const cartLineSchema = z.object({
  _id: z.string(),
  productId: productSchema,
  quantity: z.number(),
  /** False once the product is archived or the variant out of stock: shown, but not payable. */
  available: z.boolean(),
  /** The cut and pack on this line; the line is priced from it. */
  variant: productVariantSchema,
});
export type CartLine = z.infer<typeof cartLineSchema>;

/** The user as every API response shows it: never a password hash or a session token. */
export const publicUserSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  username: z.string(),
  /** Null for an account made by phone sign-in that gave no email. */
  email: z.string().nullable(),
  /** The phone it signs in with by one-time code, once verified; absent or null otherwise. */
  phone: z.string().nullable().optional(),
  userType: z.enum(USER_TYPES),
  age: z.number().nullable(),
  gender: z.enum(GENDERS).nullable(),
  hasPassword: z.boolean(),
  /** Whether a Google identity is connected (My Account offers "Connect Google" otherwise). */
  hasGoogle: z.boolean(),
  /** Whether the owner confirmed the email through the link sent to it (Google accounts: Google did). */
  emailVerified: z.boolean(),
  createdAt: z.string(),
  /** A staff account's role (issue 29): the admin screens show each role only its own work. */
  staffRole: z.optional(z.nullable(z.enum(STAFF_ROLES))),
  addresses: z.array(addressSchema),
  /** Both oldest first; filled by GET /users/:id, login, profile, cart and address calls. */
  cart: z.array(cartLineSchema),
  // The basket's offers (issue 32), only in GET /users/{id} of a customer: the code typed and
  // why it does not apply now (null when it does), the rupees it takes off, the delivery charge
  // that applies to the first served address and that charge before free delivery, and how much
  // more in items makes delivery free. See promotions.ts (basketOffersSchema).
  coupon: z.optional(z.nullable(z.object({ code: z.string(), refusal: z.nullable(z.string()) }))),
  discount: z.optional(z.number()),
  deliveryCharge: z.optional(z.nullable(z.number())),
  fullDeliveryCharge: z.optional(z.nullable(z.number())),
  addForFreeDelivery: z.optional(z.nullable(z.number())),
  freeDeliveryMinItemsTotal: z.optional(z.nullable(z.number())),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const sessionSchema = z.object({
  user: publicUserSchema,
  token: z.string(),
  /** Something the person must know about this sign-in (a password removed); absent usually. */
  notice: z.string().optional(),
});
export type Session = z.infer<typeof sessionSchema>;

/** Age in whole years on `today` for a birth date, as the account page converts it. */
export function ageFromBirthDate(birthDate: Date, today: Date): number {
  let age = today.getFullYear() - birthDate.getFullYear();
  const beforeBirthday =
    today.getMonth() < birthDate.getMonth() || (today.getMonth() === birthDate.getMonth() && today.getDate() < birthDate.getDate());
  if (beforeBirthday) age -= 1;
  return age;
}
