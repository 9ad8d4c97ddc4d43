import { useCallback, useMemo } from "react";
import { toast } from "sonner";
import { MESSAGES, type Product } from "@taaza/domain";
import { useSession } from "../features/auth/hooks/use-session.ts";
import { useAuthPanel } from "../features/auth/hooks/use-auth-panel.ts";
import { useProducts } from "../features/catalog/api/get-products.ts";
import { ProductGrid, ProductGridSkeleton } from "../features/catalog/components/product-grid.tsx";
import { BasketControl } from "../features/basket/components/basket-control.tsx";
import { EmptyState, ErrorState } from "../components/ui/list-state.tsx";
import { useDocumentTitle } from "../lib/use-document-title.ts";
import "./home-page.css";

const renderBasketControl = (product: Product) => <BasketControl product={product} />;

export function HomePage() {
  useDocumentTitle();
  const session = useSession();
  const authPanel = useAuthPanel();
  const products = useProducts();

  // The public list hides archived products on the client (spec section 7).
  const shown = useMemo(() => (products.data ?? []).filter((product) => !product.isArchived), [products.data]);

  const isAdmin = session?.user.userType === "Admin";
  const signedIn = session !== null;
  const openSignIn = authPanel.open;

  const handleAdd = useCallback(
    (_product: Product) => {
      if (!signedIn) {
        toast.info(MESSAGES.cart.loginToAdd);
        openSignIn("signin");
      }
      // For a signed-in customer the basket arrives with the cart feature; ADD stays in place.
    },
    [signedIn, openSignIn],
  );

  return (
    <div className="container home">
      <section className="home__intro" aria-labelledby="home-title">
        <h1 id="home-title" className="home__title">
          Fresh fish &amp; meat, delivered
        </h1>
        <p className="home__lede">Cleaned, cut and weighed to the gram, at your door across Maharashtra.</p>
      </section>

      <section className="home__section" aria-labelledby="catalog-title">
        <h2 id="catalog-title" className="home__section-title">
          Today&apos;s catch
        </h2>
        {products.isPending ? (
          <ProductGridSkeleton />
        ) : products.isError ? (
          <ErrorState
            message="We couldn't load the products. Please check your connection and try again."
            onRetry={() => void products.refetch()}
          />
        ) : shown.length === 0 ? (
          <EmptyState>{MESSAGES.list.noProducts}</EmptyState>
        ) : (
          <ProductGrid products={shown} showAdd={!isAdmin} onAdd={handleAdd} renderAction={renderBasketControl} />
        )}
      </section>
    </div>
  );
}
