import { useId, useRef, useState, type ChangeEvent, type ReactNode } from "react";
import {
  formatRupees,
  isSaleBelow,
  parsePriceSheetCsv,
  PRICE_SHEET_CSV_HEADER,
  PRICE_SHEET_MESSAGES,
  PRODUCT_MESSAGES,
  rupees,
  toCsv,
  type PriceSheetBody,
  type Product,
} from "@taaza/domain";
import { toast } from "../../../../lib/toast.ts";
import { reportFailure } from "../../../lib/report-error.ts";
import { useSavePriceSheet } from "../api/save-price-sheet.ts";

type SheetRow = {
  productId: string;
  variantId: string;
  product: string;
  variant: string;
  defaultPrice: number;
  sale: string;
  inStock: boolean;
};

function rowsOf(products: readonly Product[]): SheetRow[] {
  return products.flatMap((product) =>
    product.variants.map((variant) => ({
      productId: product._id,
      variantId: variant._id,
      product: product.name,
      variant: variant.label,
      defaultPrice: variant.price.default,
      sale: variant.price.sale === null ? "" : String(variant.price.sale),
      inStock: variant.inStock,
    })),
  );
}

/**
 * The morning's prices and stock of the listed products in one editable grid: every row is
 * checked as the server checks it, and "Save all" sends them in one request (all saved or none).
 * The sheet downloads as CSV, and an edited CSV uploads in one request the same way.
 */
export function PriceSheet({ products, renderDeal }: { products: readonly Product[]; renderDeal: (product: Product) => ReactNode }) {
  const id = useId();
  const initial = rowsOf(products);
  const [edits, setEdits] = useState<Record<string, Partial<SheetRow>>>({});
  const [error, setError] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const save = useSavePriceSheet();
  const rows = initial.map((row) => ({ ...row, ...edits[row.variantId] }));
  const changed = rows.filter((row, i) => row.sale !== initial[i]!.sale || row.inStock !== initial[i]!.inStock);

  const edit = (variantId: string, change: Partial<SheetRow>) =>
    setEdits((current) => ({ ...current, [variantId]: { ...current[variantId], ...change } }));

  const send = (body: PriceSheetBody, after: () => void) =>
    save.mutate(body, {
      onSuccess: ({ saved }) => {
        after();
        toast.success(`Saved ${saved} ${saved === 1 ? "row" : "rows"}`);
      },
      onError: (failure) => reportFailure("Could not save the prices", failure),
    });

  const saveAll = () => {
    const body: PriceSheetBody = { rows: [] };
    for (const row of changed) {
      const n = rows.indexOf(row) + 1;
      const sale = row.sale.trim() === "" ? null : rupees(row.sale);
      if (row.sale.trim() !== "" && (sale === null || !isSaleBelow(sale, row.defaultPrice)))
        return setError(PRICE_SHEET_MESSAGES.row(n, PRODUCT_MESSAGES.salePrice));
      body.rows.push({ productId: row.productId, variantId: row.variantId, sale, inStock: row.inStock });
    }
    setError(null);
    send(body, () => setEdits({}));
  };

  const download = () => {
    const csv = toCsv([
      [...PRICE_SHEET_CSV_HEADER],
      ...rows.map((row) => [
        row.productId,
        row.variantId,
        row.product,
        row.variant,
        row.defaultPrice,
        row.sale,
        row.inStock ? "yes" : "no",
      ]),
    ]);
    const link = document.createElement("a");
    link.href = URL.createObjectURL(new Blob([csv], { type: "text/csv" }));
    link.download = "price-sheet.csv";
    link.click();
    URL.revokeObjectURL(link.href);
  };

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const parsed = parsePriceSheetCsv(await file.text());
    if (!parsed.ok) return setError(parsed.message);
    setError(null);
    send({ rows: parsed.rows }, () => setEdits({}));
  };

  return (
    <section className="price-sheet" aria-labelledby={`${id}-title`}>
      <div className="price-sheet__bar">
        <h2 id={`${id}-title`} className="admin-section-title">
          Prices and stock
        </h2>
        <button type="button" className="btn btn--primary" disabled={changed.length === 0 || save.isPending} onClick={saveAll}>
          Save all{changed.length > 0 ? ` (${changed.length})` : ""}
        </button>
        <button type="button" className="btn btn--secondary" onClick={download}>
          Download CSV
        </button>
        <button type="button" className="btn btn--secondary" disabled={save.isPending} onClick={() => fileRef.current?.click()}>
          Upload CSV
        </button>
        <input ref={fileRef} type="file" accept=".csv,text/csv" hidden aria-label="Price sheet CSV file" onChange={(e) => void upload(e)} />
      </div>
      {error && (
        <p role="alert" className="price-sheet__error">
          {error}
        </p>
      )}
      <div className="price-sheet__scroll">
        <table className="admin-table price-sheet__table">
          <caption className="visually-hidden">Sale price and stock of each cut and pack; change any, then Save all.</caption>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Cut and pack</th>
              <th scope="col" className="num">
                Default
              </th>
              <th scope="col">Sale price (₹)</th>
              <th scope="col">In stock</th>
              <th scope="col">Deal of the day</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => {
              const first = index === 0 || rows[index - 1]!.productId !== row.productId;
              const product = products.find((p) => p._id === row.productId)!;
              return (
                <tr key={row.variantId} data-changed={changed.includes(row) ? "" : undefined}>
                  <th scope="row">{first ? row.product : <span className="visually-hidden">{row.product}</span>}</th>
                  <td>{row.variant}</td>
                  <td className="num tabular">{formatRupees(row.defaultPrice)}</td>
                  <td>
                    <input
                      className="price-sheet__sale"
                      inputMode="decimal"
                      aria-label={`Sale price of ${row.product}, ${row.variant}`}
                      placeholder="No sale"
                      value={row.sale}
                      onChange={(e) => edit(row.variantId, { sale: e.target.value })}
                    />
                  </td>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={`${row.product}, ${row.variant} in stock`}
                      checked={row.inStock}
                      onChange={(e) => edit(row.variantId, { inStock: e.target.checked })}
                    />
                  </td>
                  <td>
                    {first && (product.inStock && !product.isArchived ? renderDeal(product) : <span className="admin-muted">-</span>)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
