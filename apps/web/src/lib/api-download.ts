import { AUTH_MESSAGES } from "@taaza/domain";
import { ApiError, errorText } from "./api-client.ts";
import { clearSession, readSession } from "./session-store.ts";

// Kept apart from api-client.ts so the storefront's first load does not carry it.
/**
 * Downloads a file the API serves only to the signed-in person (a bill, a dispatch sheet):
 * fetched with the bearer token, then saved through a temporary link under the name the server
 * gives it (Content-Disposition), or `fallbackName`.
 */
export async function apiDownload(path: string, fallbackName: string): Promise<void> {
  const session = readSession();
  const headers = new Headers();
  if (session) headers.set("Authorization", `Bearer ${session.token}`);
  let response: Response;
  try {
    response = await fetch(`/api${path}`, { headers });
  } catch {
    throw new ApiError(0, null, AUTH_MESSAGES.networkError);
  }
  if (!response.ok) {
    // As api-client does: a refused session ends, unless another tab has signed in afresh.
    if (response.status === 401 && session && readSession()?.token === session.token) clearSession();
    throw new ApiError(response.status, errorText(await response.json().catch(() => undefined)));
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the URL can go once this task ends.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
