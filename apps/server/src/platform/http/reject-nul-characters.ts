import type { FastifyInstance } from "fastify";
import { SERVER_MESSAGES } from "@taaza/domain";
import { invalid } from "../errors.ts";

/**
 * PostgreSQL's text cannot hold U+0000, so a NUL anywhere in a value that reaches a query fails
 * deep inside the database as a 500. No field of the shop has a use for it: one check at the
 * edge refuses it with 400 in the path, the query string and every string of a JSON body,
 * whatever the route. Multipart fields are checked as they are read (`readMultipartForm`).
 */
export function registerNulCharacterCheck(app: FastifyInstance) {
  app.addHook("onRequest", async (request) => {
    // %00 in any case, or a raw NUL that an HTTP client let through.
    if (/%00|\0/i.test(request.url)) throw invalid(SERVER_MESSAGES.request.nulCharacter);
  });
  app.addHook("preValidation", async (request) => {
    if (holdsNulCharacter(request.body)) throw invalid(SERVER_MESSAGES.request.nulCharacter);
  });
}

/** Whether a parsed value holds a NUL in any string or key, however deeply nested. */
export function holdsNulCharacter(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\0");
  // A JSON body is at most 256 kB; nesting deeper than this is not a shop form.
  if (value === null || typeof value !== "object" || depth > 64) return false;
  if (Buffer.isBuffer(value)) return false;
  if (Array.isArray(value)) return value.some((item) => holdsNulCharacter(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes("\0") || holdsNulCharacter(item, depth + 1));
}
