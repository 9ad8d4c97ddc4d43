import { ApiError } from "./api-client.ts";

/** What to tell the customer when a call failed: the server's message (in their language), else `fallback`. */
export function apiErrorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}
