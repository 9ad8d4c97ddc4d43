// The storefront's landing pages drawn on the server (docs/decisions/017-server-rendered-first-view.md).
export { registerStorefrontPages } from "./storefront-pages-routes.ts";
export { loadStorefrontRenderer } from "./storefront-renderer.ts";
export { sitemapRoutes } from "./sitemap.ts";
export { readLoadAfterPaint, type LoadAfterPaint } from "./first-paint.ts";
