// The dispatch feature as the rest of the staff screens see it (everything else in this folder is its own).
export { DispatchSheetPanel } from "./components/dispatch-sheet-panel.tsx";
