import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { id } from "../../platform/database/columns.ts";

/**
 * Every staff write, appended in the transaction of the change it records (issue 29). The actor's
 * name and role are copied, so the entry reads the same after the account is removed; no foreign
 * key, for the same reason. A trigger (its migration) refuses every UPDATE and DELETE.
 */
export const auditEntries = pgTable(
  "audit_entries",
  {
    id: id(),
    // Written order: entries of one transaction share their time.
    seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    actorId: uuid("actor_id"),
    actorUsername: text("actor_username").notNull(),
    actorRole: text("actor_role"),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    ip: text("ip"),
  },
  (t) => [
    index("audit_entries_at_idx").on(t.at, t.seq),
    index("audit_entries_actor_idx").on(t.actorId, t.at, t.seq),
    index("audit_entries_entity_idx").on(t.entity, t.entityId, t.at, t.seq),
  ],
);
