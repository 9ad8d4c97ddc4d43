import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "react-router/dom";
import { Toaster } from "sonner";
// sonner also injects these rules with a <style> tag, which a strict style-src CSP may block;
// shipping them as a file keeps the toasts styled either way.
import "sonner/dist/styles.css";
import { router } from "./routes.tsx";

const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: 1 },
  },
});

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      {/* Spec section 9: toasts close after 2000 ms, light theme. */}
      <Toaster position="top-center" richColors={false} duration={2000} theme="light" />
    </QueryClientProvider>
  );
}
