import { Link } from "react-router";
import { SectionBoundary } from "../../components/ui/section-boundary.tsx";
import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { AddProduct } from "../features/products/index.ts";

export default function AdminAddProductPage() {
  useDocumentTitle("Add product");
  return (
    <div className="admin-page">
      {/* Spec: the add page's Back link goes to the dashboard. */}
      <Link to="/admin" className="admin-back">
        ← Back
      </Link>
      <h1 className="admin-page__title">Add product</h1>
      <SectionBoundary>
        <AddProduct />
      </SectionBoundary>
    </div>
  );
}
