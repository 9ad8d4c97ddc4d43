import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { LocationPopupContext } from "../location-context.ts";

const LocationPopup = lazy(() => import("./location-popup.tsx"));

/** Spec sections 4 and 9: the popup opens by itself 8 seconds after the shop loads. */
export const AUTO_OPEN_MS = 8000;
const ASKED_KEY = "taaza-location-asked";

/**
 * Owns the delivery-location popup: opened by the header's pincode, and once per visit (per
 * browser tab session) by itself 8 s after load. It waits while another dialog is open rather
 * than stacking on top of it.
 */
export function LocationPopupProvider({ children }: { children: ReactNode }) {
  const [isOpen, setIsOpen] = useState(false);
  const open = useCallback(() => setIsOpen(true), []);
  const close = useCallback(() => setIsOpen(false), []);

  useEffect(() => {
    if (alreadyAsked()) return;
    let timer = window.setTimeout(function tryOpen() {
      if (document.querySelector('[aria-modal="true"]')) {
        timer = window.setTimeout(tryOpen, 1000);
        return;
      }
      markAsked();
      setIsOpen(true);
    }, AUTO_OPEN_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const controls = useMemo(() => ({ open }), [open]);
  return (
    <LocationPopupContext.Provider value={controls}>
      {children}
      {isOpen && (
        <Suspense fallback={null}>
          <LocationPopup onClose={close} />
        </Suspense>
      )}
    </LocationPopupContext.Provider>
  );
}

function alreadyAsked(): boolean {
  try {
    return window.sessionStorage.getItem(ASKED_KEY) === "1";
  } catch {
    return false;
  }
}

function markAsked(): void {
  try {
    window.sessionStorage.setItem(ASKED_KEY, "1");
  } catch {
    // Without session storage the popup may ask again after a reload; harmless.
  }
}
