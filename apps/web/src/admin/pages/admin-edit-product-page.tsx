import { Link, useParams } from "react-router";
import { SectionBoundary } from "../../components/ui/section-boundary.tsx";
import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { historyPath } from "../lib/history-path.ts";
import { useStaffRole } from "../lib/staff-role.ts";
import { EditProduct } from "../features/products/index.ts";

export default function AdminEditProductPage() {
  useDocumentTitle("Edit product");
  const { id = "" } = useParams();
  const role = useStaffRole();
  return (
    <div className="admin-page">
      {/* Spec: the edit page's Back link goes to the products list. */}
      <Link to="/admin/products" className="admin-back">
        ← Back
      </Link>
      <div className="admin-page__head">
        <h1 className="admin-page__title">Edit product</h1>
        {role === "owner" && (
          <Link to={historyPath("product", id)} className="btn btn--secondary">
            History
          </Link>
        )}
      </div>
      <SectionBoundary>
        <EditProduct id={id} />
      </SectionBoundary>
    </div>
  );
}
