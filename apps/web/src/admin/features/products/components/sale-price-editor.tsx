import { useId, useRef, useState, type FormEvent } from "react";
import { toast } from "../../../../lib/toast.ts";
import {
  formatRupees,
  isSaleBelow,
  rupees,
  type Product,
  type ProductVariant,
  PRODUCT_MESSAGES,
  QUICK_PRICE_MESSAGES,
} from "@taaza/domain";
import { reportFailure } from "../../../lib/report-error.ts";
import { useQuickEditProduct } from "../api/quick-edit-product.ts";

/**
 * Quick pricing's sale price: EDIT unlocks the field, APPLY checks it (a number below the
 * default price, as the server does) and saves it. An empty field ends the sale. With a
 * variant, that cut and pack's sale price (its own default is the maximum).
 */
export function SalePriceEditor({ product: whole, variant }: { product: Product; variant?: ProductVariant }) {
  const product = variant ? { _id: whole._id, price: variant.price } : whole;
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(product.price.sale === null ? "" : String(product.price.sale));
  const quickEdit = useQuickEditProduct();

  const startEditing = () => {
    setText(product.price.sale === null ? "" : String(product.price.sale));
    setEditing(true);
    requestAnimationFrame(() => inputRef.current?.select());
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!editing) return startEditing();
    let sale: number | null = null;
    if (text.trim() !== "") {
      sale = rupees(text);
      if (sale === null || !isSaleBelow(sale, product.price.default)) {
        toast.error(PRODUCT_MESSAGES.salePrice);
        inputRef.current?.focus();
        return;
      }
    }
    quickEdit.mutate(
      { id: product._id, changes: variant ? { variants: [{ _id: variant._id, sale }] } : { price: { sale } } },
      {
        onSuccess: (saved) => {
          toast.success(QUICK_PRICE_MESSAGES.updated);
          const price = variant ? (saved.variants.find((v) => v._id === variant._id)?.price ?? saved.price) : saved.price;
          setText(price.sale === null ? "" : String(price.sale));
          setEditing(false);
        },
        onError: (error) => reportFailure(QUICK_PRICE_MESSAGES.failed, error),
      },
    );
  };

  return (
    <form className="sale-editor" onSubmit={apply} noValidate>
      <label htmlFor={inputId} className="sale-editor__label">
        {variant ? `${variant.label}: sale price (₹)` : "Sale price (₹)"}
      </label>
      <div className="sale-editor__controls">
        <input
          ref={inputRef}
          id={inputId}
          className="admin-input sale-editor__input tabular"
          inputMode="decimal"
          value={editing ? text : product.price.sale === null ? "" : String(product.price.sale)}
          placeholder="No sale"
          readOnly={!editing}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Escape" && editing) setEditing(false);
          }}
          aria-describedby={`${inputId}-max`}
          autoComplete="off"
        />
        <button
          type="submit"
          className={editing ? "btn btn--primary btn--small" : "btn btn--secondary btn--small"}
          disabled={quickEdit.isPending}
        >
          {editing ? "APPLY" : "EDIT"}
        </button>
      </div>
      <p id={`${inputId}-max`} className="sale-editor__max tabular">
        MAX <strong>{formatRupees(product.price.default)}</strong>
      </p>
    </form>
  );
}
