import { useId, useRef } from "react";
import { createPortal } from "react-dom";
import type { Session } from "@taaza/domain";
import { CloseIcon } from "../../../components/ui/icons.tsx";
import { useModalDialog } from "../../../components/ui/use-modal-dialog.ts";
import type { AuthPanelMode, SignedInVia } from "../../../hooks/auth-panel-context.ts";
import { GoogleSignInButton } from "./google-sign-in-button.tsx";
import { ForgotPasswordForm } from "./forgot-password-form.tsx";
import { SignInForm } from "./sign-in-form.tsx";
import { SignUpForm } from "./sign-up-form.tsx";
import "../../../components/ui/side-panel.css";
import "./auth-panel.css";

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

  const isSignIn = mode === "signin";
  const TEXT = {
    signin: { title: "Sign In", lede: "Welcome back. Sign in to fill your basket with today's catch." },
    signup: { title: "Sign Up", lede: "Create an account to keep a basket, save addresses and track orders." },
    forgot: { title: "Forgot password", lede: "Enter the email you signed up with and we will send you a link to choose a new password." },
  }[mode];

  return createPortal(
    <div className="side-panel-layer">
      {/* Clicking the dimmed page closes the panel (spec); keyboard users have Escape and Close. */}
      <div className="side-panel-overlay" aria-hidden="true" onClick={onClose} />
      <div ref={dialogRef} className="side-panel auth-panel" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <div className="side-panel__header">
          <h2 id={titleId} className="side-panel__title">
            {TEXT.title}
          </h2>
          <button type="button" className="icon-button" aria-label="Close" onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <p className="auth-panel__lede">{TEXT.lede}</p>
        {mode === "forgot" ? (
          <ForgotPasswordForm onBackToSignIn={() => onModeChange("signin")} />
        ) : isSignIn ? (
          <SignInForm
            onSignedIn={(session) => onSignedIn(session, "login")}
            onSwitchToSignUp={() => onModeChange("signup")}
            onForgotPassword={() => onModeChange("forgot")}
          />
        ) : (
          <SignUpForm
            onSignedUp={(session) => onSignedIn(session, "signup")}
            onSwitchToSignIn={() => onModeChange("signin")}
          />
        )}
        {googleClientId && mode !== "forgot" && <GoogleSignInButton clientId={googleClientId} onSignedIn={(session) => onSignedIn(session, "google")} />}
      </div>
    </div>,
    document.body,
  );
}
