import { Suspense } from "react";
import { Outlet, useLocation } from "react-router";
import { useShop } from "../features/shop/index.ts";
import { AuthPanelProvider } from "../features/auth/index.ts";
import { BasketOverlays } from "../features/basket/index.ts";
import { LocationPopupProvider, UnservedNotice } from "../features/location/index.ts";
import { ErrorPage } from "../pages/error-page.tsx";
import { ErrorBoundary } from "../components/ui/error-boundary.tsx";
import { lazyLoaded, loadFooter, loadHeader } from "../page-loaders.ts";
import { HeaderShell } from "./header-shell.tsx";
import { ScrollToTop } from "./scroll-to-top.tsx";
// The header's and footer's rules are in the first download's stylesheet, though their code is
// not: index.html's still header and HeaderShell are drawn with them while it downloads.
import "./header.css";
import "./footer.css";
import "./root-layout.css";

// The header and the footer are lazy modules (started by the boot code, boot/start-early-requests.ts),
// each a Suspense boundary: on a page the server drew they stay as drawn until their code is in,
// and React hydrates each on its own (docs/decisions/022-react-everywhere.md).
const Header = lazyLoaded(loadHeader);
const Footer = lazyLoaded(loadFooter);

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
        <Suspense fallback={<HeaderShell />}>
          <Header />
        </Suspense>
        <UnservedNotice />
        <main id="main" className="site-main" tabIndex={-1}>
          {/* Keyed by path: a page that failed does not stay failed after navigating away. */}
          <ErrorBoundary key={pathname} fallback={<ErrorPage />}>
            <Suspense fallback={<PageFallback />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </main>
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
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
