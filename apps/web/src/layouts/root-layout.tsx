import { Suspense } from "react";
import { Outlet, useLocation } from "react-router";
import { useShop } from "../features/shop/index.ts";
import { AuthPanelProvider } from "../features/auth/index.ts";
import { BasketOverlays } from "../features/basket/index.ts";
import { LocationPopupProvider, UnservedNotice } from "../features/location/index.ts";
import { ErrorPage } from "../pages/error-page.tsx";
import { ErrorBoundary } from "../components/ui/error-boundary.tsx";
import { Footer } from "./footer.tsx";
import { Header } from "./header.tsx";
import { ScrollToTop } from "./scroll-to-top.tsx";
import "./root-layout.css";

/** The frame around every storefront page: header, the page itself, footer, and the sign-in panel. */
export function RootLayout() {
  const { pathname } = useLocation();
  const shop = useShop();
  return (
    <AuthPanelProvider googleClientId={shop.data?.googleClientId ?? null}>
      <LocationPopupProvider>
        <ScrollToTop />
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <Header />
        <UnservedNotice />
        <main id="main" className="site-main" tabIndex={-1}>
          {/* Keyed by path: a page that failed does not stay failed after navigating away. */}
          <ErrorBoundary key={pathname} fallback={<ErrorPage />}>
            <Suspense fallback={<PageFallback />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </main>
        <Footer />
        <BasketOverlays />
      </LocationPopupProvider>
    </AuthPanelProvider>
  );
}

/** Holds the page's place while a lazily loaded page downloads, so the footer does not flash up. */
function PageFallback() {
  return (
    <div className="page-fallback" role="status">
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}
