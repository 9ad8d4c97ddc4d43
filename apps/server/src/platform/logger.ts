/**
 * What the shop's code logs through: the part of pino (Fastify's logger) it uses, so a use case
 * or a background job can be handed the request's logger (with its request id), the app's, or a
 * silent one in tests.
 */
export interface Logger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}
