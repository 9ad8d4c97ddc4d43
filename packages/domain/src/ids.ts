import { z } from "zod";

/** Every `_id` is a UUID; a malformed one is a client error, never a database error. */
export const idSchema = z.uuid({ message: "Invalid id" });
export const idParams = z.object({ id: idSchema });
