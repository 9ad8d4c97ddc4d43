// The pincodes feature as the rest of the staff screens see it (everything else in this folder is its own).
export { PincodeAddForm } from "./components/pincode-add-form.tsx";
export { PincodesTable } from "./components/pincodes-table.tsx";
