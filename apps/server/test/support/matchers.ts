import { expect } from "vitest";

// Vitest types its asymmetric matchers as `any`; these stand in for them as `unknown`, so the
// objects they sit in stay typed.
export const anyString: unknown = expect.any(String);
export const containing = (shape: Record<string, unknown>): unknown => expect.objectContaining(shape);
export const matching = (pattern: RegExp): unknown => expect.stringMatching(pattern);
