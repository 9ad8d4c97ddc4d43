/**
 * The shop's clock, an edge like any other: every rule about time (slots, cut-offs, expiries,
 * bill dates) reads it, so tests fix it to check those rules.
 */
export interface Clock {
  now(): Date;
}

/** The machine's clock. */
export const systemClock: Clock = { now: () => new Date() };
