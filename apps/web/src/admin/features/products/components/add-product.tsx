import { useNavigate } from "react-router";
import { PRODUCT_MESSAGES } from "@taaza/domain";
import { toast } from "../../../../lib/toast.ts";
import { reportFailure } from "../../../lib/report-error.ts";
import { useCreateProduct } from "../api/save-product.ts";
import { ProductForm } from "./product-form.tsx";

/** The empty product form; once the product is added, the products list. */
export function AddProduct() {
  const navigate = useNavigate();
  const createProduct = useCreateProduct();
  return (
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
  );
}
