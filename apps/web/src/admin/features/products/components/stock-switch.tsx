import { useState } from "react";
import { type Product, QUICK_PRICE_MESSAGES } from "@taaza/domain";
import { reportFailure } from "../../../lib/report-error.ts";
import { useQuickEditProduct } from "../api/quick-edit-product.ts";
import "./stock-switch.css";

/**
 * The in-stock state as the switch shows it: the wanted state at once (optimistic), the saved
 * one once the catalog has been read again, and the old one back if the server refused.
 */
export function useStockSwitch(product: Product) {
  const quickEdit = useQuickEditProduct();
  const [wanted, setWanted] = useState<boolean | null>(null);
  const toggle = () => {
    const next = !(wanted ?? product.inStock);
    setWanted(next);
    quickEdit.mutate(
      { id: product._id, changes: { inStock: next } },
      {
        onError: (error) => reportFailure(QUICK_PRICE_MESSAGES.failed, error),
        // Success waits for the lists to be read again, so the switch never flickers back.
        onSettled: () => setWanted(null),
      },
    );
  };
  return { inStock: wanted ?? product.inStock, toggle, pending: quickEdit.isPending };
}

/** One tap marks a sold-out fish (and back): an accessible switch named after the product. */
export function StockSwitch({ product }: { product: Product }) {
  const { inStock, toggle, pending } = useStockSwitch(product);
  return (
    // Named after the product (the visible "In stock" starts the name), as the list has many.
    <button
      type="button"
      role="switch"
      aria-checked={inStock}
      aria-label={`In stock: ${product.name}`}
      className="stock-switch"
      onClick={toggle}
      disabled={pending}
    >
      <span className="stock-switch__track" aria-hidden="true">
        <span className="stock-switch__thumb" />
      </span>
      <span className="stock-switch__label">In stock</span>
    </button>
  );
}
