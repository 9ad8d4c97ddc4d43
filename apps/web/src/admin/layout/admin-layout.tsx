import { Suspense, useCallback, useEffect, useRef } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Outlet, useLocation, useNavigate } from "react-router";
import { AuthPanelProvider } from "../../features/auth/index.ts";
import { useAuthPanel } from "../../hooks/use-auth-panel.ts";
import { useSession } from "../../hooks/use-session.ts";
import { useShop } from "../../features/shop/index.ts";
import { ErrorBoundary } from "../../components/ui/error-boundary.tsx";
import { ErrorPage } from "../../pages/error-page.tsx";
import { useLiveOrders } from "../features/live-orders/index.ts";
import { invalidateAdminOrders } from "../features/orders/index.ts";
import { invalidateStats } from "../features/stats/index.ts";
import { AdminHeader } from "./admin-header.tsx";
import { homeOf } from "../lib/admin-screens.ts";
import { useStaffRole } from "../lib/staff-role.ts";
import { StaffOnly } from "./staff-only.tsx";
import "./admin-layout.css";
import "../components/admin-fields.css";

/** The frame of every admin screen. Only a signed-in Admin gets past it; nobody else loads admin data. */
export function AdminLayout() {
  const shop = useShop();
  return (
    <AuthPanelProvider googleClientId={shop.data?.googleClientId ?? null}>
      <AdminFrame />
    </AuthPanelProvider>
  );
}

/**
 * Replaces the address with `to`. React Router's <Navigate> would do the same, but it is the one
 * router export the storefront does not use, and the router's code lands in the storefront's
 * first download (its budget, scripts/bench/bundle-size.mjs) whichever screen uses it.
 */
function GoTo({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}

function AdminFrame() {
  const session = useSession();
  const { pathname } = useLocation();
  const isAdmin = session?.user.userType === "Admin";
  const role = useStaffRole();
  const queryClient = useQueryClient();
  // An order placed, cancelled or refunded anywhere: the Orders screen and the Dashboard read afresh.
  const onOrderChange = useCallback(() => {
    void invalidateAdminOrders(queryClient);
    void invalidateStats(queryClient);
  }, [queryClient]);
  const live = useLiveOrders({
    enabled: isAdmin && role !== "rider",
    viewing: pathname.startsWith("/admin/customer-orders"),
    onChange: onOrderChange,
  });

  // A rider's work is their own screen; other roles open /admin on their first screen.
  if (role === "rider") return <GoTo to="/rider" />;
  if (role && (pathname === "/admin" || pathname === "/admin/") && homeOf(role) !== "/admin") return <GoTo to={homeOf(role)} />;

  return (
    <>
      <a className="skip-link" href="#admin-main">
        Skip to content
      </a>
      <AdminHeader isAdmin={isAdmin} newOrders={live.newOrders} sound={live.sound} onSoundChange={live.setSound} />
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

const stayInAdmin = () => undefined;

/** Spec: a non-admin at /admin gets the sliding sign-in panel; its backdrop closes it and leaves this page. */
function SignInPrompt() {
  const { open } = useAuthPanel();
  const opened = useRef(false);

  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    // Staff who sign in here land on the dashboard they came for, not the shop's home page.
    open("signin", stayInAdmin);
  }, [open]);

  return <StaffOnly onSignIn={() => open("signin", stayInAdmin)} />;
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
