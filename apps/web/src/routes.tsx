import { lazy, Suspense } from "react";
import { Route, Routes } from "react-router";
import { RootLayout } from "./components/layout/root-layout.tsx";
import { HomePage } from "./pages/home-page.tsx";
import { SignupPage } from "./pages/signup-page.tsx";

// Only the home page ships in the first download; every other page is its own chunk.
const MyAccountPage = lazy(() => import("./pages/my-account-page.tsx"));
const NotFoundPage = lazy(() => import("./pages/not-found-page.tsx"));
const CheckoutPage = lazy(() => import("./pages/checkout-page.tsx"));
const OrderPage = lazy(() => import("./pages/order-page.tsx"));
// The whole admin area is one lazy module: the storefront never downloads staff code.
const AdminRoutes = lazy(() => import("./admin/admin-routes.tsx"));

/**
 * Declarative routes rather than a data router (createBrowserRouter): the storefront has no
 * route loaders, and the data router would add about 16 KB gzipped to the first download.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<HomePage />} />
        <Route path="signup" element={<SignupPage />} />
        <Route path="myaccount" element={<MyAccountPage />} />
        <Route path="checkout" element={<CheckoutPage />} />
        <Route path="order/:id" element={<OrderPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route
        path="admin/*"
        element={
          <Suspense fallback={null}>
            <AdminRoutes />
          </Suspense>
        }
      />
    </Routes>
  );
}
