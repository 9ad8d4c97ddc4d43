import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { toast } from "sonner";
import { MESSAGES, type Session } from "@taaza/domain";
import { AuthPanelContext, type AuthPanelMode, type SignedInVia } from "../auth-panel-context.ts";
import { saveSession } from "../session-store.ts";
import { loadAuthPanel } from "./load-auth-panel.ts";

const AuthPanel = lazy(loadAuthPanel);

/** Spec section 4: the redirect after login or signup waits half a second. */
const REDIRECT_DELAY_MS = 500;

export function AuthPanelProvider({ children, googleClientId }: { children: ReactNode; googleClientId: string | null }) {
  const navigate = useNavigate();
  const [isOpen, setIsOpen] = useState(false);
  const [mode, setMode] = useState<AuthPanelMode>("signin");
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const redirectTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  // Someone who moves on by themselves within the half second is not pulled back afterwards.
  const { key: locationKey } = useLocation();
  useEffect(() => window.clearTimeout(redirectTimer.current), [locationKey]);

  const open = useCallback((nextMode: AuthPanelMode = "signin") => {
    if (document.activeElement instanceof HTMLElement) returnFocusTo.current = document.activeElement;
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
      toast.success(via === "signup" ? MESSAGES.auth.signedUp : MESSAGES.auth.loggedIn);
      close();
      const destination = via === "signup" && session.user.userType === "Admin" ? "/admin" : "/";
      window.clearTimeout(redirectTimer.current);
      redirectTimer.current = window.setTimeout(() => {
        if (window.location.pathname !== destination) navigate(destination);
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
