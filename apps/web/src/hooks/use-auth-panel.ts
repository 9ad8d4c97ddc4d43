import { useContext } from "react";
import { AuthPanelContext, type AuthPanelControls } from "./auth-panel-context.ts";

/** Opens or closes the sign-in/sign-up panel from anywhere below AuthPanelProvider. */
export function useAuthPanel(): AuthPanelControls {
  const controls = useContext(AuthPanelContext);
  if (!controls) throw new Error("useAuthPanel must be used inside <AuthPanelProvider>");
  return controls;
}
