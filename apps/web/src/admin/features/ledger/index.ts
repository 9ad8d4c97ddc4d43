// The daily ledger as the rest of the staff screens see it (everything else in this folder is its own).
export { LedgerPanel } from "./components/ledger-panel.tsx";
