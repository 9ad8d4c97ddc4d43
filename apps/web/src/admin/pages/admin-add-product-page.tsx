import { Link, useNavigate } from "react-router";
import { toast } from "../../lib/toast.ts";
import { PRODUCT_MESSAGES } from "@taaza/domain";
import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { reportFailure } from "../lib/report-error.ts";
import { useCreateProduct } from "../features/products/api/save-product.ts";
import { ProductForm } from "../features/products/components/product-form.tsx";

export default function AdminAddProductPage() {
  useDocumentTitle("Add product");
  const navigate = useNavigate();
  const createProduct = useCreateProduct();

  return (
    <div className="admin-page">
      {/* Spec: the add page's Back link goes to the dashboard. */}
      <Link to="/admin" className="admin-back">
        ← Back
      </Link>
      <h1 className="admin-page__title">Add product</h1>
      <ProductForm
        submitLabel="Add Product"
        busy={createProduct.isPending}
        onSubmit={(draft) =>
          createProduct.mutate(draft, {
            onSuccess: () => {
              toast.success(PRODUCT_MESSAGES.added);
              void navigate("/admin/products");
            },
            onError: (error) => reportFailure(PRODUCT_MESSAGES.addFailed, error),
          })
        }
      />
    </div>
  );
}
