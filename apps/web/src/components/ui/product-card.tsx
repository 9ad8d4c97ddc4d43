import type { ReactNode } from "react";
import { Link } from "react-router";
import { effectivePrice, formatRupees, hasSale, type Product } from "@taaza/domain";
import { useStockLevel } from "../../hooks/use-stock-levels.ts";
import { ProductImage } from "./product-image.tsx";
import "./product-card.css";
import { t } from "../../lib/i18n/i18n.ts";
import { catalogText } from "../../lib/i18n/messages/catalog.ts";
import { localName } from "../../lib/i18n/product-words.ts";

/**
 * How wide a card's photo is drawn at each breakpoint, so the browser picks the right copy. It
 * matches the grid: 2 columns on phones, 3 and 4 on tablets, 5 (about 240px) on desktops.
 */
const CARD_IMAGE_SIZES = "(min-width: 1280px) 240px, (min-width: 1100px) 20vw, (min-width: 800px) 25vw, (min-width: 580px) 33vw, 50vw";

export type ProductCardProps = {
  product: Product;
  /**
   * What sits in the ADD slot for an in-stock product: the page passes the basket control.
   * An out-of-stock product shows "Out of Stock" there instead, whatever is passed.
   */
  action?: ReactNode;
  /** The image is above the fold: load it at once. */
  priority?: boolean;
};

export function ProductCard({ product, action, priority = false }: ProductCardProps) {
  const { _id, weight, price, images, inStock, bestseller } = product;
  const name = localName(product);
  const onSale = hasSale(price);
  const percentOff = onSale ? Math.round((1 - effectivePrice(price) / price.default) * 100) : 0;
  const stockNote = stockNoteOf(useStockLevel(_id));

  return (
    <article className="product-card">
      <Link to={`/product/${_id}`} className="product-card__link">
        <div className="product-card__media">
          {/* The link is already named by the product name below; the photo adds no words. */}
          <ProductImage file={images[0]} alt="" sizes={CARD_IMAGE_SIZES} className="product-card__image" priority={priority} />
          {bestseller && <span className="product-card__badge">{t(catalogText.bestseller)}</span>}
          {percentOff > 0 && <span className="product-card__off tabular">{t(catalogText.percentOff, { percent: percentOff })}</span>}
        </div>
        <h3 className="product-card__name">{name}</h3>
      </Link>
      <p className="product-card__weight tabular">{t(catalogText.grams, { weight })}</p>
      {stockNote && <p className={`product-card__stock-note product-card__stock-note--${stockNote.level}`}>{stockNote.text}</p>}
      <div className="product-card__buy">
        <p className="product-card__price tabular">
          <span className="product-card__sale-price">{formatRupees(effectivePrice(price))}</span>
          {onSale && (
            <s className="product-card__default-price">
              <span className="visually-hidden">{t(catalogText.regularPrice)}</span>
              {formatRupees(price.default)}
            </s>
          )}
        </p>
        {/* Always present and the same height, so ADD, the quantity stepper and "Out of Stock"
            swap without moving anything. */}
        <div className="product-card__action">
          {inStock ? action : <span className="product-card__stock">{t(catalogText.outOfStock)}</span>}
        </div>
      </div>
    </article>
  );
}

/** What a card says of the morning's stock: sold out for today (and whether tomorrow has some), or only a few left. */
export function stockNoteOf(
  level: { today: "available" | "few" | "soldOut" | null; tomorrow: "available" | "few" | "soldOut" | null } | null,
): { level: "few" | "soldOut"; text: string } | null {
  if (!level) return null;
  if (level.today === "soldOut") {
    const tomorrow = level.tomorrow === null || level.tomorrow === "available" || level.tomorrow === "few";
    return { level: "soldOut", text: t(tomorrow ? catalogText.soldOutTodayMoreTomorrow : catalogText.soldOutToday) };
  }
  if (level.today === "few") return { level: "few", text: t(catalogText.fewLeft) };
  return null;
}
