// The orders feature as the rest of the app sees it (everything else in this folder is its own).
export { rememberOrder } from "./api/remember-order.ts";
export { OrderList } from "./components/order-list.tsx";
export { OrderView } from "./components/order-view.tsx";
