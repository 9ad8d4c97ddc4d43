// The stock feature as the rest of the staff screens see it (everything else in this folder is its own).
export { StockSheet } from "./components/stock-sheet.tsx";
export { LowStock } from "./components/low-stock.tsx";
