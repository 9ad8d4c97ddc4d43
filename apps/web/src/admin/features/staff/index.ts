// The staff feature as the rest of the staff screens see it (everything else in this folder is its own).
export { StaffAddForm } from "./components/staff-add-form.tsx";
export { StaffTable } from "./components/staff-table.tsx";
