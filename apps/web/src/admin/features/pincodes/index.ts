// The pincodes feature as the rest of the staff screens see it (everything else in this folder is its own).
export { PincodeAddForm } from "./components/pincode-add-form.tsx";
export { PincodeDemandPanel } from "./components/pincode-demand.tsx";
export { PincodeImport } from "./components/pincode-import.tsx";
export { PincodesTable } from "./components/pincodes-table.tsx";
