import { MAX_ADDRESSES, MESSAGES, normaliseAddress, type Address, type AddressBody, SERVER_MESSAGES } from "@taaza/domain";
import type { AppDeps } from "../../app-deps.ts";
import type { Database } from "../../platform/database/client.ts";
import { inTransaction } from "../../platform/database/in-transaction.ts";
import { isUniqueViolation } from "../../platform/database/db-errors.ts";
import { invalid, notFound } from "../../platform/errors.ts";
import { findEnabledPincode } from "../delivery/index.ts";
import { findAddresses } from "../../read-models/account-view.ts";
import {
  countAddresses,
  deleteAddress,
  insertAddress,
  lockUser,
  tagTaken,
  updateAddress,
  type AddressRow,
} from "./addresses-repository.ts";

/**
 * A new address: a serviceable pincode, at most three, each tag once. The checks run with the
 * user's row locked, and the unique (user, tag) index backs them, so racing requests still
 * leave at most three addresses.
 */
export async function addAddress(deps: AppDeps, userId: string, body: AddressBody): Promise<void> {
  const address = normaliseAddress(body);
  await requireServiceable(deps.db, address.pincode);
  await withTagGuard(() =>
    inTransaction(deps.db, async (db) => {
      await lockUser(db, userId);
      if ((await countAddresses(db, userId)) >= MAX_ADDRESSES) throw invalid(MESSAGES.address.tooMany);
      if (await tagTaken(db, userId, address.tag)) throw invalid(SERVER_MESSAGES.address.tagUsed);
      await insertAddress(db, userId, address);
    }),
  );
}

export async function editAddress(deps: AppDeps, userId: string, addressId: string, body: AddressBody): Promise<void> {
  const address = normaliseAddress(body);
  await requireServiceable(deps.db, address.pincode);
  await withTagGuard(async () => {
    if (await tagTaken(deps.db, userId, address.tag, addressId)) throw invalid(SERVER_MESSAGES.address.tagUsed);
    if (!(await updateAddress(deps.db, userId, addressId, address))) throw notFound(SERVER_MESSAGES.address.notFound);
  });
}

export async function removeAddress(deps: AppDeps, userId: string, addressId: string): Promise<void> {
  if (!(await deleteAddress(deps.db, userId, addressId))) throw notFound(SERVER_MESSAGES.address.notFound);
}

/** The user's addresses, oldest first, as the API shows them. */
export async function addressesOf(db: Database, userId: string): Promise<Address[]> {
  return (await findAddresses(db, userId)).map(toAddress);
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

async function requireServiceable(db: Database, pincode: string) {
  if (!(await findEnabledPincode(db, pincode))) throw invalid(MESSAGES.address.notServiceable);
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
