import type { PublicUser } from "@taaza/domain";
import { notFound } from "../../platform/errors.ts";
import type { Database } from "../../platform/database/client.ts";
import { readAccount, readAccountAfterLineWrite, readAccountParts, type AccountRows } from "../../read-models/account-view.ts";
import { toAddress } from "../addresses/index.ts";
import { toCartLine } from "../basket/index.ts";
import { toPublicUser, type UserRecord } from "./accounts-repository.ts";

/** The user with their addresses and basket: one statement, however long the basket. */
export async function findAccountView(db: Database, userId: string): Promise<PublicUser | undefined> {
  const found = await readAccount(db, userId);
  return found && viewOf(found);
}

/**
 * The view after a basket line's quantity is set, in the write's own statement; `written` is
 * false when nothing was written; undefined for an unknown user.
 */
export async function accountViewAfterLineWrite(
  db: Database,
  userId: string,
  line: { productId: string; variantId: string | null; quantity: number },
): Promise<{ view: PublicUser; written: boolean } | undefined> {
  const found = await readAccountAfterLineWrite(db, userId, line);
  return found && { view: viewOf(found), written: found.written };
}

function viewOf(found: AccountRows): PublicUser {
  return { ...toPublicUser(found.user), addresses: found.addresses.map(toAddress), cart: found.basket.map(toCartLine) };
}

/** The same, for a user who must exist (the caller, whose session was just checked). */
export async function accountOf(db: Database, userId: string): Promise<PublicUser> {
  const user = await findAccountView(db, userId);
  if (!user) throw notFound("User not found");
  return user;
}

/** The same for a user already loaded. */
export async function accountViewOf(db: Database, user: UserRecord): Promise<PublicUser> {
  return viewOf({ user, ...(await readAccountParts(db, user.id)) });
}
