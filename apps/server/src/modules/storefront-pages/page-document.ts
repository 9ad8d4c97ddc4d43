import type { RenderedPage } from "./storefront-renderer.ts";

/** index.html cut around its #root, whose placeholder a drawn page replaces. */
export interface PageTemplate {
  before: string;
  after: string;
}

// The root's content (the header shell) and the <noscript> note after it: a drawn page shows
// without JavaScript, so the note would be wrong there.
const ROOT = /<div id="root">[\s\S]*?<\/div>\s*<noscript>[\s\S]*?<\/noscript>/;

export function pageTemplate(indexHtml: string): PageTemplate | null {
  const match = ROOT.exec(indexHtml);
  if (!match) return null;
  return { before: indexHtml.slice(0, match.index), after: indexHtml.slice(match.index + match[0].length) };
}

/** The whole document: the drawn page in #root and the data it was drawn from beside it. */
export function renderedDocument(template: PageTemplate, page: RenderedPage): string {
  return `${template.before}<div id="root">${page.html}</div>${page.stateScript}${template.after}`;
}

/**
 * What a page is drawn from: its path, and for a category only its page number. Other query
 * parameters (campaign tags) change nothing on the page, so they share one cached copy.
 */
export function pageKey(url: string): string {
  const [path = "/", query = ""] = url.split("?");
  const page = new URLSearchParams(query).get("page");
  return path.startsWith("/category/") && page && /^[1-9][0-9]{0,5}$/.test(page) ? `${path}?page=${page}` : path;
}
