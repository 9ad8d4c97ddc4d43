import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { AuditLog } from "../features/audit/index.ts";

/** The owner's record of every staff action (issue 29). Nothing here edits or deletes an entry. */
export default function AdminAuditPage() {
  useDocumentTitle("Audit log");
  return (
    <div className="admin-page">
      <h1 className="admin-page__title">Audit log</h1>
      <p className="admin-muted">Every change staff made: who, their role, when, what changed and from which address.</p>
      <AuditLog />
    </div>
  );
}
