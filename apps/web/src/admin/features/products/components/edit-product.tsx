import { useNavigate } from "react-router";
import { toast } from "../../../../lib/toast.ts";
import { type Product, PRODUCT_MESSAGES } from "@taaza/domain";
import { ErrorState } from "../../../../components/ui/list-state.tsx";
import { ApiError } from "../../../../lib/api-client.ts";
import { useAdminProduct } from "../api/get-product.ts";
import { useQuickEditProduct } from "../api/quick-edit-product.ts";
import { useUpdateProduct } from "../api/save-product.ts";
import { ProductForm } from "./product-form.tsx";

/** One product's form (or its loading, missing or failed state), with Archive; saved, the products list. */
export function EditProduct({ id }: { id: string }) {
  const product = useAdminProduct(id);

  return product.isPending ? (
    <div className="admin-page" role="status">
      <span className="visually-hidden">Loading the product…</span>
      <div className="skeleton admin-fallback__body" />
    </div>
  ) : product.isError ? (
    product.error instanceof ApiError && (product.error.status === 404 || product.error.status === 400) ? (
      <ErrorState message="This product does not exist. It may have been deleted." />
    ) : (
      <ErrorState message="We couldn't load the product." onRetry={() => void product.refetch()} />
    )
  ) : (
    // Keyed by id: opening another product starts a fresh form.
    <EditProductForm key={product.data._id} product={product.data} />
  );
}

function EditProductForm({ product }: { product: Product }) {
  const navigate = useNavigate();
  const updateProduct = useUpdateProduct(product._id);
  const quickEdit = useQuickEditProduct();

  const toggleArchive = () =>
    quickEdit.mutate(
      { id: product._id, changes: { isArchived: !product.isArchived } },
      {
        onSuccess: (saved) => toast.success(saved.isArchived ? "Product archived" : "Product restored from the archive"),
        onError: (error) =>
          toast.error(error instanceof ApiError && error.serverMessage ? error.serverMessage : PRODUCT_MESSAGES.updateFailedShort),
      },
    );

  return (
    <>
      {product.isArchived && (
        <p className="admin-notice" role="note">
          This product is archived: customers do not see it.
        </p>
      )}
      <ProductForm
        product={product}
        submitLabel="Update Product"
        busy={updateProduct.isPending}
        onSubmit={(draft) =>
          updateProduct.mutate(draft, {
            onSuccess: () => {
              toast.success(PRODUCT_MESSAGES.updated);
              void navigate("/admin/products");
            },
            // Spec: the edit page shows the server's error when there is one.
            onError: (error) =>
              toast.error(error instanceof ApiError && error.serverMessage ? error.serverMessage : PRODUCT_MESSAGES.updateFailed),
          })
        }
        extraActions={
          <button
            type="button"
            className={product.isArchived ? "btn btn--secondary" : "btn btn--danger"}
            onClick={toggleArchive}
            disabled={quickEdit.isPending}
          >
            {product.isArchived ? "Remove from archive" : "Archive product"}
          </button>
        }
      />
    </>
  );
}
