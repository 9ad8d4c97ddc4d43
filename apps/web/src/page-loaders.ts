// The storefront's most visited lazy pages, in one place so the boot code can start downloading
// the page a visitor lands on before React gets round to rendering its route.
export const loadCategoryPage = () => import("./pages/category-page.tsx");
export const loadProductPage = () => import("./pages/product-page.tsx");
