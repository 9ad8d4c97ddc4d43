import { useId, useState, type FormEvent } from "react";
import { deliveryDate, type StockList } from "@taaza/domain";
import { DownloadButton } from "../../../../components/ui/download-button.tsx";
import { toast } from "../../../../lib/toast.ts";
import { reportFailure } from "../../../lib/report-error.ts";
import { getStock, setStock, stockQueryKey, useStock, useStockClient, useStockReport } from "../api/stock.ts";
import { dayBefore, gramsText, parseGrams } from "./stock-text.ts";
import "./stock.css";

type Day = "Today" | "Tomorrow";

/**
 * Staff's morning stock, made for a phone: one list, one grams box per product, for today or
 * tomorrow; "Copy yesterday's" fills the boxes from the day before; "Save all" sends what changed.
 */
export function StockSheet({ now = () => new Date() }: { now?: () => Date }) {
  const [day, setDay] = useState<Day>("Today");
  const date = deliveryDate(day, now());
  return (
    <div className="stock-screen">
      <div className="stock-days" role="group" aria-label="Delivery date">
        {(["Today", "Tomorrow"] as const).map((d) => (
          <button
            key={d}
            type="button"
            className={`btn ${d === day ? "btn--primary" : "btn--secondary"}`}
            aria-pressed={d === day}
            onClick={() => setDay(d)}
          >
            {d} ({deliveryDate(d, now())})
          </button>
        ))}
      </div>
      <StockForm key={date} date={date} />
      <StockReportCard date={date} />
    </div>
  );
}

function StockForm({ date }: { date: string }) {
  const { data, isPending, isError } = useStock(date);
  if (isPending) return <p>Loading stock…</p>;
  if (isError) return <p role="alert">Could not load the stock.</p>;
  return <StockEditor sheet={data} />;
}

function StockEditor({ sheet }: { sheet: StockList }) {
  const client = useStockClient();
  const initial = () => Object.fromEntries(sheet.products.map((p) => [p.productId, p.stockedGrams === null ? "" : String(p.stockedGrams)]));
  const [values, setValues] = useState<Record<string, string>>(initial);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = useId();

  const changed = sheet.products.filter((p) => parseGrams(values[p.productId] ?? "") !== p.stockedGrams);

  const copyYesterday = async () => {
    try {
      const before = await getStock(dayBefore(sheet.date));
      setValues((current) => {
        const next = { ...current };
        for (const p of before.products) if (p.stockedGrams !== null && p.productId in next) next[p.productId] = String(p.stockedGrams);
        return next;
      });
      toast.success(`Copied ${before.products.filter((p) => p.stockedGrams !== null).length} products from ${before.date}`);
    } catch (error) {
      reportFailure("Could not read yesterday's stock", error);
    }
  };

  const saveAll = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const bad = changed.find((p) => parseGrams(values[p.productId] ?? "") === undefined);
    if (bad) {
      setProblem(`${bad.name}: grams must be a whole number (blank = not limited)`);
      return;
    }
    setProblem(null);
    setSaving(true);
    const failed: string[] = [];
    for (const p of changed) {
      try {
        await setStock(p.productId, sheet.date, parseGrams(values[p.productId] ?? "") ?? null);
      } catch (error) {
        failed.push(p.name);
        reportFailure(`Could not save ${p.name}`, error);
      }
    }
    setSaving(false);
    await client.invalidateQueries({ queryKey: stockQueryKey(sheet.date) });
    if (failed.length === 0) toast.success(changed.length === 1 ? "Saved 1 product" : `Saved ${changed.length} products`);
  };

  return (
    <form className="admin-card stock-sheet" onSubmit={(event) => void saveAll(event)} noValidate aria-label={`Stock for ${sheet.date}`}>
      <div className="stock-sheet__actions">
        <button type="button" className="btn btn--secondary" onClick={() => void copyYesterday()}>
          Copy yesterday&apos;s
        </button>
        <button type="submit" className="btn btn--primary" disabled={saving || changed.length === 0}>
          {saving ? "Saving…" : changed.length > 0 ? `Save all (${changed.length})` : "Save all"}
        </button>
      </div>
      <p className="admin-field__hint">Grams you have for this date. Blank: not limited. Held: in orders and payments in progress.</p>
      {problem && (
        <p id={problemId} className="admin-form-error" role="alert">
          {problem}
        </p>
      )}
      <ul className="stock-sheet__list">
        {sheet.products.map((p) => (
          <li key={p.productId} className="stock-sheet__row">
            <label className="stock-sheet__label" htmlFor={`stock-${p.productId}`}>
              <span className="stock-sheet__name">{p.name}</span>
              <span className="admin-field__hint">
                {p.heldGrams > 0 ? `Held ${gramsText(p.heldGrams)}` : "Nothing held"}
                {p.leftGrams !== null ? ` · Left ${gramsText(p.leftGrams)}` : ""}
              </span>
            </label>
            <span className="stock-sheet__input">
              <input
                id={`stock-${p.productId}`}
                className="admin-input"
                inputMode="numeric"
                placeholder="Not limited"
                value={values[p.productId] ?? ""}
                onChange={(e) => setValues((current) => ({ ...current, [p.productId]: e.target.value }))}
                aria-describedby={problem ? problemId : undefined}
              />
              <span aria-hidden="true">g</span>
            </span>
          </li>
        ))}
      </ul>
    </form>
  );
}

/** The day's end: per product stocked, sold and left (what was not sold is the shop's loss). */
function StockReportCard({ date }: { date: string }) {
  const { data } = useStockReport(date);
  return (
    <section className="admin-card" aria-labelledby="stock-report-title">
      <h2 id="stock-report-title" className="admin-section-title">
        Day&apos;s report ({date})
      </h2>
      {data && data.products.length === 0 && <p>No stock was set for this date.</p>}
      {data && data.products.length > 0 && (
        <table className="stock-report">
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Stocked</th>
              <th scope="col">Sold</th>
              <th scope="col">Left</th>
            </tr>
          </thead>
          <tbody>
            {data.products.map((p) => (
              <tr key={p.productId}>
                <th scope="row">{p.name}</th>
                <td>{gramsText(p.stockedGrams)}</td>
                <td>{gramsText(p.soldGrams)}</td>
                <td>{gramsText(p.leftGrams)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <DownloadButton path={`/admin/stock/report?date=${date}&format=csv`} fileName={`stock-${date}.csv`} label="Download CSV" />
    </section>
  );
}
