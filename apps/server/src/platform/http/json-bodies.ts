import type { FastifyInstance } from "fastify";

/**
 * JSON bodies as Fastify parses them (prototype poisoning refused), except that an empty body
 * is no body on every method: clients send `Content-Type: application/json` with a DELETE that
 * carries nothing, and that is not malformed JSON.
 */
export function registerJsonBodies(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = String(body);
    if (text.trim() === "") return done(null, undefined);
    return parseJson(request, text, done);
  });
}
