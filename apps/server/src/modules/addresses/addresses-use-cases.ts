import { MAX_ADDRESSES, MESSAGES, normaliseAddress, type Address, type AddressBody, SERVER_MESSAGES } from "@taaza/domain";
import type { Database } from "../../platform/database/client.ts";
import { inTransaction } from "../../platform/database/in-transaction.ts";
import { isUniqueViolation } from "../../platform/database/db-errors.ts";
import { invalid, notFound } from "../../platform/errors.ts";
import type { Delivery } from "../delivery/index.ts";
import {
  countAddresses,
  deleteAddress,
  deleteAddressesOf,
  insertAddress,
  tagTaken,
  updateAddress,
  type AddressRow,
} from "./addresses-repository.ts";

export interface AddressesDeps {
  db: Database;
  /** Holds the user's row until the transaction (`db`) ends (accounts). */
  lockUser(db: Database, userId: string): Promise<void>;
  delivery: Pick<Delivery, "enabledPincode">;
}

/**
 * A new address: a serviceable pincode, at most three, each tag once. The checks run with the
 * user's row locked, and the unique (user, tag) index backs them, so racing requests still
 * leave at most three addresses.
 */
export async function addAddress(deps: AddressesDeps, userId: string, body: AddressBody): Promise<void> {
  const address = normaliseAddress(body);
  await requireServiceable(deps, address.pincode);
  await withTagGuard(() =>
    inTransaction(deps.db, async (db) => {
      await deps.lockUser(db, userId);
      if ((await countAddresses(db, userId)) >= MAX_ADDRESSES) throw invalid(MESSAGES.address.tooMany);
      if (await tagTaken(db, userId, address.tag)) throw invalid(SERVER_MESSAGES.address.tagUsed);
      await insertAddress(db, userId, address);
    }),
  );
}

export async function editAddress(deps: AddressesDeps, userId: string, addressId: string, body: AddressBody): Promise<void> {
  const address = normaliseAddress(body);
  await requireServiceable(deps, address.pincode);
  await withTagGuard(async () => {
    if (await tagTaken(deps.db, userId, address.tag, addressId)) throw invalid(SERVER_MESSAGES.address.tagUsed);
    if (!(await updateAddress(deps.db, userId, addressId, address))) throw notFound(SERVER_MESSAGES.address.notFound);
  });
}

export async function removeAddress(deps: AddressesDeps, userId: string, addressId: string): Promise<void> {
  if (!(await deleteAddress(deps.db, userId, addressId))) throw notFound(SERVER_MESSAGES.address.notFound);
}

/** An address as the API shows it. */
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

async function requireServiceable(deps: AddressesDeps, pincode: string) {
  if (!(await deps.delivery.enabledPincode(pincode))) throw invalid(MESSAGES.address.notServiceable);
}

/** Whatever slips past the checks, the unique (user, tag) index turns into the same answer. */
async function withTagGuard(work: () => Promise<void>) {
  try {
    await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw invalid(SERVER_MESSAGES.address.tagUsed);
    throw error;
  }
}

/** Erasure of an account (in `tx`): its addresses go; orders keep the address they were sent to. */
export function eraseAddresses(tx: Database, userId: string): Promise<void> {
  return deleteAddressesOf(tx, userId);
}
