// The live-orders feature as the rest of the staff screens see it (everything else in this folder is its own).
export { OrderSoundToggle } from "./components/order-sound-toggle.tsx";
export { useLiveOrders } from "./hooks/use-live-orders.ts";
