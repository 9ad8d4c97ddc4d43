// The storefront's landing pages drawn on the server (docs/decisions/017-server-rendered-first-view.md)
// by the web app's own components, and the sitemap, both kept per catalog version.
import path from "node:path";
import type { CachedVersion } from "../../platform/http/cached-version.ts";
import type { PageDrawing } from "../../platform/http/web-app.ts";
import type { LoadAfterPaint } from "./first-paint.ts";
import { sitemapRoutes } from "./sitemap.ts";
import { registerStorefrontPages } from "./storefront-pages-routes.ts";
import { loadStorefrontRenderer } from "./storefront-renderer.ts";

export { readLoadAfterPaint, type LoadAfterPaint } from "./first-paint.ts";

export interface StorefrontPagesDeps {
  /** The catalog's version: a drawn page or the sitemap is kept while it holds. */
  version: CachedVersion;
  /** The shop's public address (PUBLIC_URL), for canonical and Open Graph URLs and the sitemap. */
  publicUrl: string;
  /** The drawn pages' one inline script (null without a web build: the pages are the shell). */
  loader: LoadAfterPaint | null;
}

export function createStorefrontPages(deps: StorefrontPagesDeps) {
  const drawing: PageDrawing = {
    /** The landing pages are drawn when the build has its renderer (dist-server) and its loader. */
    register: async (app, build) => {
      const renderer = await loadStorefrontRenderer(
        path.join(build.root, "..", "dist-server", "entry-server.js"),
        path.join(build.root, ".vite", "manifest.json"),
      );
      if (!renderer || !deps.loader) return false;
      return registerStorefrontPages(app, {
        renderer,
        indexHtml: build.indexHtml,
        readStylesheet: build.readStylesheet,
        loader: deps.loader,
        sendShell: build.sendShell,
        version: deps.version,
        publicUrl: deps.publicUrl,
      });
    },
  };
  return {
    drawing,
    /** /sitemap.xml, at the site's root. */
    sitemap: sitemapRoutes({ version: deps.version, publicUrl: deps.publicUrl }),
  };
}
