import { isBuyable, type Address, type CartLine, type PublicUser } from "@taaza/domain";
import type { Database } from "../../db/client.ts";
import { notFound } from "../../http/http-error.ts";
import { findAddresses, type AddressRow } from "../addresses/addresses-repository.ts";
import { findCartLines, type CartLineRecord } from "../basket/basket-repository.ts";
import { toProduct } from "../catalog/product-view.ts";
import { findUserById, toPublicUser, type UserRecord } from "./accounts-repository.ts";

/** The user with their addresses and basket: three queries, however long the basket. */
export async function findAccountView(db: Database, userId: string): Promise<PublicUser | undefined> {
  const [user, addressRows, lines] = await Promise.all([findUserById(db, userId), findAddresses(db, userId), findCartLines(db, userId)]);
  return user ? toAccountView(user, addressRows, lines) : undefined;
}

/** The same, for a user who must exist (the caller, whose session was just checked). */
export async function accountOf(db: Database, userId: string): Promise<PublicUser> {
  const user = await findAccountView(db, userId);
  if (!user) throw notFound("User not found");
  return user;
}

/** The same for a user already loaded. */
export async function accountViewOf(db: Database, user: UserRecord): Promise<PublicUser> {
  const [addressRows, lines] = await Promise.all([findAddresses(db, user.id), findCartLines(db, user.id)]);
  return toAccountView(user, addressRows, lines);
}

function toAccountView(user: UserRecord, addressRows: AddressRow[], lines: CartLineRecord[]): PublicUser {
  return { ...toPublicUser(user), addresses: addressRows.map(toAddress), cart: lines.map(toCartLine) };
}

export function toAddress(row: AddressRow): Address {
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    address: row.address,
    landmark: row.landmark,
    state: row.state,
    city: row.city,
    pincode: row.pincode,
    phoneNo: row.phoneNo,
    tag: row.tag,
  };
}

function toCartLine(line: CartLineRecord): CartLine {
  return { _id: line.id, productId: toProduct(line.product), quantity: line.quantity, available: isBuyable(line.product) };
}
