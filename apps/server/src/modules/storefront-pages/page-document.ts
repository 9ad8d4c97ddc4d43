import type { RenderedPage } from "./storefront-renderer.ts";

/** index.html cut around its #root, whose placeholder a drawn page replaces. */
export interface PageTemplate {
  before: string;
  after: string;
}

// The root's content (the header shell) and the <noscript> note after it: a drawn page shows
// without JavaScript, so the note would be wrong there.
const ROOT = /<div id="root">[\s\S]*?<\/div>\s*<noscript>[\s\S]*?<\/noscript>/;

// The shell's own title and description, which a drawn page replaces with its own.
const SHELL_HEAD = /<title>[\s\S]*?<\/title>|<meta\s+name="description"[^>]*>/g;

export function pageTemplate(indexHtml: string): PageTemplate | null {
  const match = ROOT.exec(indexHtml);
  if (!match) return null;
  const before = indexHtml.slice(0, match.index).replace(SHELL_HEAD, "");
  if (!before.includes("</head>")) return null;
  return { before, after: indexHtml.slice(match.index + match[0].length) };
}

/** The whole document: the page's head, the drawn page in #root and the data it was drawn from. */
export function renderedDocument(template: PageTemplate, page: RenderedPage): string {
  const before = template.before.replace("</head>", `${page.head}</head>`);
  return `${before}<div id="root">${page.html}</div>${page.stateScript}${template.after}`;
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
