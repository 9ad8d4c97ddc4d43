import { CONSENT_PURPOSES, type ConsentPurpose, type Consents } from "@taaza/domain";
import type { Clock } from "../../platform/clock.ts";
import type { Database } from "../../platform/database/client.ts";
import { notFound } from "../../platform/errors.ts";
import { personalDataOf } from "../../read-models/personal-data.ts";
import { consentHistory, deleteConsentsOf, recordConsent } from "./privacy-repository.ts";

export interface PrivacyDeps {
  db: Database;
  clock: Clock;
}

/** The customer's consents: each purpose's present answer (no until given), and every change with its time. */
export async function consentsOf(deps: PrivacyDeps, userId: string): Promise<Consents> {
  const history = (await consentHistory(deps.db, userId)).map((c) => ({
    purpose: c.purpose as ConsentPurpose,
    given: c.given,
    at: c.at.toISOString(),
  }));
  const current = Object.fromEntries(CONSENT_PURPOSES.map((p) => [p, history.filter((c) => c.purpose === p).at(-1)?.given ?? false]));
  return { current: current as Consents["current"], history };
}

/** A consent given or withdrawn: a new row with its time, never an edit of the last. */
export async function changeConsent(deps: PrivacyDeps, userId: string, purpose: ConsentPurpose, given: boolean): Promise<Consents> {
  await recordConsent(deps.db, { userId, purpose, given, at: deps.clock.now() });
  return consentsOf(deps, userId);
}

/** "Download my data": the person's data as one JSON document, dated. */
export async function exportOf(deps: PrivacyDeps, userId: string) {
  const data = await personalDataOf(deps.db, userId);
  if (!data) throw notFound("User not found");
  return { exportedAt: deps.clock.now().toISOString(), ...data };
}

export { deleteConsentsOf };
