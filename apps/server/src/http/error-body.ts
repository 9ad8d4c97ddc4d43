import { z } from "zod";

/** Every failure's answer, `{ error }`, as the routes' response schemas declare it. */
export const errorBody = z.object({ error: z.string() });
