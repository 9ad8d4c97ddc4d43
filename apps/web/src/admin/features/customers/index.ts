// The customers feature as the rest of the staff screens see it (everything else in this folder is its own).
export { CustomersBrowser } from "./components/customers-browser.tsx";
