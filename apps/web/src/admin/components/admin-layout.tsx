import { Suspense, useEffect, useRef } from "react";
import { Outlet, useLocation } from "react-router";
import { AuthPanelProvider } from "../../features/auth/components/auth-panel-provider.tsx";
import { useAuthPanel } from "../../features/auth/hooks/use-auth-panel.ts";
import { useSession } from "../../features/auth/hooks/use-session.ts";
import { useShop } from "../../features/shop/api/get-shop.ts";
import { ErrorBoundary } from "../../components/ui/error-boundary.tsx";
import { ErrorPage } from "../../pages/error-page.tsx";
import { AdminHeader } from "./admin-header.tsx";
import { StaffOnly } from "./staff-only.tsx";
import "./admin.css";

/** The frame of every admin screen. Only a signed-in Admin gets past it; nobody else loads admin data. */
export function AdminLayout() {
  const shop = useShop();
  return (
    <AuthPanelProvider googleClientId={shop.data?.googleClientId ?? null}>
      <AdminFrame />
    </AuthPanelProvider>
  );
}

function AdminFrame() {
  const session = useSession();
  const { pathname } = useLocation();
  const isAdmin = session?.user.userType === "Admin";

  return (
    <>
      <a className="skip-link" href="#admin-main">
        Skip to content
      </a>
      <AdminHeader isAdmin={isAdmin} />
      <main id="admin-main" className="admin-main" tabIndex={-1}>
        {isAdmin ? (
          <ErrorBoundary key={pathname} fallback={<ErrorPage />}>
            <Suspense fallback={<AdminPageFallback />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        ) : (
          <SignInPrompt />
        )}
      </main>
    </>
  );
}

/** Spec: a non-admin at /admin gets the sliding sign-in panel; its backdrop closes it and leaves this page. */
function SignInPrompt() {
  const { open } = useAuthPanel();
  const opened = useRef(false);

  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    open("signin");
  }, [open]);

  return <StaffOnly onSignIn={() => open("signin")} />;
}

function AdminPageFallback() {
  return (
    <div className="admin-page" role="status">
      <span className="visually-hidden">Loading…</span>
      <div className="skeleton admin-fallback__title" />
      <div className="skeleton admin-fallback__body" />
    </div>
  );
}
