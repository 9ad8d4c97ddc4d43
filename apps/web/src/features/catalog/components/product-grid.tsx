import type { ReactNode } from "react";
import type { Product } from "@taaza/domain";
import { ProductCard } from "./product-card.tsx";
import { ProductCardSkeleton } from "./product-card-skeleton.tsx";
import "./product-grid.css";

type ProductGridProps = {
  products: readonly Product[];
  showAdd: boolean;
  onAdd: (product: Product) => void;
  /** The ADD place of each card (see ProductCard's `action`). */
  renderAction?: (product: Product) => ReactNode;
};

export function ProductGrid({ products, showAdd, onAdd, renderAction }: ProductGridProps) {
  return (
    <ul className="product-grid" role="list">
      {products.map((product) => (
        <li key={product._id} className="product-grid__item">
          <ProductCard product={product} showAdd={showAdd} onAdd={onAdd} action={renderAction?.(product)} />
        </li>
      ))}
    </ul>
  );
}

export function ProductGridSkeleton({ count = 10 }: { count?: number }) {
  return (
    <div className="product-grid-state" role="status" aria-busy="true">
      <span className="visually-hidden">Loading products…</span>
      <ul className="product-grid" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="product-grid__item">
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}
