import { useEffect } from "react";

const SHOP_TITLE = "Taaza — Fresh fish & meat delivered";

/** Sets the tab title for a page: "Page — Taaza", or the shop's own title for the home page. */
export function useDocumentTitle(pageTitle?: string): void {
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} — Taaza` : SHOP_TITLE;
  }, [pageTitle]);
}
