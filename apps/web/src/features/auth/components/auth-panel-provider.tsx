import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { toast } from "../../../lib/toast.ts";
import { type Session } from "@taaza/domain";
import { AuthPanelContext, type AfterSignIn, type AuthPanelMode, type SignedInVia } from "../../../hooks/auth-panel-context.ts";
import { saveSession } from "../../../lib/session-store.ts";
import { loadAuthPanel } from "./load-auth-panel.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { shellText } from "../../../lib/i18n/messages/shell.ts";

const AuthPanel = lazy(loadAuthPanel);

/** Spec section 4: the redirect after login or signup waits half a second. */
const REDIRECT_DELAY_MS = 500;

export function AuthPanelProvider({ children, googleClientId }: { children: ReactNode; googleClientId: string | null }) {
  const navigate = useNavigate();
  const [isOpen, setIsOpen] = useState(false);
  const [mode, setMode] = useState<AuthPanelMode>("signin");
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const redirectTimer = useRef<number | undefined>(undefined);
  const afterSignIn = useRef<AfterSignIn | null>(null);

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  // Someone who moves on by themselves within the half second is not pulled back afterwards.
  const { key: locationKey } = useLocation();
  useEffect(() => window.clearTimeout(redirectTimer.current), [locationKey]);

  const open = useCallback((nextMode: AuthPanelMode = "signin", then?: AfterSignIn) => {
    if (document.activeElement instanceof HTMLElement) returnFocusTo.current = document.activeElement;
    afterSignIn.current = then ?? null;
    setMode(nextMode);
    setIsOpen(true);
  }, []);

  const close = useCallback(() => {
    setIsOpen(false);
    // Give focus back to whatever opened the panel, as a dialog should.
    const target = returnFocusTo.current;
    returnFocusTo.current = null;
    if (target?.isConnected) target.focus();
  }, []);

  const handleSignedIn = useCallback(
    (session: Session, via: SignedInVia) => {
      saveSession(session);
      toast.success(via === "signup" ? t(shellText.signedUp) : t(shellText.loggedIn));
      const then = afterSignIn.current;
      afterSignIn.current = null;
      close();
      window.clearTimeout(redirectTimer.current);
      if (then) {
        // Started by an action: stay on this page and finish what they were doing.
        redirectTimer.current = window.setTimeout(() => then(session), REDIRECT_DELAY_MS);
        return;
      }
      const destination = via === "signup" && session.user.userType === "Admin" ? "/admin" : "/";
      redirectTimer.current = window.setTimeout(() => {
        if (window.location.pathname !== destination) void navigate(destination);
      }, REDIRECT_DELAY_MS);
    },
    [close, navigate],
  );

  const controls = useMemo(() => ({ isOpen, open, close }), [isOpen, open, close]);

  return (
    <AuthPanelContext.Provider value={controls}>
      {children}
      {isOpen && (
        <Suspense fallback={null}>
          <AuthPanel mode={mode} onModeChange={setMode} onClose={close} onSignedIn={handleSignedIn} googleClientId={googleClientId} />
        </Suspense>
      )}
    </AuthPanelContext.Provider>
  );
}
