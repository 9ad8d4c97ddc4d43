// The auth feature as the rest of the app sees it (everything else in this folder is its own).
export { AuthPanelProvider } from "./components/auth-panel-provider.tsx";
export { preloadAuthPanel } from "./components/load-auth-panel.ts";
export { ResetPasswordForm } from "./components/reset-password-form.tsx";
export { useLogout } from "./hooks/use-logout.ts";
