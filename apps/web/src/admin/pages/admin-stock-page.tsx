import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { StockSheet } from "../features/stock/index.ts";

/** The morning's stock by the kilo: grams per product for today or tomorrow, and the day's report. */
export default function AdminStockPage() {
  useDocumentTitle("Stock");
  return (
    <div className="admin-page">
      <h1 className="admin-page__title">Morning stock</h1>
      <StockSheet />
    </div>
  );
}
