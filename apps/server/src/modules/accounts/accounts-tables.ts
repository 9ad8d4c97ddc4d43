import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { STAFF_ROLES } from "@taaza/domain";
import { createdAt, id } from "../../platform/database/columns.ts";

export const users = pgTable(
  "users",
  {
    id: id(),
    // The customer id staff read and search for (spec's userId); the server makes it.
    userCode: text("user_code").notNull().unique(),
    username: text("username").notNull(),
    // Null for an account made by phone sign-in that never gave an email (decision 035): it is
    // sent no emails, and signs in by its phone.
    email: text("email"),
    passwordHash: text("password_hash"),
    userType: text("user_type", { enum: ["User", "Admin"] })
      .notNull()
      .default("User"),
    // A staff account's role (issue 29); null for customers. The migration's check holds the pair.
    staffRole: text("staff_role", { enum: STAFF_ROLES }),
    // A staff member's phone: the customer calls the rider bringing their order.
    phone: text("phone"),
    age: integer("age"),
    gender: text("gender", { enum: ["Male", "Female", "Other"] }),
    googleSub: text("google_sub").unique(),
    // Set once the owner proves they read this inbox (email verification is not built yet, so
    // null for everyone). Only a verified account may be linked to a Google identity on sign-in.
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    // Set when the owner deleted the account: name and email are an anonymous label from then on,
    // and nothing signs in to it (issue 30). Its orders and bills stay, as tax law requires.
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    // The language the customer shops in (en, mr, hi): their messages are written in it.
    language: text("language", { enum: ["en", "mr", "hi"] })
      .notNull()
      .default("en"),
    // The number this account signs in with by one-time code: set only when a code sent to it was
    // verified (never from an address or a staff form), so it is one account's at most.
    signInPhone: text("sign_in_phone"),
    createdAt: createdAt(),
  },
  (t) => [
    // Unique among accounts that have one; any number of accounts have none (nulls are distinct).
    uniqueIndex("users_email_key").on(t.email),
    uniqueIndex("users_sign_in_phone_key").on(t.signInPhone),
    // Staff's customer list pages newest first; the page's ids come from an index-only scan.
    index("users_type_created_idx").on(t.userType, t.createdAt, t.id),
    // Staff search customers by code or name, any case, anywhere in the text (containsIgnoringCase).
    index("users_code_search_idx")
      .using("gin", sql`lower(${t.userCode}) gin_trgm_ops`)
      .with({ fastupdate: false }),
    index("users_name_search_idx")
      .using("gin", sql`lower(${t.username}) gin_trgm_ops`)
      .with({ fastupdate: false }),
    check("users_type_check", sql`${t.userType} in ('User', 'Admin')`),
    check("users_age_check", sql`${t.age} is null or ${t.age} > 0`),
    check("users_language_check", sql`${t.language} in ('en', 'mr', 'hi')`),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // Only a keyed hash of the token is kept: a database leak does not leak sessions.
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/**
 * Single-use links sent by email: verifying the address, resetting the password. Only the
 * SHA-256 of the token is kept, so a copy of the database opens no account.
 */
export const emailTokens = pgTable(
  "email_tokens",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["verify-email", "reset-password"] }).notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("email_tokens_user_idx").on(t.userId, t.purpose),
    check("email_tokens_purpose_check", sql`${t.purpose} in ('verify-email', 'reset-password')`),
  ],
);

/**
 * One-time sign-in codes sent to a phone (issue 31): only the code's keyed hash is kept, it lasts
 * five minutes and five tries, and a newer code retires the older ones. `requested_by` (the
 * client's address) and the number feed the rate limits.
 */
export const phoneCodes = pgTable(
  "phone_codes",
  {
    id: id(),
    phone: text("phone").notNull(),
    codeHash: text("code_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    tries: integer("tries").notNull().default(0),
    usedAt: timestamp("used_at", { withTimezone: true }),
    requestedBy: text("requested_by").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("phone_codes_phone_idx").on(t.phone, t.createdAt), index("phone_codes_requested_by_idx").on(t.requestedBy, t.createdAt)],
);
