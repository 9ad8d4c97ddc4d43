/**
 * The lazy modules of the storefront's server-drawn first view (source paths as Vite's manifest
 * names them): the header's and footer's parts on every page, and each page's own. Read by the
 * server's renderer (entry-server.tsx), which links their code and stylesheets in the HTML it
 * draws, and by the build (vite.config.ts), which marks their chunks, with the entry's, to be
 * compiled by V8 while they download.
 */
export const FIRST_VIEW_MODULES = {
  everyPage: ["src/layouts/header.tsx", "src/layouts/footer.tsx"],
  home: ["src/pages/home-shelves.tsx", "src/components/ui/about-us-teaser.tsx"],
  category: ["src/pages/category-page.tsx"],
  product: ["src/pages/product-page.tsx"],
  search: ["src/pages/search-page.tsx"],
} as const satisfies Record<string, readonly string[]>;
