// The checkout feature as the rest of the app sees it (everything else in this folder is its own).
export { CheckoutFlow, type CheckoutAddressBook } from "./components/checkout-flow.tsx";
