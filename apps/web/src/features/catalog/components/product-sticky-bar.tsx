import { useEffect, useState, type ReactNode, type RefObject } from "react";
import { effectivePrice, formatRupees, pricePerKgAmount, type Product } from "@taaza/domain";
import "./product-sticky-bar.css";
import { t } from "../../../lib/i18n/i18n.ts";
import { catalogText } from "../../../lib/i18n/messages/catalog.ts";
import { browseText } from "../../../lib/i18n/messages/browse.ts";
import { localName } from "../../../lib/i18n/product-words.ts";

type ProductStickyBarProps = {
  product: Product;
  /** The page's own buying box: the bar shows only while it is out of sight. */
  watch: RefObject<HTMLElement | null>;
  /** ADD or the stepper, as the page renders it; "Out of Stock" is shown otherwise. */
  action: ReactNode;
};

/**
 * On phones (below 580px, by CSS) the price and ADD stay one thumb away whenever the buying
 * box is out of sight. The bar is always in the page, fixed and moved out of view, so showing
 * it shifts nothing; while hidden it is invisible to taps, focus and screen readers.
 */
export function ProductStickyBar({ product, watch, action }: ProductStickyBarProps) {
  const [away, setAway] = useState(false);

  useEffect(() => {
    const target = watch.current;
    if (!target || typeof IntersectionObserver === "undefined") return;
    // Out of sight either way (scrolled past, or still below a tall photo): the bar stands in.
    // A jump straight past the box never crosses it, so no notice comes and the bar stays.
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setAway(!entry.isIntersecting);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [watch]);

  const pays = effectivePrice(product.price);
  return (
    <aside
      className="product-sticky-bar"
      data-shown={away ? "" : undefined}
      aria-label={t(browseText.buy, { name: localName(product) })}
      aria-hidden={!away}
    >
      <div className="product-sticky-bar__inner">
        <p className="product-sticky-bar__price tabular">
          <span className="product-sticky-bar__name">{localName(product)}</span>
          <span>
            <strong>{formatRupees(pays)}</strong> · {t(catalogText.grams, { weight: product.weight })} ·{" "}
            {t(browseText.perKg, { price: pricePerKgAmount(pays, product.weight) })}
          </span>
        </p>
        <div className="product-sticky-bar__action">
          {product.inStock ? action : <span className="product-sticky-bar__out">{t(catalogText.outOfStock)}</span>}
        </div>
      </div>
    </aside>
  );
}
