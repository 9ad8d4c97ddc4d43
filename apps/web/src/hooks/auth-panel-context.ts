import { createContext } from "react";
import type { Session } from "@taaza/domain";

/** `forgot`: "Forgot password?", which asks for the email to send a reset link to. */
export type AuthPanelMode = "signin" | "signup" | "forgot" | "phone";

/** Which form signed the person in; it decides the toast and where they land. */
export type SignedInVia = "login" | "signup" | "google";

/**
 * What a sign-in started by an action (ADD, checkout, a review, the admin area) does once signed
 * in: the person stays on that page and, after the spec's half second, the action completes.
 * A sign-in without one (the header's Login) keeps the spec's redirect to the home page.
 */
export type AfterSignIn = (session: Session) => void;

export type AuthPanelControls = {
  isOpen: boolean;
  open: (mode?: AuthPanelMode, afterSignIn?: AfterSignIn) => void;
  close: () => void;
};

export const AuthPanelContext = createContext<AuthPanelControls | null>(null);
