import { toast } from "../../lib/toast.ts";
import { ApiError } from "../../lib/api-client.ts";

/**
 * A failure toast with the spec's text as its title and, when the server said why
 * ("This pincode already exists"), that reason underneath.
 */
export function reportFailure(title: string, error: unknown): void {
  const reason = error instanceof ApiError ? (error.serverMessage ?? (error.isNetworkError ? error.message : null)) : null;
  if (reason && reason !== title) toast.error(title, { description: reason });
  else toast.error(title);
}
