import { createContext } from "react";

export type AuthPanelMode = "signin" | "signup";

/** Which form signed the person in; it decides the toast and where they land. */
export type SignedInVia = "login" | "signup" | "google";

export type AuthPanelControls = {
  isOpen: boolean;
  open: (mode?: AuthPanelMode) => void;
  close: () => void;
};

export const AuthPanelContext = createContext<AuthPanelControls | null>(null);
