import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { errorCodeOf, MESSAGES } from "@taaza/domain";
import { ExpectedError, type ExpectedErrorKind } from "../errors.ts";
import { isConnectionLost } from "../database/connection-errors.ts";
import { HttpError } from "./http-error.ts";

/** The one place where the shop's kinds of failure become HTTP statuses. */
const STATUS: Record<ExpectedErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  "not-found": 404,
  conflict: 409,
  "not-paid": 402,
  "too-many-attempts": 429,
  "upstream-failed": 502,
  gone: 410,
};

/**
 * The `{ error }` body with the message's stable code beside it (and its parameters, for a message
 * built from a pattern), so the browser can show it in the customer's language.
 */
export function codedError(error: string): { error: string; code?: string; params?: Record<string, string> } {
  const coded = errorCodeOf(error);
  return coded ? { error, ...coded } : { error };
}

/** Turns anything thrown into `{ error, code }` with a fitting status; unexpected errors are logged. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | ExpectedError | HttpError | Error, request, reply) => {
    if (error instanceof ExpectedError) {
      return reply.status(STATUS[error.kind]).send(codedError(error.message));
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(codedError(error.message));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const message = first?.message && first.message !== "Invalid input" ? first.message : describeIssue(first);
      return reply.status(400).send(codedError(message));
    }
    const status = (error as FastifyError).statusCode;
    if (typeof status === "number" && status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, 429 from the rate limiter...).
      return reply.status(status).send(codedError(clientErrorMessage(error as FastifyError)));
    }
    if (isConnectionLost(error)) {
      // The database restarted, failed over or dropped the connection: the pool reconnects on
      // the next query, so the client is told to retry rather than shown a failure.
      request.log.warn({ err: error }, "database unavailable");
      return reply.status(503).header("retry-after", "1").send(codedError(MESSAGES.unavailable));
    }
    request.log.error({ err: error }, "unexpected error");
    return reply.status(500).send(codedError(MESSAGES.internal));
  });
}

function describeIssue(issue: { instancePath?: string; message?: string } | undefined): string {
  if (!issue) return "Invalid request";
  const field = issue.instancePath?.split("/").filter(Boolean).join(".");
  return field ? `Invalid ${field}` : "Invalid request";
}

function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return "The request body is not valid JSON";
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return "The request body is too large";
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return "Unsupported content type";
    default:
      return error.message;
  }
}
