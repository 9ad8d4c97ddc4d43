import { Link } from "react-router";
import { formatRupees, hasSale, type Product } from "@taaza/domain";
import { ProductThumb } from "../../../../components/ui/product-thumb.tsx";
import "./admin-product-list.css";

/** The products page's grid: what the customer sees of each product, plus its flags and Edit. */
export function AdminProductList({ products }: { products: Product[] }) {
  return (
    <ul className="admin-products">
      {products.map((product) => (
        <li key={product._id} className="admin-product">
          <ProductThumb file={product.images[0]} className="admin-product__image" size={96} />
          <div className="admin-product__body">
            <h2 className="admin-product__name">{product.name}</h2>
            <p className="admin-product__meta tabular">
              {product.weight} g · <span className="admin-tag">{product.productTag}</span>
            </p>
            <p className="admin-product__price tabular">
              {hasSale(product.price) && product.price.sale !== null ? (
                <>
                  <span className="admin-product__sale">{formatRupees(product.price.sale)}</span>{" "}
                  <del className="admin-muted">{formatRupees(product.price.default)}</del>
                </>
              ) : (
                <span className="admin-product__sale">{formatRupees(product.price.default)}</span>
              )}
            </p>
            <p className="admin-product__flags">
              {product.bestseller && <span className="admin-flag admin-flag--best">Bestseller</span>}
              {!product.inStock && <span className="admin-flag admin-flag--out">Out of stock</span>}
              {product.isArchived && <span className="admin-flag">Archived</span>}
            </p>
          </div>
          <Link
            to={`/admin/edit-product/${product._id}`}
            className="btn btn--secondary btn--small admin-product__edit"
            aria-label={`Edit ${product.name}`}
          >
            Edit
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function AdminProductListSkeleton({ count = 6 }: { count?: number }) {
  return (
    <ul className="admin-products" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="admin-product">
          <div className="skeleton admin-product__image" />
          <div className="admin-product__body">
            <div className="skeleton admin-skeleton-row" style={{ width: "70%" }} />
            <div className="skeleton admin-skeleton-row" style={{ width: "40%" }} />
            <div className="skeleton admin-skeleton-row" style={{ width: "30%" }} />
          </div>
        </li>
      ))}
    </ul>
  );
}
