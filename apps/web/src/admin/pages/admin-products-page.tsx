import { ProductsBrowser } from "../features/products/index.ts";

/** /admin/products (and ?archived=true): it names itself after which list it shows. */
export default function AdminProductsPage() {
  return (
    <div className="admin-page">
      <ProductsBrowser />
    </div>
  );
}
