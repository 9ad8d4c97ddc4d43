import { SERVER_MESSAGES, TEAM_MESSAGES, type StaffCreateBody, type StaffMember, type StaffRole } from "@taaza/domain";
import type { Database } from "../../platform/database/client.ts";
import { inTransaction } from "../../platform/database/in-transaction.ts";
import { isUniqueViolation } from "../../platform/database/db-errors.ts";
import { conflict, invalid, notFound } from "../../platform/errors.ts";
import { recordAudit, type Actor } from "../audit/index.ts";
import type { AccountsContext } from "./accounts-context.ts";
import { findUserByEmail } from "./accounts-repository.ts";
import { createUser } from "./accounts-use-cases.ts";
import { hashPassword } from "./password-hashing.ts";
import { deleteStaffMember, findRider, listStaff, lockOwners, lockStaffMember, setStaffRole, toStaffMember } from "./staff-repository.ts";

// The owner's staff accounts (issue 29). Every change is audited in its own transaction; a role
// change or a removal ends the account's sessions at once, so the old rights stop with them.

export const staffList = (deps: AccountsContext): Promise<StaffMember[]> => listStaff(deps.db);

export async function addStaff(deps: AccountsContext, actor: Actor, body: StaffCreateBody): Promise<StaffMember> {
  if (await findUserByEmail(deps.db, body.email)) throw invalid(SERVER_MESSAGES.auth.emailTaken);
  const passwordHash = await hashPassword(body.password);
  const user = await createUser(
    deps,
    { username: body.username, email: body.email, passwordHash, userType: "Admin", staffRole: body.role, phone: body.phone ?? null },
    (tx, created) =>
      recordAudit(
        tx,
        actor,
        {
          action: "staff.add",
          entity: "staff",
          entityId: created.id,
          after: { username: body.username, email: body.email, role: body.role, phone: body.phone ?? null },
        },
        deps.clock.now(),
      ),
  ).catch((error: unknown) => {
    if (isUniqueViolation(error)) throw invalid(SERVER_MESSAGES.auth.emailTaken);
    throw error;
  });
  return toStaffMember({ ...user, role: body.role, phone: body.phone ?? null });
}

export async function changeStaffRole(deps: AccountsContext, actor: Actor, id: string, role: StaffRole): Promise<StaffMember> {
  const changed = await inTransaction(deps.db, async (tx) => {
    const owners = await lockOwners(tx);
    const member = await lockStaffMember(tx, id);
    if (!member) throw notFound(TEAM_MESSAGES.staffNotFound);
    if (member.role === role) return { member: toStaffMember(member), changed: false };
    if (member.role === "owner" && owners <= 1) throw conflict(TEAM_MESSAGES.lastOwner);
    const updated = (await setStaffRole(tx, id, role))!;
    await recordAudit(
      tx,
      actor,
      { action: "staff.role", entity: "staff", entityId: id, before: { role: member.role }, after: { role } },
      deps.clock.now(),
    );
    return { member: toStaffMember(updated), changed: true };
  });
  if (changed.changed) await deps.sessions.endAll(id);
  return changed.member;
}

export async function removeStaff(deps: AccountsContext, actor: Actor, id: string): Promise<{ message: string }> {
  if (id === actor.id) throw conflict(TEAM_MESSAGES.notYourself);
  await inTransaction(deps.db, async (tx) => {
    const owners = await lockOwners(tx);
    const member = await lockStaffMember(tx, id);
    if (!member) throw notFound(TEAM_MESSAGES.staffNotFound);
    if (member.role === "owner" && owners <= 1) throw conflict(TEAM_MESSAGES.lastOwner);
    await deleteStaffMember(tx, id);
    await recordAudit(
      tx,
      actor,
      {
        action: "staff.remove",
        entity: "staff",
        entityId: id,
        before: { username: member.username, email: member.email, role: member.role },
      },
      deps.clock.now(),
    );
  });
  // The sessions went with the account; every process forgets them now.
  await deps.sessions.endAll(id);
  return { message: TEAM_MESSAGES.staffRemoved };
}

/** A rider's account, read in `db` (a transaction's handle, when the caller is in one). */
export const findRiderAccount = (db: Database, riderId: string) => findRider(db, riderId);

/**
 * A demo staff account of the role exists (outside production, at every start), so the demo
 * shop has one account of each role. An existing account with the email is left as it is.
 */
export async function ensureDemoStaff(
  deps: AccountsContext,
  member: { username: string; email: string; password: string; role: StaffRole; phone: string | null },
): Promise<void> {
  if (await findUserByEmail(deps.db, member.email)) return;
  const passwordHash = await hashPassword(member.password);
  await createUser(deps, { ...member, passwordHash, userType: "Admin", staffRole: member.role }).catch((error: unknown) => {
    // Two processes starting at once: the other made it.
    if (!isUniqueViolation(error)) throw error;
  });
}
