import { useSyncExternalStore } from "react";
import type { Session } from "@taaza/domain";
import { readSession, subscribeToSession } from "../lib/session-store.ts";

/** The signed-in session or null; re-renders when it changes here or in another tab. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeToSession, readSession, () => null);
}
