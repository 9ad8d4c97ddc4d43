import { z } from "zod";

/**
 * Every failure's answer as the routes' response schemas declare it: the spec's `{ error }` text,
 * and beside it the message's stable `code` (with `params` for a message built from a pattern),
 * so the browser can show it in the customer's language.
 */
export const errorBody = z.object({
  error: z.string(),
  code: z.string().optional(),
  params: z.record(z.string(), z.string()).optional(),
});
