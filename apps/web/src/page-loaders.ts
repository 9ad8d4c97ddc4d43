import { withNamespaces } from "./lib/i18n/i18n.ts";

// The storefront's most visited lazy pages, in one place so the boot code can start downloading
// the page a visitor lands on before React gets round to rendering its route. In Marathi or Hindi
// a page's own catalogues load with it.
export const loadCategoryPage = withNamespaces(["browse"], () => import("./pages/category-page.tsx"));
export const loadProductPage = withNamespaces(["browse", "reviews"], () => import("./pages/product-page.tsx"));
/** The home page's shelves (pages/home-page.tsx): everything below the banners. */
export const loadHomeShelves = () => import("./pages/home-shelves.tsx");
/** The header and the footer of every storefront page (layouts/root-layout.tsx). */
export const loadHeader = () => import("./layouts/header.tsx").then((module) => ({ default: module.Header }));
export const loadFooter = () => import("./layouts/footer.tsx").then((module) => ({ default: module.Footer }));
