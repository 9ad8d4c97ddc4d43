// The accounts feature (the accountant's exports) as the rest of the staff screens see it.
export { AccountsExport } from "./components/accounts-export.tsx";
