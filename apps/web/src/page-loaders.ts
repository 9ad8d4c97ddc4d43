import { lazy, type ComponentType } from "react";
import { withNamespaces, type Namespace } from "./lib/i18n/i18n.ts";

type Module<T> = { default: T };

/** A lazy module's loader that keeps what it loaded (`loaded`) and loads once. */
export interface Loader<T> {
  (): Promise<Module<T>>;
  loaded?: Module<T>;
}

function remembered<T>(load: () => Promise<Module<T>>): Loader<T> {
  let loading: Promise<Module<T>> | undefined;
  const loader: Loader<T> = () => {
    loading ??= load().then(
      (module) => (loader.loaded = module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return loader;
}

/**
 * React.lazy over a remembered loader: once the module is in, React gets it at once (a thenable
 * that answers synchronously), so it renders it without suspending. A server-drawn page is
 * hydrated once its lazy parts are in (boot/start-early-requests.ts): a tap on a part not hydrated
 * yet can then be hydrated on the spot and replayed, instead of lost while its code loads
 * (docs/decisions/022-react-everywhere.md).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint: any props.
export function lazyLoaded<T extends ComponentType<any>>(loader: Loader<T>) {
  return lazy(() => {
    const module = loader.loaded;
    if (!module) return loader();
    const ready = { then: (resolve: (value: Module<T>) => unknown) => resolve(module) };
    return ready as unknown as Promise<Module<T>>;
  });
}

// The storefront's most visited lazy pages, in one place so the boot code can start downloading
// the page a visitor lands on before React gets round to rendering its route. In Marathi or Hindi
// a page's own catalogues load with it.
// (The server names the same catalogues for a drawn page to preload: entry-server.tsx.)
export const CATEGORY_PAGE_NAMESPACES = ["browse"] as const satisfies readonly Namespace[];
export const PRODUCT_PAGE_NAMESPACES = ["browse", "reviews"] as const satisfies readonly Namespace[];
export const loadCategoryPage = remembered(withNamespaces(CATEGORY_PAGE_NAMESPACES, () => import("./pages/category-page.tsx")));
export const loadProductPage = remembered(withNamespaces(PRODUCT_PAGE_NAMESPACES, () => import("./pages/product-page.tsx")));
/** The home page's shelves (pages/home-page.tsx): everything below the banners. */
export const loadHomeShelves = remembered(() => import("./pages/home-shelves.tsx"));
/** The header and the footer of every storefront page (layouts/root-layout.tsx). */
export const loadHeader = remembered(() => import("./layouts/header.tsx").then((module) => ({ default: module.Header })));
export const loadFooter = remembered(() => import("./layouts/footer.tsx").then((module) => ({ default: module.Footer })));
