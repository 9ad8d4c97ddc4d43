import { categoryPageNumber, creativesFor, imageSrcSet, uploadUrl, type Creative, type Product } from "@taaza/domain";
import { PRODUCT_PHOTO_SIZES, requestCategoryPageEarly, requestProductEarly } from "../features/catalog/index.ts";
import { BANNER_SIZES, MOBILE_BANNERS, requestCreativesEarly } from "../features/home/index.ts";
import { detectLocale } from "../lib/i18n/i18n.ts";
import { SERVER_STATE_ID } from "../lib/server-state.ts";
import { loadCategoryPage, loadFooter, loadHeader, loadHomeShelves, loadProductPage } from "../page-loaders.ts";

/**
 * Runs before React renders anything. For the page the visitor landed on it starts, at once and
 * side by side, what React would otherwise ask for one after the other: the page's code, its data
 * and its largest image (the home page's first banner, a product's photo). The queries then take
 * these answers instead of asking again.
 */
const { pathname, search } = window.location;
const drawnByServer = document.getElementById(SERVER_STATE_ID) !== null;
const productMatch = /^\/product\/([^/]+)\/?$/.exec(pathname);
const categoryMatch = /^\/category\/([^/]+)\/?$/.exec(pathname);

/**
 * The landing page's lazy code: the header and footer, and the page's own (the home page's
 * shelves, a category, a product). A page the server drew is hydrated once this has arrived, so a
 * tap on any part of it can be hydrated on the spot and replayed (page-loaders.ts, lazyLoaded); the
 * parts still hydrate one by one (Suspense boundaries).
 */
const layoutCode = pathname.startsWith("/admin") ? [] : [loadHeader(), loadFooter()];
export const landingPageCode: Promise<unknown> = Promise.all([
  ...layoutCode,
  productMatch ? loadProductPage() : categoryMatch ? loadCategoryPage() : pathname === "/" ? loadHomeShelves() : undefined,
]).catch(() => undefined);

// A page the server drew already holds its data and its largest image: only its code was left.
if (!drawnByServer) startEarlyRequests();

function startEarlyRequests(): void {
  if (pathname === "/") {
    void requestCreativesEarly().then((creatives) => {
      const tag: Creative["tag"] = window.matchMedia(MOBILE_BANNERS).matches ? "mobile" : "desktop";
      const shown = creativesFor(creatives, detectLocale());
      const first = shown.find((c) => c.tag === tag) ?? shown[0];
      if (first) preloadImage(first.media, BANNER_SIZES);
    });
  } else if (productMatch?.[1]) {
    const id = decodeURIComponent(productMatch[1]);
    void requestProductEarly(id).then((product: Product) => {
      if (product.images[0]) preloadImage(product.images[0], PRODUCT_PHOTO_SIZES);
    });
  } else if (categoryMatch?.[1]) {
    const category = decodeURIComponent(categoryMatch[1]);
    const params = new URLSearchParams(search);
    // A sorted or filtered list is left to its page, which reads those choices (productSortOf,
    // prepFilterOf): parsing them here would put that code in every page's first download.
    if (!params.has("sort") && !params.has("prep")) {
      void requestCategoryPageEarly({ category, page: categoryPageNumber(params.get("page")), sort: "relevance", prep: null });
    }
  }
}

/** The same srcset and sizes as the <img> that will show it, so the browser fetches one file once. */
function preloadImage(file: string, sizes: string): void {
  const link = document.createElement("link");
  link.rel = "preload";
  link.as = "image";
  link.href = uploadUrl(file);
  const srcSet = imageSrcSet(file);
  if (srcSet) {
    link.imageSrcset = srcSet;
    link.imageSizes = sizes;
  }
  link.fetchPriority = "high";
  document.head.appendChild(link);
}
