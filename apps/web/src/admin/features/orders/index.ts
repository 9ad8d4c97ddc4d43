// The orders feature as the rest of the staff screens see it (everything else in this folder is its own).
export { invalidateAdminOrders } from "./api/get-admin-orders.ts";
export { OrdersBrowser } from "./components/orders-browser.tsx";
export { PackingPanel } from "./components/packing-panel.tsx";
