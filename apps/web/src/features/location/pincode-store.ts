import { useSyncExternalStore } from "react";
import { DEFAULT_PINCODE } from "@taaza/domain";

/**
 * The delivery pincode the shopper chose in the location popup, remembered on this device
 * (localStorage "pincode") and shared by every tab. Until they choose, it is 400001.
 */
const STORAGE_KEY = "pincode";
const listeners = new Set<() => void>();

export function readPincode(): string {
  try {
    return window.localStorage.getItem(STORAGE_KEY) ?? DEFAULT_PINCODE;
  } catch {
    return DEFAULT_PINCODE;
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

export function useChosenPincode(): string {
  return useSyncExternalStore(subscribe, readPincode, () => DEFAULT_PINCODE);
}
