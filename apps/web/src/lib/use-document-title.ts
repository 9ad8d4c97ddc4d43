import { useEffect } from "react";

const SHOP_TITLE = "Taaza — Fresh fish & meat delivered";
const SHOP_DESCRIPTION =
  "Taaza delivers fresh sea fish, fresh-water fish, prawns, crab, chicken and mutton across Maharashtra: cleaned, cut and weighed to the gram.";

/**
 * Sets the tab title for a page: "Page — Taaza", or the shop's own title for the home page; and,
 * when given, the page's meta description (search results show it under the title).
 */
export function useDocumentTitle(pageTitle?: string, description?: string): void {
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} — Taaza` : SHOP_TITLE;
  }, [pageTitle]);

  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) return;
    meta.content = description ?? SHOP_DESCRIPTION;
  }, [description]);
}
