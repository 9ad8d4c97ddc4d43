import { lazy, Suspense } from "react";
import { Route, Routes } from "react-router";
import { RootLayout } from "./layouts/root-layout.tsx";
import { useSession } from "./hooks/use-session.ts";
import { HomePage } from "./pages/home-page.tsx";
import { SignupPage } from "./pages/signup-page.tsx";
import { lazyLoaded, loadCategoryPage, loadProductPage } from "./page-loaders.ts";
import { withNamespaces } from "./lib/i18n/i18n.ts";

// Only the home page ships in the first download; every other page is its own chunk, and in
// Marathi or Hindi its catalogues load beside it (withNamespaces).
const MyAccountPage = lazy(withNamespaces(["account", "orders", "checkout", "care"], () => import("./pages/my-account-page.tsx")));
const NotFoundPage = lazy(() => import("./pages/not-found-page.tsx"));
const CheckoutPage = lazy(withNamespaces(["checkout"], () => import("./pages/checkout-page.tsx")));
const OrderPage = lazy(withNamespaces(["orders", "checkout", "care"], () => import("./pages/order-page.tsx")));
// The whole admin area is one lazy module: the storefront never downloads staff code.
const AdminRoutes = lazy(() => import("./admin/admin-routes.tsx"));
const AdminLayout = lazy(() => import("./admin/layout/admin-layout.tsx").then((m) => ({ default: m.AdminLayout })));
const CategoryPage = lazyLoaded(loadCategoryPage);
const ProductPage = lazyLoaded(loadProductPage);
const AboutUsPage = lazy(withNamespaces(["about"], () => import("./pages/about-us-page.tsx")));
const BulkOrderPage = lazy(withNamespaces(["bulk"], () => import("./pages/bulk-order-page.tsx")));
const ContactUsPage = lazy(withNamespaces(["contact"], () => import("./pages/contact-us-page.tsx")));
const TermsPage = lazy(withNamespaces(["policy", "terms"], () => import("./pages/terms-page.tsx")));
const PrivacyPolicyPage = lazy(withNamespaces(["policy", "privacy"], () => import("./pages/privacy-policy-page.tsx")));
const RefundPolicyPage = lazy(withNamespaces(["policy", "refund"], () => import("./pages/refund-policy-page.tsx")));
const SearchPage = lazy(() => import("./pages/search-page.tsx"));
const RiderPage = lazy(withNamespaces(["rider"], () => import("./pages/rider-page.tsx")));
const ResetPasswordPage = lazy(() => import("./pages/reset-password-page.tsx"));

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
        <Route path="checkout" element={<CheckoutPage />} />
        <Route path="order/:id" element={<OrderPage />} />
        <Route path="category/:cat" element={<CategoryPage />} />
        <Route path="product/:id" element={<ProductPage />} />
        <Route path="search" element={<SearchPage />} />
        <Route path="about-us" element={<AboutUsPage />} />
        <Route path="contact" element={<BulkOrderPage />} />
        <Route path="contactus" element={<ContactUsPage />} />
        <Route path="tnc" element={<TermsPage />} />
        <Route path="privacypolicy" element={<PrivacyPolicyPage />} />
        <Route path="refundpolicy" element={<RefundPolicyPage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route path="rider" element={<RiderPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route path="myaccount" element={<AccountFrame />}>
        <Route index element={<MyAccountPage />} />
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

/** Spec section 2: /myaccount wears the customer header for customers and the admin header for staff. */
function AccountFrame() {
  const session = useSession();
  if (session?.user.userType !== "Admin") return <RootLayout />;
  return (
    <Suspense fallback={null}>
      <AdminLayout />
    </Suspense>
  );
}
