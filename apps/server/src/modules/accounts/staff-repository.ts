import { and, asc, eq } from "drizzle-orm";
import type { StaffMember, StaffRole } from "@taaza/domain";
import type { Database } from "../../platform/database/client.ts";
import { users } from "./accounts-tables.ts";

const staffColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  role: users.staffRole,
  phone: users.phone,
  createdAt: users.createdAt,
};

type StaffRow = { id: string; username: string; email: string | null; role: StaffRole | null; phone: string | null; createdAt: Date };

export const toStaffMember = (row: StaffRow): StaffMember => ({
  _id: row.id,
  username: row.username,
  // Staff are always made with an email; only phone customers have none.
  email: row.email ?? "",
  userType: "Admin",
  role: row.role ?? "owner",
  phone: row.phone,
  createdAt: row.createdAt.toISOString(),
});

export async function listStaff(db: Database): Promise<StaffMember[]> {
  const rows = await db.select(staffColumns).from(users).where(eq(users.userType, "Admin")).orderBy(asc(users.createdAt), asc(users.id));
  return rows.map(toStaffMember);
}

/** The staff member, locked until `tx` ends (a role change and a removal of one account queue up). */
export async function lockStaffMember(tx: Database, id: string): Promise<StaffRow | undefined> {
  const [row] = await tx
    .select(staffColumns)
    .from(users)
    .where(and(eq(users.id, id), eq(users.userType, "Admin")))
    .for("update");
  return row;
}

/**
 * How many owners there are, their rows locked until `tx` ends: two owners demoting each other
 * at the same moment queue up here, so the last one always stays.
 */
export async function lockOwners(tx: Database): Promise<number> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.staffRole, "owner")).for("update");
  return rows.length;
}

export async function setStaffRole(tx: Database, id: string, role: StaffRole): Promise<StaffRow | undefined> {
  const [row] = await tx.update(users).set({ staffRole: role }).where(eq(users.id, id)).returning(staffColumns);
  return row;
}

export async function deleteStaffMember(tx: Database, id: string): Promise<void> {
  await tx.delete(users).where(and(eq(users.id, id), eq(users.userType, "Admin")));
}

/** Riders, for giving them deliveries. */
export async function listRiders(db: Database): Promise<{ _id: string; username: string }[]> {
  const rows = await db
    .select({ _id: users.id, username: users.username })
    .from(users)
    .where(eq(users.staffRole, "rider"))
    .orderBy(asc(users.username));
  return rows;
}

/** The rider's account, with the phone customers call (undefined when `id` is not a rider). */
export async function findRider(db: Database, id: string): Promise<{ id: string; username: string; phone: string | null } | undefined> {
  const [row] = await db
    .select({ id: users.id, username: users.username, phone: users.phone })
    .from(users)
    .where(and(eq(users.id, id), eq(users.staffRole, "rider")));
  return row;
}
