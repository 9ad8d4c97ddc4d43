import { MAX_ADDRESSES, MESSAGES, normaliseAddress, type AddressBody, type PublicUser } from "@taaza/domain";
import type { AppDeps } from "../../app-deps.ts";
import type { Database } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/db-errors.ts";
import { badRequest, notFound } from "../../http/http-error.ts";
import { accountOf } from "../accounts/account-view.ts";
import { findEnabledPincode } from "../delivery/delivery-repository.ts";
import { countAddresses, deleteAddress, insertAddress, lockUser, tagTaken, updateAddress } from "./addresses-repository.ts";

/**
 * A new address: a serviceable pincode, at most three, each tag once. The checks run with the
 * user's row locked, and the unique (user, tag) index backs them, so racing requests still
 * leave at most three addresses.
 */
export async function addAddress(deps: AppDeps, userId: string, body: AddressBody): Promise<PublicUser> {
  const address = normaliseAddress(body);
  await requireServiceable(deps.db, address.pincode);
  await withTagGuard(() =>
    deps.db.transaction(async (tx) => {
      const db = tx as unknown as Database;
      await lockUser(db, userId);
      if ((await countAddresses(db, userId)) >= MAX_ADDRESSES) throw badRequest(MESSAGES.address.tooMany);
      if (await tagTaken(db, userId, address.tag)) throw badRequest(MESSAGES.address.tagUsed);
      await insertAddress(db, userId, address);
    }),
  );
  return accountOf(deps.db, userId);
}

export async function editAddress(deps: AppDeps, userId: string, addressId: string, body: AddressBody): Promise<PublicUser> {
  const address = normaliseAddress(body);
  await requireServiceable(deps.db, address.pincode);
  await withTagGuard(async () => {
    if (await tagTaken(deps.db, userId, address.tag, addressId)) throw badRequest(MESSAGES.address.tagUsed);
    if (!(await updateAddress(deps.db, userId, addressId, address))) throw notFound(MESSAGES.address.notFound);
  });
  return accountOf(deps.db, userId);
}

export async function removeAddress(deps: AppDeps, userId: string, addressId: string): Promise<PublicUser> {
  if (!(await deleteAddress(deps.db, userId, addressId))) throw notFound(MESSAGES.address.notFound);
  return accountOf(deps.db, userId);
}

async function requireServiceable(db: Database, pincode: string) {
  if (!(await findEnabledPincode(db, pincode))) throw badRequest(MESSAGES.address.notServiceable);
}

/** Whatever slips past the checks, the unique (user, tag) index turns into the same answer. */
async function withTagGuard(work: () => Promise<void>) {
  try {
    await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(MESSAGES.address.tagUsed);
    throw error;
  }
}
