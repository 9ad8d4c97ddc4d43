import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Product, ProductFormValues, VariantFormValues } from "@taaza/domain";
import { apiFetch } from "../../../../lib/api-client.ts";
import { invalidateCatalog } from "./invalidate-catalog.ts";

export type ProductDraft = ProductFormValues & {
  inStock: boolean;
  bestseller: boolean;
  /** On edit: the current images to keep, in the order wanted. */
  existingImages?: string[];
  /** New files, sent after the kept images. */
  files: File[];
  /** The cuts and packs grid, default first; absent when the product is sold one way (the fields above). */
  variants?: VariantFormValues[];
};

function toFormData(draft: ProductDraft): FormData {
  const form = new FormData();
  form.set("name", draft.name);
  form.set("price", JSON.stringify({ default: draft.defaultPrice, sale: draft.salePrice }));
  form.set("weight", String(draft.weight));
  form.set("description", draft.description);
  form.set("category", draft.category);
  form.set("productTag", draft.productTag);
  form.set("note", draft.note);
  form.set("hsnCode", draft.hsnCode);
  form.set("gstRate", String(draft.gstRate));
  // Empty text clears a detail, as on the server.
  form.set("netWeight", draft.netWeight === null ? "" : String(draft.netWeight));
  form.set("grossWeight", draft.grossWeight === null ? "" : String(draft.grossWeight));
  form.set("pieces", draft.pieces === null ? "" : String(draft.pieces));
  form.set("serves", draft.serves === null ? "" : String(draft.serves));
  // Always sent, so clearing the field clears the names (an absent field keeps them).
  form.set("altNames", draft.altNames.join(", "));
  // Always sent too: an emptied translation is removed.
  form.set("translations", JSON.stringify(draft.translations ?? {}));
  form.set("inStock", String(draft.inStock));
  form.set("bestseller", String(draft.bestseller));
  if (draft.existingImages) form.set("existingImages", JSON.stringify(draft.existingImages));
  if (draft.variants) {
    const rows = draft.variants.map(({ defaultPrice, salePrice, _id, ...rest }) => ({
      ...(_id ? { _id } : {}),
      ...rest,
      price: { default: defaultPrice, sale: salePrice },
    }));
    form.set("variants", JSON.stringify(rows));
  }
  // Files last: the server reads text fields before it streams the images.
  for (const file of draft.files) form.append("productImages", file, file.name);
  return form;
}

/** POST /api/products (multipart). */
export function createProduct(draft: ProductDraft): Promise<Product> {
  return apiFetch<Product>("/products", { method: "POST", body: toFormData(draft) });
}

/** PUT /api/products/:id (multipart): every field again, plus which current images stay. */
export function updateProduct(id: string, draft: ProductDraft): Promise<Product> {
  return apiFetch<Product>(`/products/${encodeURIComponent(id)}`, { method: "PUT", body: toFormData(draft) });
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createProduct, onSuccess: () => invalidateCatalog(queryClient) });
}

export function useUpdateProduct(id: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (draft: ProductDraft) => updateProduct(id, draft), onSuccess: () => invalidateCatalog(queryClient) });
}
