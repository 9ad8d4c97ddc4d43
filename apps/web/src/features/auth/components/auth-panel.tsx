import { useId, useRef } from "react";
import { createPortal } from "react-dom";
import type { Session } from "@taaza/domain";
import { CloseIcon } from "../../../components/ui/icons.tsx";
import { useModalDialog } from "../../../components/ui/use-modal-dialog.ts";
import type { AuthPanelMode, SignedInVia } from "../../../hooks/auth-panel-context.ts";
import { GoogleSignInButton } from "./google-sign-in-button.tsx";
import { ForgotPasswordForm } from "./forgot-password-form.tsx";
import { SignInForm } from "./sign-in-form.tsx";
import { PhoneSignInForm } from "./phone-sign-in-form.tsx";
import { SignUpForm } from "./sign-up-form.tsx";
import "../../../components/ui/side-panel.css";
import "./auth-panel.css";
import { t } from "../../../lib/i18n/i18n.ts";
import { authText } from "../../../lib/i18n/messages/auth.ts";
import { shellText } from "../../../lib/i18n/messages/shell.ts";

type AuthPanelProps = {
  mode: AuthPanelMode;
  onModeChange: (mode: AuthPanelMode) => void;
  onClose: () => void;
  onSignedIn: (session: Session, via: SignedInVia) => void;
  /** Shown only when the shop is configured for Google sign-in. */
  googleClientId: string | null;
};

/** The sliding sign-in/sign-up panel. Loaded lazily by AuthPanelProvider; rendered only while open. */
export default function AuthPanel({ mode, onModeChange, onClose, onSignedIn, googleClientId }: AuthPanelProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useModalDialog(dialogRef, onClose);

  const isSignIn = mode === "signin" || mode === "phone";

  return createPortal(
    <div className="side-panel-layer">
      {/* Clicking the dimmed page closes the panel (spec); keyboard users have Escape and Close. */}
      <div className="side-panel-overlay" aria-hidden="true" onClick={onClose} />
      <div ref={dialogRef} className="side-panel auth-panel" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <div className="side-panel__header">
          <h2 id={titleId} className="side-panel__title">
            {mode === "forgot" ? t(authText.forgotTitle) : isSignIn ? t(authText.signIn) : t(authText.signUp)}
          </h2>
          <button type="button" className="icon-button" aria-label={t(shellText.close)} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <p className="auth-panel__lede">
          {mode === "forgot"
            ? t(authText.forgotLede)
            : mode === "phone"
              ? t(authText.phoneLede)
              : isSignIn
                ? t(authText.signInLede)
                : t(authText.signUpLede)}
        </p>
        {mode === "forgot" ? (
          <ForgotPasswordForm onBackToSignIn={() => onModeChange("signin")} />
        ) : mode === "phone" ? (
          <PhoneSignInForm onSignedIn={(session) => onSignedIn(session, "login")} onUseEmail={() => onModeChange("signin")} />
        ) : isSignIn ? (
          <SignInForm
            onSignedIn={(session) => onSignedIn(session, "login")}
            onSwitchToSignUp={() => onModeChange("signup")}
            onForgotPassword={() => onModeChange("forgot")}
            onUsePhone={() => onModeChange("phone")}
          />
        ) : (
          <SignUpForm onSignedUp={(session) => onSignedIn(session, "signup")} onSwitchToSignIn={() => onModeChange("signin")} />
        )}
        {googleClientId && mode !== "forgot" && (
          <GoogleSignInButton clientId={googleClientId} onSignedIn={(session) => onSignedIn(session, "google")} />
        )}
      </div>
    </div>,
    document.body,
  );
}
