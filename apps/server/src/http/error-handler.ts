import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { MESSAGES } from "@taaza/domain";
import { HttpError } from "./http-error.ts";

/** Turns anything thrown into `{ error }` with a fitting status; unexpected errors are logged. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ error: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const message = first?.message && first.message !== "Invalid input" ? first.message : describeIssue(first);
      return reply.status(400).send({ error: message });
    }
    const status = (error as FastifyError).statusCode;
    if (typeof status === "number" && status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, 429 from the rate limiter...).
      return reply.status(status).send({ error: clientErrorMessage(error as FastifyError) });
    }
    request.log.error({ err: error }, "unexpected error");
    return reply.status(500).send({ error: MESSAGES.internal });
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
