import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import type { PublicUser } from "@taaza/domain";
import { readPincode } from "../../../hooks/use-chosen-pincode.ts";
import { currentUserQueryKey } from "../../../hooks/use-current-user.ts";
import { useSession } from "../../../hooks/use-session.ts";
import { LocationPopupContext } from "../../../hooks/location-popup-context.ts";
import { withNamespaces } from "../../../lib/i18n/i18n.ts";

// Its words (the "location" namespace) come with it: no visitor needs them in the first download.
const LocationPopup = lazy(withNamespaces(["location"], () => import("./location-popup.tsx")));

/** Spec sections 4 and 9: the popup opens by itself 8 seconds after the shop loads. */
export const AUTO_OPEN_MS = 8000;
const ASKED_KEY = "taaza-location-asked";
// Never interrupt paying, the account or order pages, or the admin area with it.
const QUIET_PATHS = /^\/(checkout|myaccount|order|admin)(\/|$)/;

/**
 * Owns the delivery-location popup: opened by the header's pincode, and once per visit (per
 * browser tab session) by itself 8 s after load, not on every route change, and only for a
 * visitor who has never chosen a pincode: a returning customer (a pincode chosen on this device,
 * or a saved address) is not asked again. It waits while
 * another dialog is open rather than stacking on top of it, and it does not ask admins or
 * interrupt checkout, account, order or admin pages.
 */
export function LocationPopupProvider({ children }: { children: ReactNode }) {
  const [isOpen, setIsOpen] = useState(false);
  const open = useCallback(() => setIsOpen(true), []);
  const close = useCallback(() => setIsOpen(false), []);
  const { pathname } = useLocation();
  const session = useSession();
  const queryClient = useQueryClient();
  // Read when the timer fires, not when it was set: the visitor may have moved on meanwhile.
  const quiet = useRef(false);
  useEffect(() => {
    quiet.current = QUIET_PATHS.test(pathname) || session?.user.userType === "Admin";
  }, [pathname, session]);
  const knowsWhere = useRef<() => boolean>(() => false);
  useEffect(() => {
    knowsWhere.current = () => {
      if (readPincode()) return true;
      if (!session) return false;
      const user = queryClient.getQueryData<PublicUser>(currentUserQueryKey(session.user._id));
      return (user?.addresses.length ?? 0) > 0;
    };
  }, [session, queryClient]);

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
      if (quiet.current || knowsWhere.current()) return;
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
