import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import { useSession } from "../../../hooks/use-session.ts";
import { LocationPopupContext } from "../../../hooks/location-popup-context.ts";

const LocationPopup = lazy(() => import("./location-popup.tsx"));

/** Spec sections 4 and 9: the popup opens by itself 8 seconds after the shop loads. */
export const AUTO_OPEN_MS = 8000;
const ASKED_KEY = "taaza-location-asked";
// Never interrupt paying, the account or order pages, or the admin area with it.
const QUIET_PATHS = /^\/(checkout|myaccount|order|admin)(\/|$)/;

/**
 * Owns the delivery-location popup: opened by the header's pincode, and once per visit (per
 * browser tab session) by itself 8 s after load, not on every route change. It waits while
 * another dialog is open rather than stacking on top of it, and it does not ask admins or
 * interrupt checkout, account, order or admin pages.
 */
export function LocationPopupProvider({ children }: { children: ReactNode }) {
  const [isOpen, setIsOpen] = useState(false);
  const open = useCallback(() => setIsOpen(true), []);
  const close = useCallback(() => setIsOpen(false), []);
  const { pathname } = useLocation();
  const session = useSession();
  // Read when the timer fires, not when it was set: the visitor may have moved on meanwhile.
  const quiet = useRef(false);
  useEffect(() => {
    quiet.current = QUIET_PATHS.test(pathname) || session?.user.userType === "Admin";
  }, [pathname, session]);

  // The header's pincode chip is a link to `?location`: followed before the script ran, the page
  // came back with it, and the popup opens now.
  useEffect(() => {
    if (new URLSearchParams(window.location.search).has("location")) {
      markAsked();
      setIsOpen(true);
    }
  }, []);

  useEffect(() => {
    if (alreadyAsked()) return;
    let timer = window.setTimeout(function tryOpen() {
      if (quiet.current) return;
      // Never over another dialog, and never while someone is typing (search, a form): the
      // popup waits rather than take their focus away mid-word.
      if (document.querySelector('[aria-modal="true"]') || isTyping()) {
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

function isTyping(): boolean {
  const active = document.activeElement;
  return (
    active instanceof HTMLInputElement ||
    active instanceof HTMLTextAreaElement ||
    active instanceof HTMLSelectElement ||
    (active instanceof HTMLElement && active.isContentEditable)
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
