/**
 * What went wrong, in the shop's own terms. Use cases say only this; the one error handler
 * (`platform/http/error-handler.ts`) decides which HTTP status each kind gets, so no rule below the
 * routes knows it is being served over HTTP.
 */
export type ExpectedErrorKind =
  "invalid" | "unauthorized" | "forbidden" | "not-found" | "conflict" | "not-paid" | "too-many-attempts" | "upstream-failed" | "gone";

/**
 * An expected failure: its kind and a message a person can read. Anything else thrown is
 * unexpected, is logged, and is answered with a plain 500.
 */
export class ExpectedError extends Error {
  constructor(
    readonly kind: ExpectedErrorKind,
    message: string,
  ) {
    super(message);
    this.name = "ExpectedError";
  }
}

/** Bad input, or a rule of the shop broken (a fourth address, a slot that has passed). */
export const invalid = (message: string) => new ExpectedError("invalid", message);
/** Nobody signed in, or a session that has ended. */
export const unauthorized = (message: string) => new ExpectedError("unauthorized", message);
/** Signed in, but not allowed to do this. */
export const forbidden = (message: string) => new ExpectedError("forbidden", message);
export const notFound = (message: string) => new ExpectedError("not-found", message);
/** Clashes with what is already there (a duplicate, a full group, a changed amount). */
export const conflict = (message: string) => new ExpectedError("conflict", message);
/** A signed payment the provider does not hold as captured for the amount due. */
export const notPaid = (message: string) => new ExpectedError("not-paid", message);
/** Too many tries in a short time (failed sign-ins for one account); try again later. */
export const tooManyAttempts = (message: string) => new ExpectedError("too-many-attempts", message);
/** A third party (the payment provider) did not do its part. */
export const upstreamFailed = (message: string) => new ExpectedError("upstream-failed", message);
/** Something that existed and no longer works (an expired or already used emailed link). */
export const gone = (message: string) => new ExpectedError("gone", message);
