import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  CARE_MESSAGES,
  consentBody,
  consentsSchema,
  deleteAccountBody,
  idParams,
  SERVER_MESSAGES,
  type DeleteAccountBody,
} from "@taaza/domain";
import { forbidden } from "../../platform/errors.ts";
import { errorBody } from "../../platform/http/error-body.ts";
import type { Guards } from "../../platform/http/guards.ts";
import { HttpError } from "../../platform/http/http-error.ts";
import type { Logger } from "../../platform/logger.ts";
import type { Principal } from "../../platform/principal.ts";
import { changeConsent, consentsOf, exportOf, type PrivacyDeps } from "./privacy-use-cases.ts";

/** Deleting the caller's own account (processes/erase-account.ts). */
export type EraseAccount = (caller: Principal, userId: string, body: DeleteAccountBody, log: Logger) => Promise<void>;

export interface PrivacyRouteDeps {
  guards: Guards;
  eraseAccount: EraseAccount;
  /** Downloads of one's data per hour per client address (EXPORT_RATE_LIMIT). */
  exportRateLimit: number;
  /** Deletion attempts per minute per client address (each checks a password). */
  authRateLimit: number;
}

/** Only the account's owner: not another customer, not staff. */
async function requireOwner(guards: Guards, request: Parameters<Guards["requireUser"]>[0], userId: string): Promise<Principal> {
  const caller = await guards.requireUser(request);
  if (caller.id !== userId) throw forbidden(SERVER_MESSAGES.auth.forbidden);
  return caller;
}

/** The customer's rights over their data: consents, a copy of it, and deleting the account. */
export function privacyStoreRoutes(
  deps: PrivacyDeps,
  { guards, eraseAccount, exportRateLimit, authRateLimit }: PrivacyRouteDeps,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/users/:id/consents",
      { schema: { tags: ["accounts"], params: idParams, response: { 200: consentsSchema, 401: errorBody, 403: errorBody } } },
      async (request) => {
        await requireOwner(guards, request, request.params.id);
        return consentsOf(deps, request.params.id);
      },
    );

    app.put(
      "/users/:id/consents",
      {
        schema: {
          tags: ["accounts"],
          description: "Gives or withdraws a consent; every change is kept with its time.",
          params: idParams,
          body: consentBody,
          response: { 200: consentsSchema, 400: errorBody, 401: errorBody, 403: errorBody },
        },
      },
      async (request) => {
        await requireOwner(guards, request, request.params.id);
        return changeConsent(deps, request.params.id, request.body.purpose, request.body.given);
      },
    );

    app.get(
      "/users/:id/export",
      {
        config: {
          rateLimit: {
            max: exportRateLimit,
            timeWindow: "1 hour",
            errorResponseBuilder: () => new HttpError(429, CARE_MESSAGES.account.exportLimit),
          },
        },
        schema: {
          tags: ["accounts"],
          description: `The owner's data as one JSON file: account, addresses, orders with lines and refunds, reviews, issues, ratings and consents. At most ${exportRateLimit} an hour.`,
          params: idParams,
          response: { 200: z.string(), 401: errorBody, 403: errorBody, 429: errorBody },
        },
      },
      async (request, reply) => {
        await requireOwner(guards, request, request.params.id);
        reply.header("content-disposition", 'attachment; filename="taaza-my-data.json"');
        reply.header("cache-control", "no-store");
        // Indented: a person opens this file to read it.
        return reply.type("application/json; charset=utf-8").send(JSON.stringify(await exportOf(deps, request.params.id), null, 2));
      },
    );

    app.delete(
      "/users/:id",
      {
        config: { rateLimit: { max: authRateLimit, timeWindow: "1 minute" } },
        schema: {
          tags: ["accounts"],
          description:
            "Deletes the caller's own account after `password` (or, without one, `code` just sent to its sign-in phone by POST /users/otp/request, or `googleToken` from a Google sign-in of the last 5 minutes): sessions end, personal data is erased or anonymised; orders and bills stay as tax law requires. An Admin cannot be deleted.",
          params: idParams,
          body: deleteAccountBody,
          response: {
            200: z.object({ message: z.string() }),
            400: errorBody,
            401: errorBody,
            403: errorBody,
            404: errorBody,
            429: errorBody,
          },
        },
      },
      async (request) => {
        const caller = await requireOwner(guards, request, request.params.id);
        await eraseAccount(caller, request.params.id, request.body, request.log);
        return { message: CARE_MESSAGES.account.deleted };
      },
    );
  };
}
