import { createContext, useContext, useEffect } from "react";
import type { Product } from "@taaza/domain";
import { t } from "./i18n/i18n.ts";
import { shellText } from "./i18n/messages/shell.ts";

export const SHOP_TITLE = "Taaza — Fresh fish & meat delivered";
export const SHOP_DESCRIPTION =
  "Taaza delivers fresh sea fish, fresh-water fish, prawns, crab, chicken and mutton across Maharashtra: cleaned, cut and weighed to the gram.";

/** What a page says about itself to search engines and link previews. */
export interface PageHead {
  title: string;
  description: string;
  /** The product a product page shows: its picture and its structured data. */
  product?: Product;
}

/**
 * Set only by the server's renderer (entry-server.tsx): there effects never run, so the pages'
 * titles and descriptions are collected while they render and written into the HTML's head.
 */
export const PageHeadContext = createContext<((head: PageHead) => void) | null>(null);

/**
 * Sets the tab title for a page: "Page — Taaza", or the shop's own title for the home page; and,
 * when given, the page's meta description (search results show it under the title).
 */
export function useDocumentTitle(pageTitle?: string, description?: string, product?: Product): void {
  const collect = useContext(PageHeadContext);
  // In the reader's language: the server draws every page in English, Marathi and Hindi.
  const shopTitle = t(shellText.shopTitle);
  const shopDescription = t(shellText.shopDescription);
  collect?.({ title: pageTitle ? `${pageTitle} — Taaza` : shopTitle, description: description ?? shopDescription, product });

  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} — Taaza` : shopTitle;
  }, [pageTitle, shopTitle]);

  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) return;
    meta.content = description ?? shopDescription;
  }, [description, shopDescription]);
}
