import { clearSession, readSession } from "./session-store.ts";
import { t, translateById } from "./i18n/i18n.ts";
import { shellText } from "./i18n/messages/shell.ts";

/**
 * The one way the browser talks to the API. It owns three things so no caller repeats them:
 * the bearer token, the `{error}` shape of failures, and what a 401 means (the session is over).
 */
export class ApiError extends Error {
  /** HTTP status; 0 when no answer arrived at all (offline, server down, DNS). */
  readonly status: number;
  /**
   * The server's own `{error}` text, when it sent one, in the shop's active language (translated
   * from the answer's `code`; the English text when there is no translation); worth showing to a
   * person as is.
   */
  readonly serverMessage: string | null;
  /** The server's stable error code ("auth.badCredentials"), when it sent one. */
  readonly code: string | null;
  /** The server's English text, for code that decides by its words (which form field it names). */
  readonly englishMessage: string | null;
  /** The whole answer, for the few failures that carry more than a message (a CSV's bad rows). */
  readonly body: unknown;

  constructor(
    status: number,
    serverMessage: string | null,
    fallbackMessage?: string,
    code: string | null = null,
    englishMessage: string | null = serverMessage,
    body: unknown = null,
  ) {
    super(serverMessage ?? fallbackMessage ?? `Request failed with status ${status}`);
    this.name = "ApiError";
    this.status = status;
    this.serverMessage = serverMessage;
    this.code = code;
    this.englishMessage = englishMessage;
    this.body = body;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export type ApiFetchOptions = Omit<RequestInit, "body" | "method"> & {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Sent as JSON, except FormData, which the browser encodes as multipart. */
  body?: unknown;
};

/** How a request leaves: the browser's fetch, or, while the server renders a page, its own API. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (url, init) => fetch(url, init);

/** The server's renderer answers the pages' reads from the API in its own process. */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

export async function apiFetch<T>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  return (await apiFetchWithHeaders<T>(path, options)).data;
}

/** `apiFetch` for the few reads whose headers carry data too, such as a page's X-Total-Count. */
export async function apiFetchWithHeaders<T>(path: string, options: ApiFetchOptions = {}): Promise<{ data: T; headers: Headers }> {
  const { method = "GET", body, headers, ...init } = options;
  const session = readSession();

  const requestHeaders = new Headers(headers);
  requestHeaders.set("Accept", "application/json");
  if (session) requestHeaders.set("Authorization", `Bearer ${session.token}`);

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    // No Content-Type here: the browser adds the multipart boundary itself.
    payload = body;
  } else if (body !== undefined) {
    requestHeaders.set("Content-Type", "application/json");
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await transport(`/api${path}`, { ...init, method, headers: requestHeaders, body: payload });
  } catch (cause) {
    // A cancelled query is not a failure to report; let TanStack Query see the abort.
    if (cause instanceof DOMException && cause.name === "AbortError") throw cause;
    throw new ApiError(0, null, t(shellText.networkError));
  }

  const data = await readBody(response);
  if (!response.ok) {
    if (response.status === 401 && session) endSession(session.token);
    const code = errorCode(data);
    throw new ApiError(response.status, translatedError(data, code), undefined, code, errorText(data), data);
  }
  return { data: data as T, headers: response.headers };
}

/** Drop the session the server refused, unless another tab has already signed in afresh. */
function endSession(rejectedToken: string): void {
  if (readSession()?.token === rejectedToken) clearSession();
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text().catch(() => "");
  if (text === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // A proxy's HTML error page, for example: no message worth showing.
    return undefined;
  }
}

/** The `{error: string}` text of a failed response, if the server sent one. */
export function errorText(data: unknown): string | null {
  if (typeof data !== "object" || data === null) return null;
  const { error } = data as { error?: unknown };
  return typeof error === "string" && error.trim() !== "" ? error : null;
}

/** The `{code}` the server sends beside its English `{error}` text. */
export function errorCode(data: unknown): string | null {
  if (typeof data !== "object" || data === null) return null;
  const { code } = data as { code?: unknown };
  return typeof code === "string" && code !== "" ? code : null;
}

/** The error text in the active language: the translation of its code, else the server's English. */
function translatedError(data: unknown, code: string | null): string | null {
  const english = errorText(data);
  if (english === null || code === null) return english;
  const { params } = data as { params?: unknown };
  const values = typeof params === "object" && params !== null ? (params as Record<string, unknown>) : undefined;
  return translateById(`server.${code}`, english, values);
}
