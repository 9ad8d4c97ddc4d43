import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { BrowserRouter } from "react-router";
// sonner also injects these rules with a <style> tag, which a strict style-src CSP may block;
// shipping them as a file keeps the toasts styled either way.
import "sonner/dist/styles.css";
import { ErrorBoundary } from "./components/ui/error-boundary.tsx";
import { LazyToaster } from "./components/ui/lazy-toaster.tsx";
import { ErrorPage } from "./pages/error-page.tsx";
import { AppRoutes } from "./routes.tsx";
import { useLocale } from "./lib/i18n/use-locale.ts";
import { useMediaQuery } from "./hooks/use-media-query.ts";

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1 },
    },
  });
}

/** The browser's app: the routes under the address bar's router. */
export function App({ queryClient }: { queryClient: QueryClient }) {
  // A change of language remounts the pages (the query cache stays), so every text is read again.
  const locale = useLocale();
  return (
    <AppFrame queryClient={queryClient}>
      <BrowserRouter key={locale}>
        <AppRoutes />
      </BrowserRouter>
    </AppFrame>
  );
}

/**
 * What surrounds the routes on both sides: the browser puts them under its router, the server's
 * renderer (entry-server.tsx) under a static one, so the two draw the same tree.
 */
export function AppFrame({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  // sonner's own phone layout starts under 600 px.
  const phone = useMediaQuery("(max-width: 599.98px)");
  return (
    <ErrorBoundary fallback={<ErrorPage />}>
      <QueryClientProvider client={queryClient}>
        {children}
        {/* Spec section 9: toasts close after 2000 ms, light theme. Issue 33: they covered form
            labels in the middle of the page. On a desktop they stand in the top right corner below
            the header (top bar 44 px + first header row); on a phone at the bottom, above the
            floating basket bar, away from the fields being filled in. */}
        {/* The shop's three languages are written left to right. Named here, sonner does not ask
            the browser for the page's direction as it mounts (getComputedStyle, which makes the
            browser restyle whatever waits, in that task). */}
        <LazyToaster
          dir="ltr"
          position={phone ? "bottom-center" : "top-right"}
          richColors={false}
          duration={2000}
          theme="light"
          offset={{ top: "128px", right: "16px" }}
          mobileOffset={{ bottom: "96px" }}
        />
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
