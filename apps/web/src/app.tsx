import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { BrowserRouter } from "react-router";
// sonner also injects these rules with a <style> tag, which a strict style-src CSP may block;
// shipping them as a file keeps the toasts styled either way.
import "sonner/dist/styles.css";
import { ErrorBoundary } from "./components/ui/error-boundary.tsx";
import { LazyToaster } from "./components/ui/lazy-toaster.tsx";
import { ErrorPage } from "./pages/error-page.tsx";
import { AppRoutes } from "./routes.tsx";
import { useLocale } from "./lib/i18n/use-locale.ts";

const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: 1 },
  },
});

export function App() {
  // A change of language remounts the pages (the query cache stays), so every text is read again.
  const locale = useLocale();
  return (
    <ErrorBoundary fallback={<ErrorPage />}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter key={locale}>
          <AppRoutes />
        </BrowserRouter>
        {/* Spec section 9: toasts close after 2000 ms, light theme. They start below the header's
            basket and account icons (top bar 44 px + first header row), never over them. */}
        <LazyToaster position="top-center" richColors={false} duration={2000} theme="light" offset={{ top: "128px" }} mobileOffset={{ top: "112px" }} />
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
