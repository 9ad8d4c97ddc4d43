import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { CustomersBrowser } from "../features/customers/index.ts";

export default function AdminCustomersPage() {
  useDocumentTitle("Customers");
  return (
    <div className="admin-page">
      <h1 className="admin-page__title">Customers</h1>
      <CustomersBrowser />
    </div>
  );
}
