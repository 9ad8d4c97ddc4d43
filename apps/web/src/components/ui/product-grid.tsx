import type { ReactNode } from "react";
import type { Product } from "@taaza/domain";
import { HydrateLater } from "../../lib/hydrate-later.tsx";
import { HydrateWhenNear } from "../../lib/hydrate-when-near.tsx";
import { t } from "../../lib/i18n/i18n.ts";
import { shellText } from "../../lib/i18n/messages/shell.ts";
import { ProductCard } from "./product-card.tsx";
import { ProductCardSkeleton } from "./product-card-skeleton.tsx";
import "./product-grid.css";

type ProductGridProps = {
  products: readonly Product[];
  /** The ADD slot of each card; pages pass the basket control. */
  renderAction?: (product: Product) => ReactNode;
  /** How many cards at the start are above the fold (their images load first). */
  priorityCount?: number;
  /** "rail": one swipeable row on phones and small tablets, a grid from 800px. */
  layout?: "grid" | "rail";
};

export function ProductGrid({ products, renderAction, priorityCount = 0, layout = "grid" }: ProductGridProps) {
  return (
    <ul className={layout === "rail" ? "product-grid product-grid--rail" : "product-grid"} role="list">
      {/* On a server-drawn page each card is hydrated on its own: in a grid once it comes near the
          view; in a rail with its shelf, so no ADD appears late as a card is swiped into view. */}
      {products.map((product, index) => {
        const card = <ProductCard product={product} action={renderAction?.(product)} priority={index < priorityCount} />;
        return layout === "rail" ? (
          <HydrateLater key={product._id}>
            <li className="product-grid__item">{card}</li>
          </HydrateLater>
        ) : (
          <HydrateWhenNear as="li" key={product._id} className="product-grid__item">
            {card}
          </HydrateWhenNear>
        );
      })}
    </ul>
  );
}

/**
 * Placeholders with the cards' shape while products are on their way. `still` when nothing has
 * been asked for yet (a shelf far below the view waits for the reader to come near): a shimmer
 * says "loading", and one ticking there cost the main thread a restyle on every frame.
 */
export function ProductGridSkeleton({
  count = 10,
  layout = "grid",
  still = false,
}: {
  count?: number;
  layout?: "grid" | "rail";
  still?: boolean;
}) {
  return (
    <div className={still ? "product-grid-state product-grid-state--still" : "product-grid-state"} role="status" aria-busy="true">
      <span className="visually-hidden">{t(shellText.loadingProducts)}</span>
      <ul className={layout === "rail" ? "product-grid product-grid--rail" : "product-grid"} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="product-grid__item">
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}
