import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { StaffAddForm, StaffTable } from "../features/staff/index.ts";

/** The owner's staff accounts (issue 29): add by email with a role, change roles, remove. */
export default function AdminStaffPage() {
  useDocumentTitle("Staff");
  return (
    <div className="admin-page">
      <h1 className="admin-page__title">Staff</h1>
      <StaffAddForm />
      <StaffTable />
    </div>
  );
}
