import { categoryPageNumber, prepFilterOf, productSortOf, type ShopLocale } from "@taaza/domain";
import {
  codeAfterLeadImage,
  holdImagesUntilPaint,
  inlineStylesheets,
  leadImagePreloads,
  type LoadAfterPaint,
  type ReadStylesheet,
} from "./first-paint.ts";
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

/** What every drawn page is put together with, besides the page itself. */
export interface DocumentParts {
  template: PageTemplate;
  readStylesheet: ReadStylesheet;
  /** The script each drawn page ends with (first-paint.ts). */
  loader: LoadAfterPaint;
}

/**
 * The whole document: the page's head, the drawn page in #root and the data it was drawn from.
 * The head asks for the page's largest images first and holds its stylesheets inline; the other
 * images and the page's code wait until the largest image is on screen (first-paint.ts): nothing
 * but the HTML and that image stands before the largest paint.
 */
export function renderedDocument(
  { template, readStylesheet, loader }: DocumentParts,
  page: RenderedPage,
  locale: ShopLocale = "en",
): string {
  const html = holdImagesUntilPaint(page.html);
  const preloads = leadImagePreloads(html);
  const root = `<div id="root">${html}</div>`;
  const { head, bodyEnd } = codeAfterLeadImage(
    inlineStylesheets(
      template.before.replace(/<html\b[^>]*>/, `<html lang="${locale}">`).replace("</head>", `${page.head}</head>`),
      readStylesheet,
      // The page's whole body, #root itself too: a rule for it left out of the first paint
      // would lay the page out anew when the whole stylesheet comes in.
      root + template.after,
    ),
    loader,
  );
  // Before the inline rules too: the browser looks ahead for what to fetch as it reads.
  const firstRequest = head.search(/<(script|link|style)\b/i);
  const ordered =
    firstRequest < 0 ? head.replace("</head>", `${preloads}</head>`) : head.slice(0, firstRequest) + preloads + head.slice(firstRequest);
  return `${ordered}${root}${page.stateScript}${bodyEnd}${template.after}`;
}

/**
 * What a page is drawn from: its path (a trailing slash is the same page), and for a category
 * only its page number, read as the browser reads it (`categoryPageNumber`: "02" is page 2,
 * anything that is not a page is page 1), its order (`sort`, when not the shop's own) and its
 * preparation (`prep`, in lower case, as the filter matches any case). Other query parameters (campaign tags) change nothing
 * on the page, so they share one cached copy. A search (/search) keeps its words (`q`, trimmed, as
 * the results page reads them).
 */
export function pageKey(url: string): string {
  const [rawPath = "/", query = ""] = url.split("?");
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, "") : rawPath;
  if (path === "/search") {
    const q = (new URLSearchParams(query).get("q") ?? "").trim();
    return q ? `/search?q=${encodeURIComponent(q)}` : path;
  }
  if (!path.startsWith("/category/")) return path;
  // The page number, order and preparation choose the list drawn; nothing else does.
  const params = new URLSearchParams(query);
  const page = categoryPageNumber(params.get("page"));
  const sort = productSortOf(params.get("sort"));
  const prep = prepFilterOf(params.get("prep"))?.toLowerCase();
  const kept = new URLSearchParams();
  if (page > 1) kept.set("page", String(page));
  if (sort !== "relevance") kept.set("sort", sort);
  if (prep) kept.set("prep", prep);
  const search = kept.toString();
  return search ? `${path}?${search}` : path;
}
