import { AUTH_MESSAGES } from "@taaza/domain";
import { ApiError, errorText } from "./api-client.ts";
import { clearSession, readSession } from "./session-store.ts";

/**
 * A long-lived streamed answer (server-sent events) with the same bearer token, error shape and
 * 401 meaning as `apiFetch`; an EventSource could not send the token. Kept apart from the API
 * client because only staff screens stream, and the storefront's first load pays for every byte.
 */
export async function apiStream(path: string, options: { signal?: AbortSignal } = {}): Promise<ReadableStream<Uint8Array>> {
  const session = readSession();
  const headers = new Headers({ Accept: "text/event-stream" });
  if (session) headers.set("Authorization", `Bearer ${session.token}`);
  let response: Response;
  try {
    response = await fetch(`/api${path}`, { headers, signal: options.signal, cache: "no-store" });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === "AbortError") throw cause;
    throw new ApiError(0, null, AUTH_MESSAGES.networkError);
  }
  if (response.ok && response.body) return response.body;
  let data: unknown;
  try {
    data = JSON.parse(await response.text()) as unknown;
  } catch {
    data = undefined;
  }
  // The server refused this session: drop it, unless another tab has signed in afresh since.
  if (response.status === 401 && session && readSession()?.token === session.token) clearSession();
  throw new ApiError(response.status, errorText(data));
}
