import { useEffect, useMemo, useRef, type ReactNode } from "react";
import { Link, useLocation, useParams } from "react-router";
import { effectivePrice, formatPricePerGram, formatPricePerKg, formatRupees, hasSale, type Product } from "@taaza/domain";
import { useHydrated } from "../hooks/use-hydrated.ts";
import { HydrateLater } from "../lib/hydrate-later.tsx";
import { useSession } from "../hooks/use-session.ts";
import { useAuthPanel } from "../hooks/use-auth-panel.ts";
import { BasketControl } from "../features/basket/components/basket-control.tsx";
import { BasketLineTotal } from "../features/basket/components/basket-line-total.tsx";
import { isMissingProduct, useProduct } from "../features/catalog/api/get-product.ts";
import { useProducts } from "../features/catalog/api/get-products.ts";
import { categoryCopy } from "../features/catalog/category-copy.ts";
import { priceNote } from "../features/catalog/weight-copy.ts";
import { ProductGallery } from "../features/catalog/components/product-gallery.tsx";
import { ProductGrid, ProductGridSkeleton } from "../components/ui/product-grid.tsx";
import { ProductFacts } from "../features/catalog/components/product-facts.tsx";
import { ProductStickyBar } from "../features/catalog/components/product-sticky-bar.tsx";
import { alsoLike, otherCuts } from "../features/catalog/product-selections.ts";
import { AboutUsTeaser } from "../features/home/components/about-us-teaser.tsx";
import { ProductReviews } from "../features/reviews/components/product-reviews.tsx";
import { ReviewForm } from "../features/reviews/components/review-form.tsx";
import { ClockIcon, ScaleIcon, ShieldIcon, SnowflakeIcon } from "../components/ui/icons.tsx";
import { HydratedButton } from "../components/ui/hydrated-button.tsx";
import { ErrorState } from "../components/ui/list-state.tsx";
import { useDocumentTitle } from "../lib/use-document-title.ts";
import "./page.css";
import "./product-page.css";
import { t } from "../lib/i18n/i18n.ts";
import { catalogText } from "../lib/i18n/messages/catalog.ts";
import { browseText } from "../lib/i18n/messages/browse.ts";

const basketControl = (product: Product) => <BasketControl product={product} />;

/** Spec section 2: the weight note every product page carries. */
/** The spec's weight note, in the active language. */
export const weightNote = () => t(browseText.weightNote);

export default function ProductPage() {
  const id = useParams().id ?? "";
  const product = useProduct(id);

  if (product.isPending) return <ProductPageSkeleton />;
  if (product.isError) {
    return isMissingProduct(product.error) ? (
      <ProductNotFound />
    ) : (
      <div className="container page">
        <ErrorState message={t(browseText.productLoadFailed)} onRetry={() => void product.refetch()} />
      </div>
    );
  }
  return <ProductDetails key={product.data._id} product={product.data} />;
}

/** The review form's anchor: "Review …" links on the order page and a review sign-in land here. */
const WRITE_REVIEW = "write-review";

function goToReviewForm() {
  const target = document.getElementById(WRITE_REVIEW);
  target?.scrollIntoView({ block: "start" });
  target?.focus({ preventScroll: true });
}

function ProductDetails({ product }: { product: Product }) {
  const { hash } = useLocation();
  // Route changes scroll to the top; a link to #write-review means the form, once it is drawn.
  useEffect(() => {
    if (hash === `#${WRITE_REVIEW}`) goToReviewForm();
  }, [hash]);
  const { name, weight, price, inStock, description, note, category } = product;
  useDocumentTitle(
    name,
    `${name}, ${t(catalogText.grams, { weight })}, ${formatRupees(effectivePrice(price))}. ${description}`.slice(0, 160),
    product,
  );
  const session = useSession();
  const authPanel = useAuthPanel();
  const pays = effectivePrice(price);
  const onSale = hasSale(price);
  const copy = categoryCopy(category);
  const buyBox = useRef<HTMLDivElement>(null);

  return (
    <div className="container product-page">
      <nav aria-label={t(browseText.breadcrumb)} className="breadcrumb">
        <ol>
          <li>
            <Link to="/">{t(browseText.home)}</Link>
          </li>
          <li>
            <Link to={`/category/${encodeURIComponent(category)}`}>{copy.label}</Link>
          </li>
          <li aria-current="page">{name}</li>
        </ol>
      </nav>

      <div className="product-page__top">
        <ProductGallery name={name} images={product.images} />

        <div className="product-buy">
          {product.bestseller && <p className="product-buy__badge">{t(catalogText.bestseller)}</p>}
          <h1 className="product-buy__name">{name}</h1>
          <p className="product-buy__weight tabular">
            <span>{t(catalogText.grams, { weight })}</span>
            <span aria-hidden="true">·</span>
            <span>
              <span className="visually-hidden">{t(browseText.pricePerGram)}</span>
              {formatPricePerGram(pays, weight)}
            </span>
            <span aria-hidden="true">·</span>
            <span>
              <span className="visually-hidden">{t(browseText.pricePerKg)}</span>
              {formatPricePerKg(pays, weight)}
            </span>
          </p>
          <p className="product-buy__price tabular">
            <span className="product-buy__sale">{formatRupees(pays)}</span>
            {onSale && (
              <>
                <s className="product-buy__default">
                  <span className="visually-hidden">{t(catalogText.regularPrice)}</span>
                  {formatRupees(price.default)}
                </s>
                <span className="product-buy__off">
                  {t(catalogText.percentOff, { percent: Math.round((1 - pays / price.default) * 100) })}
                </span>
              </>
            )}
          </p>

          <div className="product-buy__action" ref={buyBox}>
            {inStock ? (
              <BasketControl product={product} />
            ) : (
              <p className="product-buy__stock" role="status">
                {t(catalogText.outOfStock)}
                <span className="product-buy__stock-hint">{t(browseText.soldOutToday)}</span>
              </p>
            )}
          </div>
          <div className="product-buy__line-total">
            <BasketLineTotal product={product} />
          </div>

          <ProductFacts product={product} />
          <p className="product-buy__note">
            <span className="product-buy__note-line">{weightNote()}</span>
            <span className="product-buy__note-line">{priceNote(product)}</span>
          </p>

          <ul className="product-buy__promises" role="list">
            <li>
              <ClockIcon /> {t(browseText.promiseDelivery)}
            </li>
            <li>
              <ScaleIcon /> {t(browseText.promiseCut)}
            </li>
            <li>
              <SnowflakeIcon /> {t(browseText.promiseCold)}
            </li>
            <li>
              <ShieldIcon /> {t(browseText.promiseReturn)}
            </li>
          </ul>
        </div>
      </div>

      {/* Below the first screen: hydrated in tasks of their own after the rest (HydrateLater). */}
      <HydrateLater>
        <div className="product-page__info">
          <ProductSection id="product-description" title={t(browseText.description)} className="product-info">
            <p className="product-info__text">{description}</p>
          </ProductSection>
          <ProductSection id="product-storage" title={t(browseText.storage)} className="product-info">
            <p className="product-info__text">{note}</p>
          </ProductSection>
        </div>
      </HydrateLater>

      <HydrateLater>
        <OtherCutsSection product={product} />
      </HydrateLater>

      <HydrateLater>
        <ProductSection id="reviews" title={t(browseText.reviews)} className="product-page__section product-page__reviews">
          <ProductReviews productId={product._id} />
          <div id={WRITE_REVIEW} className="product-page__write-review" tabIndex={-1}>
            {session?.user.userType === "User" ? (
              <ReviewForm productId={product._id} />
            ) : session === null ? (
              <p className="product-page__review-login">
                {t(browseText.boughtThis)}{" "}
                <HydratedButton type="button" className="link-button" onClick={() => authPanel.open("signin", goToReviewForm)}>
                  {t(browseText.signInToReview)}
                </HydratedButton>
              </p>
            ) : null}
          </div>
        </ProductSection>
      </HydrateLater>

      <HydrateLater>
        <AlsoLikeSection product={product} />
      </HydrateLater>

      <HydrateLater>
        <ProductSection id="about-taaza" title={t(browseText.aboutTaaza)}>
          <AboutUsTeaser />
        </ProductSection>
      </HydrateLater>

      {/* Hidden until the buy box scrolls away: its ADD can hydrate a task later. */}
      {session?.user.userType !== "Admin" && (
        <HydrateLater>
          <ProductStickyBar product={product} watch={buyBox} action={basketControl(product)} />
        </HydrateLater>
      )}
    </div>
  );
}

// The shelves below the product (other cuts, you may also like) are picked from the whole
// catalog, which is not drawn on the server: its 40 kB would double the page's HTML. They are
// placeholders there and fill in once the page is hydrated (docs/decisions/017). Each shelf waits
// for that itself: were the page to, all of it would draw again then.

function OtherCutsSection({ product }: { product: Product }) {
  const catalog = useProducts({ enabled: useHydrated() });
  const cuts = useMemo(() => otherCuts(catalog.data ?? [], product), [catalog.data, product]);
  if (!catalog.isPending && cuts.length === 0) return null;
  return (
    <ProductSection id="other-cuts" title={t(browseText.otherCuts, { tag: product.productTag })}>
      {catalog.isPending ? (
        <ProductGridSkeleton count={4} layout="rail" />
      ) : (
        <ProductGrid products={cuts} renderAction={basketControl} layout="rail" />
      )}
    </ProductSection>
  );
}

function AlsoLikeSection({ product }: { product: Product }) {
  const hydrated = useHydrated();
  const catalog = useProducts({ enabled: hydrated });
  const picks = useMemo(() => alsoLike(catalog.data ?? [], product), [catalog.data, product]);
  return (
    <ProductSection id="also-like" title={t(browseText.alsoLike)}>
      {/* A random pick differs between the server's HTML and the browser, so it waits for the
          browser: until hydrated the shelf keeps its place with placeholders. */}
      {catalog.isPending || !hydrated ? (
        <ProductGridSkeleton count={4} layout="rail" />
      ) : catalog.isError ? (
        <ErrorState message={t(browseText.moreLoadFailed)} onRetry={() => void catalog.refetch()} />
      ) : (
        <ProductGrid products={picks} renderAction={basketControl} layout="rail" />
      )}
    </ProductSection>
  );
}

/** A titled section below the buy box, labelled by its heading. */
function ProductSection({
  id,
  title,
  className = "product-page__section",
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id} className="product-page__heading">
        {title}
      </h2>
      {children}
    </section>
  );
}

function ProductPageSkeleton() {
  return (
    <div className="container product-page" role="status" aria-busy="true">
      <span className="visually-hidden">{t(browseText.loadingProduct)}</span>
      <div className="breadcrumb">
        <span className="skeleton product-page__skeleton-line" style={{ width: "40%" }} />
      </div>
      <div className="product-page__top" aria-hidden="true">
        <div className="skeleton product-page__skeleton-photo" />
        <div className="product-buy">
          <span className="skeleton product-page__skeleton-line" style={{ width: "80%", height: "2rem" }} />
          <span className="skeleton product-page__skeleton-line" style={{ width: "35%" }} />
          <span className="skeleton product-page__skeleton-line" style={{ width: "45%", height: "2.5rem" }} />
          <span className="skeleton product-page__skeleton-line" style={{ width: "120px", height: "44px" }} />
        </div>
      </div>
    </div>
  );
}

function ProductNotFound() {
  useDocumentTitle(t(browseText.productNotFound));
  return (
    <div className="container page page--centered">
      <p className="page__eyebrow">{t(browseText.notOnCounter)}</p>
      <h1 className="page__title">{t(browseText.cantFindProduct)}</h1>
      <p className="page__text">{t(browseText.cantFindText)}</p>
      <div className="product-page__not-found-links">
        <Link to="/" className="btn btn--primary">
          {t(browseText.seeTodaysCatch)}
        </Link>
        <Link to="/category/SeaWater" className="btn btn--secondary">
          {t(browseText.browseSeaFish)}
        </Link>
      </div>
    </div>
  );
}
