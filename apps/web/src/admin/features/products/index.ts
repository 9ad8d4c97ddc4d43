// The products feature as the rest of the staff screens see it (everything else in this folder is its own).
export { AddProduct } from "./components/add-product.tsx";
export { EditProduct } from "./components/edit-product.tsx";
export { ProductsBrowser } from "./components/products-browser.tsx";
export { QuickPricingList } from "./components/quick-pricing-list.tsx";
