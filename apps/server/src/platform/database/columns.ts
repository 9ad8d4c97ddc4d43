import { timestamp, uuid } from "drizzle-orm/pg-core";

// Columns every owner's tables spell the same way. Money is integer paise; ids are UUIDs.

/** A random UUID primary key. */
export const id = () => uuid("id").primaryKey().defaultRandom();

/** When the row was written, by the database's clock unless the caller gives one. */
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
