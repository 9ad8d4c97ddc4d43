// The flash-deals feature as the rest of the staff screens see it (everything else in this folder is its own).
export { FlashDealsPanel } from "./components/flash-deals-panel.tsx";
