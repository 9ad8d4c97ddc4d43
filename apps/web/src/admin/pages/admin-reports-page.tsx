import { SectionBoundary } from "../../components/ui/section-boundary.tsx";
import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { AccountsExport } from "../features/accounts/index.ts";

export default function AdminReportsPage() {
  useDocumentTitle("Accounts");
  return (
    <div className="admin-page">
      <h1 className="admin-page__title">Accounts</h1>
      <SectionBoundary>
        <AccountsExport />
      </SectionBoundary>
    </div>
  );
}
