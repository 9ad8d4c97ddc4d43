import { existsSync, readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import type { ShopLocale } from "@taaza/domain";

/** A page drawn by the web app's own components (apps/web/src/entry-server.tsx). */
export interface RenderedPage {
  /** What goes inside <div id="root">. */
  html: string;
  /** The `<script type="application/json">` holding the data the page was drawn from. */
  stateScript: string;
  /** The head's title, description, canonical address, Open Graph tags and structured data. */
  head: string;
}

/** How the renderer's API reads reach this server: a fetch answered in-process. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

/** What the built renderer (apps/web/dist-server/entry-server.js) exports. */
export interface StorefrontRenderer {
  /**
   * `origin`: the shop's public address, for canonical and Open Graph URLs; `locale`: the language
   * to draw it in (en, mr or hi).
   */
  renderPage(url: string, origin: string, locale: ShopLocale): Promise<RenderedPage | null>;
  setApiTransport(transport: ApiTransport): void;
  /** The browser build's manifest (dist/.vite/manifest.json), for the lazy pages' stylesheets. */
  setClientManifest?(manifest: unknown): void;
}

/**
 * Loads the renderer `npm run build -w apps/web` writes beside the browser's build, or null when
 * there is none (an older build, or a server started without the web app): the pages are then
 * the single-page app's shell, as before.
 */
export async function loadStorefrontRenderer(file: string, manifestFile: string): Promise<StorefrontRenderer | null> {
  if (!existsSync(file)) return null;
  const loaded: unknown = await import(pathToFileURL(file).href);
  if (!isRenderer(loaded)) return null;
  if (existsSync(manifestFile)) loaded.setClientManifest?.(JSON.parse(readFileSync(manifestFile, "utf8")));
  return loaded;
}

function isRenderer(value: unknown): value is StorefrontRenderer {
  if (typeof value !== "object" || value === null) return false;
  const { renderPage, setApiTransport } = value as Record<string, unknown>;
  return typeof renderPage === "function" && typeof setApiTransport === "function";
}
