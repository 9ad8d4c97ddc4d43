import { Suspense } from "react";
import { Outlet } from "react-router";
import { AuthPanelProvider } from "../../features/auth/components/auth-panel-provider.tsx";
import { Footer } from "./footer.tsx";
import { Header } from "./header.tsx";
import { ScrollToTop } from "./scroll-to-top.tsx";
import "./root-layout.css";

/** The frame around every storefront page: header, the page itself, footer, and the sign-in panel. */
export function RootLayout() {
  return (
    <AuthPanelProvider>
      <ScrollToTop />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" className="site-main" tabIndex={-1}>
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
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
