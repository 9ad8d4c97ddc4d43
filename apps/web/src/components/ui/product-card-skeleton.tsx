import "./product-card.css";

/** A stand-in with the card's exact shape, so the grid does not move when products arrive. */
export function ProductCardSkeleton() {
  return (
    <div className="product-card product-card--skeleton" aria-hidden="true">
      <div className="product-card__media skeleton" />
      <div className="product-card__name">
        <span className="skeleton product-card__skeleton-line" />
        <span className="skeleton product-card__skeleton-line product-card__skeleton-line--short" />
      </div>
      <p className="product-card__weight">
        <span className="skeleton product-card__skeleton-line product-card__skeleton-line--tiny" />
      </p>
      <div className="product-card__buy">
        <span className="skeleton product-card__skeleton-price" />
        <div className="product-card__action" />
      </div>
    </div>
  );
}
