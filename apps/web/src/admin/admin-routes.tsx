import { lazy } from "react";
import { Route, Routes } from "react-router";
import { withNamespaces } from "../lib/i18n/i18n.ts";
import { AdminLayout } from "./layout/admin-layout.tsx";

// Each admin screen is its own chunk too, so a phone opening Orders does not fetch the product form.
const DashboardPage = lazy(() => import("./pages/admin-dashboard-page.tsx"));
const ProductsPage = lazy(() => import("./pages/admin-products-page.tsx"));
const AddProductPage = lazy(() => import("./pages/admin-add-product-page.tsx"));
const EditProductPage = lazy(() => import("./pages/admin-edit-product-page.tsx"));
const OrdersPage = lazy(() => import("./pages/admin-orders-page.tsx"));
const CustomersPage = lazy(() => import("./pages/admin-customers-page.tsx"));
const QuickPricingPage = lazy(() => import("./pages/admin-quick-pricing-page.tsx"));
const DeliveryPricingPage = lazy(() => import("./pages/admin-delivery-pricing-page.tsx"));
const DispatchPage = lazy(() => import("./pages/admin-dispatch-page.tsx"));
const PackingPage = lazy(() => import("./pages/admin-packing-page.tsx"));
const ReportsPage = lazy(() => import("./pages/admin-reports-page.tsx"));
const DeliverySlotsPage = lazy(() => import("./pages/admin-delivery-slots-page.tsx"));
const StockPage = lazy(() => import("./pages/admin-stock-page.tsx"));
const CreativesPage = lazy(() => import("./pages/admin-creatives-page.tsx"));
// The ledger speaks the staff member's language (its catalogues load with it).
const LedgerPage = lazy(withNamespaces(["ledger"], () => import("./pages/admin-ledger-page.tsx")));
const IssuesPage = lazy(() => import("./pages/admin-issues-page.tsx"));
const OffersPage = lazy(() => import("./pages/admin-offers-page.tsx"));
const OutboxPage = lazy(() => import("./pages/admin-outbox-page.tsx"));
const OutboxMessagePage = lazy(() => import("./pages/admin-outbox-message-page.tsx"));
const StaffPage = lazy(() => import("./pages/admin-staff-page.tsx"));
const AuditPage = lazy(() => import("./pages/admin-audit-page.tsx"));
const AdminNotFoundPage = lazy(() => import("./pages/admin-not-found-page.tsx"));

/** Everything under /admin (spec section 2, "Admin routes"). Mounted lazily by the app's routes. */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<DashboardPage />} />
        <Route path="products" element={<ProductsPage />} />
        <Route path="add-product" element={<AddProductPage />} />
        <Route path="edit-product/:id" element={<EditProductPage />} />
        <Route path="customer-orders" element={<OrdersPage />} />
        <Route path="customers" element={<CustomersPage />} />
        <Route path="quick-pricing" element={<QuickPricingPage />} />
        <Route path="delivery-pricing" element={<DeliveryPricingPage />} />
        <Route path="delivery-slots" element={<DeliverySlotsPage />} />
        <Route path="stock" element={<StockPage />} />
        <Route path="creatives" element={<CreativesPage />} />
        <Route path="dispatch" element={<DispatchPage />} />
        <Route path="packing" element={<PackingPage />} />
        <Route path="accounts" element={<ReportsPage />} />
        <Route path="ledger" element={<LedgerPage />} />
        <Route path="issues" element={<IssuesPage />} />
        <Route path="offers" element={<OffersPage />} />
        <Route path="outbox" element={<OutboxPage />} />
        <Route path="outbox/:id" element={<OutboxMessagePage />} />
        <Route path="staff" element={<StaffPage />} />
        <Route path="audit" element={<AuditPage />} />
        <Route path="*" element={<AdminNotFoundPage />} />
      </Route>
    </Routes>
  );
}
