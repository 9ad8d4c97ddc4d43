/**
 * A failure that only exists at the HTTP edge (a body too large, too many requests, a retired
 * route): it carries its status, and the central error handler answers it as `{ error }`.
 * Use cases throw the neutral errors of `platform/errors.ts` instead.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = "HttpError";
  }
}
