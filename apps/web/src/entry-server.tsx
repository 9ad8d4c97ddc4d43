import type { Query, QueryClient } from "@tanstack/react-query";
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router";
import { AppFrame, createQueryClient } from "./app.tsx";
import { FIRST_VIEW_MODULES } from "./first-view-modules.ts";
import { setApiTransport, type ApiTransport } from "./lib/api-client.ts";
import { activateLocale, FIRST_SCREEN, isLocale, LOCALES, type Locale, type Namespace } from "./lib/i18n/i18n.ts";
import { listedProduct } from "./lib/listed-products.ts";
import { SERVER_STATE_ID, serverQueries } from "./lib/server-state.ts";
import { PageHeadContext, SHOP_DESCRIPTION, SHOP_TITLE, type PageHead } from "./lib/use-document-title.ts";
import { pageHeadHtml } from "./page-head-html.ts";
import { CATEGORY_PAGE_NAMESPACES, PRODUCT_PAGE_NAMESPACES } from "./page-loaders.ts";
import { AppRoutes } from "./routes.tsx";

/**
 * The server's side of the storefront (built with `vite build --ssr`): the same routes and
 * components the browser runs, drawn to HTML with the data they ask for, so the first view needs
 * no JavaScript and the browser hydrates it (main.tsx), in English, Marathi or Hindi (see
 * docs/languages.md); docs/decisions/017-server-rendered-first-view.md. Drawn by React 19's static renderer
 * (`prerender`, which waits for every lazy part and Suspense boundary), as the browser runs React
 * (docs/decisions/022-react-everywhere.md).
 */
export interface RenderedPage {
  /** What goes inside <div id="root">. */
  html: string;
  /**
   * The answers the page was drawn from (lib/server-state.ts) in a
   * `<script type="application/json">`: data, not code, so the CSP's script-src does not apply.
   */
  stateScript: string;
  /** The head's title, description, canonical address, Open Graph and structured data. */
  head: string;
}

export { setApiTransport, type ApiTransport };

/** What Vite's build manifest (dist/.vite/manifest.json) says of each source module. */
export type ClientManifest = Record<string, { file: string; css?: string[]; imports?: string[] }>;

let manifest: ClientManifest = {};

/** The server hands over the browser build's manifest once, at start. */
export function setClientManifest(next: ClientManifest): void {
  manifest = next;
}

// The lazy pages a server-drawn URL shows (see page-loaders.ts): their stylesheets arrive with
// their code in the browser, so the drawn HTML must link them itself, or the page would be
// unstyled until then and jump when they land.
// In Marathi or Hindi, the page's texts too: the catalogues of the first screen and of the page.
const LAZY_PAGES: readonly [RegExp, readonly string[], readonly Namespace[]][] = [
  [/^\/product\//, FIRST_VIEW_MODULES.product, PRODUCT_PAGE_NAMESPACES],
  [/^\/category\//, FIRST_VIEW_MODULES.category, CATEGORY_PAGE_NAMESPACES],
  [/^\/search(\?|$)/, FIRST_VIEW_MODULES.search, []],
  [/^\/$/, FIRST_VIEW_MODULES.home, []],
];

// Lazy on every page (layouts/root-layout.tsx): the header's parts (search box, pincode chip,
// basket button) bring their stylesheets with their code too.
const EVERY_PAGE = FIRST_VIEW_MODULES.everyPage;

/**
 * `<link rel="stylesheet">` for the lazy page's CSS and that of the chunks it imports, and
 * `<link rel="modulepreload">` for their code. The server moves the preloads into the inline
 * load-after-paint script with the entry's own (storefront-pages/first-paint.ts), which adds them
 * in a task of their own before the entry runs: the browser's module loader then finds them
 * there, instead of adding a score of `<link>`s itself in the middle of the entry's evaluation,
 * the longest task of hydrating the page (issue 27).
 */
function lazyPageLinks(url: string, locale: Locale): string {
  const [, pages = [], namespaces = []] = LAZY_PAGES.find(([pattern]) => pattern.test(url)) ?? [];
  const styles = new Set<string>();
  const code = new Set<string>();
  // The entry and what it imports are linked by index.html itself.
  const entryChunks = ["index.html", ...(manifest["index.html"]?.imports ?? [])];
  const visit = (key: string, seen: Set<string>) => {
    if (seen.has(key)) return;
    seen.add(key);
    const entry = manifest[key];
    if (entry?.file.endsWith(".js")) code.add(entry.file);
    entry?.css?.forEach((file) => styles.add(file));
    entry?.imports?.forEach((imported) => visit(imported, seen));
  };
  for (const page of [...EVERY_PAGE, ...pages]) visit(page, new Set(entryChunks));
  // Without them the code would ask for them only once it runs, a round trip more before the
  // page is hydrated, and each would be compiled in the middle of that.
  if (locale !== "en")
    for (const namespace of new Set([...FIRST_SCREEN, ...namespaces]))
      visit(`src/lib/i18n/catalogs/${locale}/${namespace}.ts`, new Set(entryChunks));
  return [
    ...[...styles].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...[...code].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join("");
}

// Each pass draws the page with the data the previous ones fetched; a page that reveals new
// queries (a product, then its shelves and reviews) needs one more. Three cover every page; the
// fourth is a margin.
const MAX_PASSES = 4;

/**
 * Draws `url` (path and query) with its data, or null when a read failed (an unknown product, a
 * broken API): the caller then sends the single-page app's shell and the browser does the rest.
 */
export async function renderPage(url: string, origin: string, locale: string = "en"): Promise<RenderedPage | null> {
  const language: Locale = isLocale(locale) ? locale : "en";
  // The shop's texts come from one module-wide i18n instance: one page is drawn at a time, each in
  // its own language (a drawn page is cached, so this is rarely a wait).
  const turn = drawing.then(() => drawInLanguage(url, origin, language));
  drawing = turn.catch(() => undefined);
  return turn;
}

let drawing: Promise<unknown> = Promise.resolve();

async function drawInLanguage(url: string, origin: string, locale: Locale): Promise<RenderedPage | null> {
  await activateLocale(locale);
  const queryClient = createQueryClient();
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    let head: PageHead = { title: SHOP_TITLE, description: SHOP_DESCRIPTION };
    const drawn = await drawPass(url, queryClient, (said) => (head = said));
    const waiting = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === "pending" && isEnabled(query));
    if (waiting.length === 0) {
      const html = complete(drawn);
      if (html === null) return null;
      return {
        html,
        stateScript: `<script type="application/json" id="${SERVER_STATE_ID}">${serialiseState(queryClient)}</script>`,
        head:
          pageHeadHtml(head, languageUrl(origin, url, locale), origin, locale) + alternateLinks(origin, url) + lazyPageLinks(url, locale),
      };
    }
    const reads = await Promise.allSettled(
      waiting.map((query) => queryClient.fetchQuery({ queryKey: query.queryKey, queryFn: query.options.queryFn, retry: false })),
    );
    if (reads.some((read) => read.status === "rejected")) return null;
  }
  return null;
}

function page(url: string, queryClient: QueryClient, collectHead: (head: PageHead) => void = () => undefined) {
  return (
    <StrictMode>
      <PageHeadContext value={collectHead}>
        <AppFrame queryClient={queryClient}>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </AppFrame>
      </PageHeadContext>
    </StrictMode>
  );
}

/**
 * The page's one address in a language: no trailing slash, only the page number of a category (or
 * a search's words) kept, and `?lang=mr` or `?lang=hi` for the Marathi and Hindi versions; English
 * is the bare address (docs/languages.md).
 */
function languageUrl(origin: string, url: string, locale: Locale): string {
  const bare = origin + url.replace(/(.)\/+(\?|$)/, "$1$2");
  return locale === "en" ? bare : `${bare}${bare.includes("?") ? "&" : "?"}lang=${locale}`;
}

/** `hreflang` links between the page's three versions, and the bare address for any other reader. */
function alternateLinks(origin: string, url: string): string {
  const link = (hreflang: string, href: string) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeAttribute(href)}">`;
  return [...LOCALES.map((code) => link(code, languageUrl(origin, url, code))), link("x-default", languageUrl(origin, url, "en"))].join("");
}

const escapeAttribute = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * One pass: React's static renderer waits for everything the page suspends on (its lazy pages and
 * sections load here) and lets the page ask for its data. The pass whose page asks for nothing
 * more is the HTML sent. Every boundary is written in place, in page order (`progressiveChunkSize`
 * unbounded): a boundary written apart would need an inline script to move it, which the shop's
 * CSP rightly blocks.
 */
async function drawPass(url: string, queryClient: QueryClient, collectHead: (head: PageHead) => void): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(page(url, queryClient, collectHead), {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => void errors.push(error),
  });
  const html = await new Response(prelude).text();
  // A component that failed on the server would leave a hole for the browser to fill: not a
  // first view worth sending.
  if (errors.length > 0) throw new AggregateError(errors, `The page ${url} did not render on the server`);
  return html;
}

/** The HTML as drawn, or null if a boundary was left to the browser (its fallback, or a script). */
function complete(html: string): string | null {
  return html.includes("<!--$!") || html.includes("<!--$?") || html.includes("<script") || html.includes("<template") ? null : html;
}

function isEnabled(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === "function" ? enabled(query) : enabled !== false;
}

/** JSON for a `<script type="application/json">`: no `<` can close the element early. */
function serialiseState(queryClient: QueryClient): string {
  return JSON.stringify(serverQueries(queryClient), listedProductsByName).replace(/</g, "\\u003c");
}

/**
 * A product in a list (a shelf, a category or search page) is drawn as a card, which shows only
 * its name: its description, storage note and other names stay out of the page's data, which must
 * fit the first round trip (server-rendered-pages.spec.ts; a Marathi home page was a few bytes over
 * it, a round trip later). A product page's own product keeps all its words.
 */
function listedProductsByName(this: unknown, _key: string, value: unknown): unknown {
  return Array.isArray(value) ? value.map(listedProduct) : value;
}
