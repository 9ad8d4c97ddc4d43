import type { PublicUser } from "@taaza/domain";
import type { Database } from "../../platform/database/client.ts";
import { notFound } from "../../platform/errors.ts";
import { addressesFromJson, addressesJsonOf, addressesOf } from "../addresses/index.ts";
import { basketFromJson, basketOf, cartLinesJsonOf, type BasketWrite } from "../basket/index.ts";
import { findUserById, findUserWith, toPublicUser, type UserRecord } from "./accounts-repository.ts";

/** The user with their addresses and basket: one statement, however long the basket. */
export async function findAccountView(db: Database, userId: string): Promise<PublicUser | undefined> {
  const found = await findUserWith(db, userId, (id) => ({ addresses: addressesJsonOf(id), cart: cartLinesJsonOf(id) }));
  return found && viewOf(found);
}

/**
 * The view after a basket write, in the write's own statement (`write.cte` first, then the user
 * with addresses and the basket as the write left it); undefined for an unknown user.
 */
export async function accountViewAfter(
  db: Database,
  userId: string,
  write: BasketWrite,
): Promise<{ view: PublicUser; written: boolean } | undefined> {
  const found = await findUserWith(db, userId, (id) => ({ addresses: addressesJsonOf(id), cart: write.cart(id), written: write.written }), {
    after: write.cte,
  });
  return found && { view: viewOf(found), written: found.written === true };
}

function viewOf(found: { user: UserRecord; addresses: unknown; cart: unknown }): PublicUser {
  return { ...toPublicUser(found.user), addresses: addressesFromJson(found.addresses), cart: basketFromJson(found.cart) };
}

/** The same, for a user who must exist (the caller, whose session was just checked). */
export async function accountOf(db: Database, userId: string): Promise<PublicUser> {
  const user = await findAccountView(db, userId);
  if (!user) throw notFound("User not found");
  return user;
}

/** The same for a user already loaded. */
export async function accountViewOf(db: Database, user: UserRecord): Promise<PublicUser> {
  const [addresses, cart] = await Promise.all([addressesOf(db, user.id), basketOf(db, user.id)]);
  return { ...toPublicUser(user), addresses, cart };
}

/** The contact a `contactJsonOf` subquery brought back. */
export function contactFromJson(json: unknown): { username: string; email: string } | undefined {
  return (json ?? undefined) as { username: string; email: string } | undefined;
}

/** How to reach a customer (checkout prefills the payment form with it). */
export async function contactOf(db: Database, userId: string): Promise<{ username: string; email: string } | undefined> {
  const user = await findUserById(db, userId);
  return user && { username: user.username, email: user.email };
}
