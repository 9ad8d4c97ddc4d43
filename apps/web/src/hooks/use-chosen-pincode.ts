import { useSyncExternalStore } from "react";

/**
 * The delivery pincode the shopper chose in the location popup, remembered on this device
 * (localStorage "pincode") and shared by every tab. Nothing until they choose: the shop does not
 * pretend to know where someone is (the spec's 400001 is only the popup's example now).
 */
const STORAGE_KEY = "pincode";
const listeners = new Set<() => void>();

export function readPincode(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export function savePincode(pincode: string): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, pincode);
  } catch {
    // Storage blocked: the choice lasts until the page closes, which is still useful.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export function useChosenPincode(): string | null {
  return useSyncExternalStore(subscribe, readPincode, () => null);
}
