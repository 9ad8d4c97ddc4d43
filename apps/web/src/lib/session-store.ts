import type { Session } from "@taaza/domain";

/**
 * The signed-in session `{user, token}` lives in localStorage under "user" (spec section 3), so a
 * reload keeps the shopper signed in and every tab shares one session. This module is the only
 * place that touches that key.
 */
const STORAGE_KEY = "user";

const listeners = new Set<() => void>();
// Used only when localStorage throws (blocked storage, private modes): the session then lasts
// for this page's life instead of breaking sign-in altogether.
let fallbackRaw: string | null = null;
let cachedRaw: string | null = null;
let cachedSession: Session | null = null;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return fallbackRaw;
  }
}

function writeRaw(raw: string | null): void {
  try {
    if (raw === null) window.localStorage.removeItem(STORAGE_KEY);
    else window.localStorage.setItem(STORAGE_KEY, raw);
  } catch {
    fallbackRaw = raw;
  }
  listeners.forEach((listener) => listener());
}

/**
 * A light shape check instead of a zod parse: the stored value may be stale or hand-edited,
 * and this runs on every page, where zod would cost more bytes than it saves.
 */
export function isSession(value: unknown): value is Session {
  if (typeof value !== "object" || value === null) return false;
  const { user, token } = value as { user?: unknown; token?: unknown };
  if (typeof token !== "string" || token === "") return false;
  if (typeof user !== "object" || user === null) return false;
  const { _id, userType } = user as { _id?: unknown; userType?: unknown };
  return typeof _id === "string" && (userType === "User" || userType === "Admin");
}

function parse(raw: string | null): Session | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isSession(value) ? value : null;
  } catch {
    return null;
  }
}

/** The current session; the same object until the stored text changes (useSyncExternalStore needs that). */
export function readSession(): Session | null {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedSession = parse(raw);
  }
  return cachedSession;
}

export function saveSession(session: Session): void {
  writeRaw(JSON.stringify(session));
}

export function clearSession(): void {
  writeRaw(null);
}

/** Calls `listener` when this tab changes the session, and when another tab does (storage event). */
export function subscribeToSession(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    // key is null when another tab called localStorage.clear().
    if (event.key === STORAGE_KEY || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}
