import { Link, useParams } from "react-router";
import { SectionBoundary } from "../../components/ui/section-boundary.tsx";
import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { EditProduct } from "../features/products/index.ts";

export default function AdminEditProductPage() {
  useDocumentTitle("Edit product");
  const { id = "" } = useParams();
  return (
    <div className="admin-page">
      {/* Spec: the edit page's Back link goes to the products list. */}
      <Link to="/admin/products" className="admin-back">
        ← Back
      </Link>
      <h1 className="admin-page__title">Edit product</h1>
      <SectionBoundary>
        <EditProduct id={id} />
      </SectionBoundary>
    </div>
  );
}
