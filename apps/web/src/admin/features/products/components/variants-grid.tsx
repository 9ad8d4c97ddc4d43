import { useFieldArray, useWatch, type Control, type UseFormGetValues, type UseFormRegister } from "react-hook-form";
import { STANDARD_PREPARATION } from "@taaza/domain";
import type { ProductDraft } from "../api/save-product.ts";
import type { ProductFormFields, VariantRowFields } from "./product-form-schema.ts";

const EMPTY_ROW: VariantRowFields = {
  _id: "",
  preparation: "",
  label: "",
  weight: "",
  defaultPrice: "",
  salePrice: "",
  netWeight: "",
  grossWeight: "",
  pieces: "",
  serves: "",
  inStock: true,
};

const COLUMNS: { key: Exclude<keyof VariantRowFields, "_id" | "inStock">; label: string; numeric: boolean }[] = [
  { key: "preparation", label: "Preparation", numeric: false },
  { key: "label", label: "Label", numeric: false },
  { key: "weight", label: "Weight (g)", numeric: true },
  { key: "defaultPrice", label: "Price (₹)", numeric: true },
  { key: "salePrice", label: "Sale (₹)", numeric: true },
  { key: "netWeight", label: "Net (g)", numeric: true },
  { key: "grossWeight", label: "Gross (g)", numeric: true },
  { key: "pieces", label: "Pieces", numeric: true },
  { key: "serves", label: "Serves", numeric: true },
];

/**
 * The cuts and packs (docs/decisions/023) as a small grid: add, remove, move up and down, each
 * row's prices and weights. The first row is the default, which the product's own price and
 * weight mirror. Empty while the product is sold one way: the plain fields say it then.
 */
export function VariantsGrid({
  control,
  register,
  getValues,
  error,
}: {
  control: Control<ProductFormFields, unknown, ProductDraft>;
  register: UseFormRegister<ProductFormFields>;
  getValues: UseFormGetValues<ProductFormFields>;
  error: string | undefined;
}) {
  const { fields, append, remove, move } = useFieldArray({ control, name: "variants", keyName: "key" });
  const rows = useWatch({ control, name: "variants" });

  const startGrid = () => {
    const plain = getValues();
    append([
      {
        ...EMPTY_ROW,
        preparation: STANDARD_PREPARATION,
        weight: plain.weight,
        defaultPrice: plain.defaultPrice,
        salePrice: plain.salePrice,
        netWeight: plain.netWeight,
        grossWeight: plain.grossWeight,
        pieces: plain.pieces,
        serves: plain.serves,
        inStock: plain.inStock,
      },
      EMPTY_ROW,
    ]);
  };

  return (
    <section className="admin-card product-form__section product-form__variants" aria-labelledby="product-variants">
      <div>
        <h2 id="product-variants" className="admin-section-title">
          Cuts and packs
        </h2>
        <p className="admin-field__hint">
          {fields.length === 0
            ? "Sold one way: the price and weight above. Add cuts (steaks, curry cut, boneless…) or pack sizes to let customers choose."
            : "The first row is the default: the product's price and weight. A blank label is made from the preparation and weight."}
        </p>
      </div>
      {fields.length === 0 ? (
        <button type="button" className="btn btn--secondary" onClick={startGrid}>
          Sell in cuts or packs
        </button>
      ) : (
        <>
          <div className="product-form__grid-scroll">
            <table className="product-form__variants-table">
              <thead>
                <tr>
                  <th scope="col">#</th>
                  {COLUMNS.map((c) => (
                    <th key={c.key} scope="col">
                      {c.label}
                    </th>
                  ))}
                  <th scope="col">In stock</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {fields.map((field, index) => {
                  const name = rows?.[index]?.label || rows?.[index]?.preparation || `row ${index + 1}`;
                  return (
                    <tr key={field.key}>
                      <td className="tabular">{index + 1}</td>
                      {COLUMNS.map((c) => (
                        <td key={c.key}>
                          <input
                            className="admin-input"
                            aria-label={`${c.label}, variant ${index + 1}`}
                            inputMode={c.numeric ? "decimal" : undefined}
                            autoComplete="off"
                            {...register(`variants.${index}.${c.key}`)}
                          />
                        </td>
                      ))}
                      <td>
                        <input type="checkbox" aria-label={`In stock, variant ${index + 1}`} {...register(`variants.${index}.inStock`)} />
                      </td>
                      <td className="admin-nowrap">
                        <button
                          type="button"
                          className="link-button"
                          aria-label={`Move ${name} up`}
                          disabled={index === 0}
                          onClick={() => move(index, index - 1)}
                        >
                          ↑
                        </button>
                        <button
                          type="button"
                          className="link-button"
                          aria-label={`Move ${name} down`}
                          disabled={index === fields.length - 1}
                          onClick={() => move(index, index + 1)}
                        >
                          ↓
                        </button>
                        <button type="button" className="link-button" aria-label={`Remove ${name}`} onClick={() => remove(index)}>
                          Remove
                        </button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <button type="button" className="btn btn--secondary" onClick={() => append(EMPTY_ROW)}>
            Add a cut or pack
          </button>
        </>
      )}
      {error && (
        <p className="text-field__error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
