import type { DeleteAccountBody } from "@taaza/domain";
import type { Clock } from "../platform/clock.ts";
import type { Database } from "../platform/database/client.ts";
import { inTransaction } from "../platform/database/in-transaction.ts";
import type { Logger } from "../platform/logger.ts";
import type { Principal } from "../platform/principal.ts";
import { DELETED_ACCOUNT_NAME, type Accounts } from "../modules/accounts/index.ts";
import type { Addresses } from "../modules/addresses/index.ts";
import type { Basket } from "../modules/basket/index.ts";
import type { Issues } from "../modules/issues/index.ts";
import type { Messages } from "../modules/messages/index.ts";
import type { Privacy } from "../modules/privacy/index.ts";
import type { Ratings } from "../modules/ratings/index.ts";
import type { Reviews } from "../modules/reviews/index.ts";

// Deleting an account (Digital Personal Data Protection Act 2023, issue 30): after the owner
// proves it is them, one transaction erases or anonymises the person's data in every module that
// keeps some: the account's name, email and ways in, sessions and emailed links, addresses,
// basket, reviews' name and photos, issues' photos, ratings' words, consents, and the messages
// sent to them by email, WhatsApp, SMS and push, with their notification consents, push
// subscriptions and the sign-in codes sent to their numbers. Orders, bills and credit notes stay as GST law requires (72 months), with the
// address they were delivered to, so a bill's PDF is unchanged; they now point at an anonymous
// account. Files are removed, and this process's session cache forgotten, once it has committed.

export interface EraseAccountDeps {
  db: Database;
  clock: Clock;
  accounts: Pick<Accounts, "proveDeletion" | "eraseAccountRow" | "erasePhoneCodes" | "endAllSessions">;
  addresses: Pick<Addresses, "erase">;
  basket: Pick<Basket, "erase">;
  reviews: Pick<Reviews, "anonymise" | "removePhotos">;
  issues: Pick<Issues, "erasePhotos" | "removePhotos">;
  ratings: Pick<Ratings, "eraseTexts">;
  privacy: Pick<Privacy, "eraseConsents">;
  messages: Pick<Messages, "forgetPerson">;
}

export function createEraseAccount(deps: EraseAccountDeps) {
  return {
    eraseAccount: async (_caller: Principal, userId: string, body: DeleteAccountBody, log: Logger): Promise<void> => {
      await deps.accounts.proveDeletion(userId, body);
      const files = await inTransaction(deps.db, async (tx) => {
        const { email, signInPhone } = await deps.accounts.eraseAccountRow(tx, userId, deps.clock.now());
        await deps.addresses.erase(tx, userId);
        await deps.basket.erase(tx, userId);
        const reviewPhotos = await deps.reviews.anonymise(tx, userId, DELETED_ACCOUNT_NAME);
        const issuePhotos = await deps.issues.erasePhotos(tx, userId);
        await deps.ratings.eraseTexts(tx, userId);
        await deps.privacy.eraseConsents(tx, userId);
        const phones = await deps.messages.forgetPerson(
          tx,
          { userId, email, phones: signInPhone === null ? [] : [signInPhone] },
          DELETED_ACCOUNT_NAME,
        );
        await deps.accounts.erasePhoneCodes(tx, phones);
        return { reviewPhotos, issuePhotos };
      });
      await deps.accounts.endAllSessions(userId);
      // A file left behind is only disk space: the database no longer names it.
      await Promise.all([deps.reviews.removePhotos(files.reviewPhotos), deps.issues.removePhotos(files.issuePhotos)]).catch(
        (error: unknown) => log.warn({ err: error, userId }, "could not remove a deleted account's photos"),
      );
    },
  };
}
