import { useMemo, useRef, useState, type ReactNode, type RefObject } from "react";
import { Link } from "react-router";
import {
  asVariant,
  effectivePrice,
  findVariant,
  pricePerGramAmount,
  pricePerKgAmount,
  formatRupees,
  hasSale,
  type Product,
  type ProductVariant,
} from "@taaza/domain";
import { useHydrated } from "../../../hooks/use-hydrated.ts";
import { useNearView } from "../../../hooks/use-near-view.ts";
import { useSession } from "../../../hooks/use-session.ts";
import { HydrateLater } from "../../../lib/hydrate-later.tsx";
import { HydrateWhenNear } from "../../../lib/hydrate-when-near.tsx";
import { ClockIcon, ScaleIcon, ShieldIcon, SnowflakeIcon } from "../../../components/ui/icons.tsx";
import { ErrorState } from "../../../components/ui/list-state.tsx";
import { stockNoteOf } from "../../../components/ui/product-card.tsx";
import { ProductGrid, ProductGridSkeleton } from "../../../components/ui/product-grid.tsx";
import { useStockLevel } from "../../../hooks/use-stock-levels.ts";
import { SectionBoundary } from "../../../components/ui/section-boundary.tsx";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { isMissingProduct, useProduct } from "../api/get-product.ts";
import { useProducts } from "../api/get-products.ts";
import { categoryCopy } from "../category-copy.ts";
import { alsoLike, otherCuts } from "../product-selections.ts";
import { priceNote } from "../weight-copy.ts";
import { ProductFacts } from "./product-facts.tsx";
import { ProductGallery } from "./product-gallery.tsx";
import { ProductStickyBar } from "./product-sticky-bar.tsx";
import { VariantOptions } from "./variant-options.tsx";
import "./product-view.css";
import { t } from "../../../lib/i18n/i18n.ts";
import { catalogText } from "../../../lib/i18n/messages/catalog.ts";
import { browseText } from "../../../lib/i18n/messages/browse.ts";
import { localName, localWords } from "../../../lib/i18n/product-words.ts";

/** What the product page puts into the parts other features draw. */
export type ProductViewProps = {
  id: string;
  /** ADD or the basket stepper (for the chosen variant), in the buy box, the sticky bar and the shelves' cards. */
  renderAction: (product: Product, variant?: ProductVariant) => ReactNode;
  /** Under the price: what this product (in the chosen variant) comes to in the basket. */
  renderLineTotal: (product: Product, variant?: ProductVariant) => ReactNode;
  /** The reviews section's body: the product's reviews and the customer's own. */
  renderReviews: (product: Product) => ReactNode;
  /**
   * "About Taaza" at the foot of the page. Handed in rather than imported here: the home page
   * loads the same teaser lazily, and a static path to it from the first download's modules
   * (through this feature's index.ts) would split it into a chunk of its own without a manifest
   * entry, and the server could no longer link its stylesheet (entry-server.tsx, LAZY_PAGES).
   */
  about: ReactNode;
};

/** /product/{id}: the product (or its skeleton, not-found or error state) with everything below it. */
export function ProductView({ id, ...parts }: ProductViewProps) {
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
  return <ProductDetails key={product.data._id} product={product.data} {...parts} />;
}

function ProductDetails({
  product,
  renderAction,
  renderLineTotal,
  renderReviews,
  about,
}: { product: Product } & Omit<ProductViewProps, "id">) {
  const { weight, price, category } = product;
  const { name, description, note } = localWords(product);
  useDocumentTitle(
    name,
    `${name}, ${t(catalogText.grams, { weight })}, ${formatRupees(effectivePrice(price))}. ${description}`.slice(0, 160),
    product,
  );
  const session = useSession();
  const copy = categoryCopy(category);
  const buyBox = useRef<HTMLDivElement>(null);
  // The cut and pack chosen: the default variant until the customer picks another.
  const variants = product.variants ?? [];
  const [variantId, setVariantId] = useState(variants[0]?._id);
  const chosen = findVariant(variants, variantId) ?? variants[0];
  const shown = asVariant(product, chosen);

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
        {/* A Suspense boundary of its own: React hydrates the gallery apart from the buy box. */}
        <HydrateLater>
          <SectionBoundary>
            <ProductGallery name={name} images={product.images} />
          </SectionBoundary>
        </HydrateLater>
        <SectionBoundary>
          <BuyBox
            product={shown}
            buyBox={buyBox}
            options={chosen && <VariantOptions variants={variants} chosen={chosen} onChoose={(v) => setVariantId(v._id)} />}
            action={renderAction(product, chosen)}
            lineTotal={renderLineTotal(product, chosen)}
          />
        </SectionBoundary>
      </div>

      {/* Below the first screen: each a Suspense boundary React hydrates on its own, the words
          once they come near the view (HydrateWhenNear), the shelves at once (HydrateLater: they
          ask for their products ahead of the view). */}
      <HydrateWhenNear as="div" className="product-page__info">
        <ProductSection id="product-description" title={t(browseText.description)} className="product-info">
          <p className="product-info__text">{description}</p>
        </ProductSection>
        <ProductSection id="product-storage" title={t(browseText.storage)} className="product-info">
          <p className="product-info__text">{note}</p>
        </ProductSection>
      </HydrateWhenNear>

      <HydrateLater>
        <OtherCutsSection product={product} renderAction={renderAction} />
      </HydrateLater>

      <HydrateWhenNear as="div">
        <ProductSection id="reviews" title={t(browseText.reviews)} className="product-page__section product-page__reviews">
          {renderReviews(product)}
        </ProductSection>
      </HydrateWhenNear>

      <HydrateLater>
        <AlsoLikeSection product={product} renderAction={renderAction} />
      </HydrateLater>

      <HydrateWhenNear as="div">
        <ProductSection id="about-taaza" title={t(browseText.aboutTaaza)}>
          {about}
        </ProductSection>
      </HydrateWhenNear>

      {/* Hidden until the buy box scrolls away: its ADD can hydrate a task later. */}
      {session?.user.userType !== "Admin" && (
        <HydrateLater>
          <ProductStickyBar product={shown} watch={buyBox} action={renderAction(product, chosen)} />
        </HydrateLater>
      )}
    </div>
  );
}

/** The name, weight and prices, ADD (or sold out), the facts and the shop's promises. */
function BuyBox({
  product,
  buyBox,
  options,
  action,
  lineTotal,
}: {
  product: Product;
  buyBox: RefObject<HTMLDivElement | null>;
  /** The preparation and pack to choose, when there is a choice. */
  options: ReactNode;
  action: ReactNode;
  lineTotal: ReactNode;
}) {
  const { weight, price, inStock } = product;
  const name = localName(product);
  const stockNote = stockNoteOf(useStockLevel(product._id));
  const pays = effectivePrice(price);
  const onSale = hasSale(price);
  return (
    <div className="product-buy">
      {product.bestseller && <p className="product-buy__badge">{t(catalogText.bestseller)}</p>}
      <h1 className="product-buy__name">{name}</h1>
      <p className="product-buy__weight tabular">
        <span>{t(catalogText.grams, { weight })}</span>
        <span aria-hidden="true">·</span>
        <span>
          <span className="visually-hidden">{t(browseText.pricePerGram)}</span>
          {t(browseText.perGram, { price: pricePerGramAmount(pays, weight) })}
        </span>
        <span aria-hidden="true">·</span>
        <span>
          <span className="visually-hidden">{t(browseText.pricePerKg)}</span>
          {t(browseText.perKg, { price: pricePerKgAmount(pays, weight) })}
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
            <span className="product-buy__off">{t(catalogText.percentOff, { percent: Math.round((1 - pays / price.default) * 100) })}</span>
          </>
        )}
      </p>

      {options}
      {inStock && stockNote && (
        <p className={`product-card__stock-note product-card__stock-note--${stockNote.level}`} role="status">
          {stockNote.text}
        </p>
      )}
      <div className="product-buy__action" ref={buyBox}>
        {inStock ? (
          action
        ) : (
          <p className="product-buy__stock" role="status">
            {t(catalogText.outOfStock)}
            <span className="product-buy__stock-hint">{t(browseText.soldOutToday)}</span>
          </p>
        )}
      </div>
      <div className="product-buy__line-total">{lineTotal}</div>

      <ProductFacts product={product} />
      <p className="product-buy__note">
        {/* Spec section 2: the weight note every product page carries. */}
        <span className="product-buy__note-line">{t(browseText.weightNote)}</span>
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
  );
}

// The shelves below the product (other cuts, you may also like) are picked from the whole
// catalog, which is not drawn on the server: its 40 kB would double the page's HTML. They are
// placeholders there and fill in once the page is hydrated and the shelf comes near the view
// (docs/decisions/017): a visitor who reads only the buy box never downloads, reads and draws the
// catalog and its photos while the page starts. Each shelf waits for that itself: were the page
// to, all of it would draw again then.

type ShelfProps = { product: Product; renderAction: (product: Product) => ReactNode };

/** The whole catalog a shelf picks from, asked for once the page is hydrated and the shelf near. */
function useShelfCatalog() {
  const hydrated = useHydrated();
  const [shelf, near] = useNearView<HTMLElement>();
  return { shelf, hydrated, catalog: useProducts({ enabled: hydrated && near }) };
}

function OtherCutsSection({ product, renderAction }: ShelfProps) {
  const { shelf, catalog } = useShelfCatalog();
  const cuts = useMemo(() => otherCuts(catalog.data ?? [], product), [catalog.data, product]);
  if (!catalog.isPending && cuts.length === 0) return null;
  return (
    <ProductSection id="other-cuts" title={t(browseText.otherCuts, { tag: product.productTag })} sectionRef={shelf}>
      {catalog.isPending ? (
        <ProductGridSkeleton count={4} layout="rail" still={!catalog.isFetching} />
      ) : (
        <ProductGrid products={cuts} renderAction={renderAction} layout="rail" />
      )}
    </ProductSection>
  );
}

function AlsoLikeSection({ product, renderAction }: ShelfProps) {
  const { shelf, hydrated, catalog } = useShelfCatalog();
  const picks = useMemo(() => alsoLike(catalog.data ?? [], product), [catalog.data, product]);
  return (
    <ProductSection id="also-like" title={t(browseText.alsoLike)} sectionRef={shelf}>
      {/* A random pick differs between the server's HTML and the browser, so it waits for the
          browser: until hydrated the shelf keeps its place with placeholders. */}
      {catalog.isPending || !hydrated ? (
        <ProductGridSkeleton count={4} layout="rail" still={!catalog.isFetching} />
      ) : catalog.isError ? (
        <ErrorState message={t(browseText.moreLoadFailed)} onRetry={() => void catalog.refetch()} />
      ) : (
        <ProductGrid products={picks} renderAction={renderAction} layout="rail" />
      )}
    </ProductSection>
  );
}

/** A titled section below the buy box, labelled by its heading; what it holds fails alone. */
function ProductSection({
  id,
  title,
  className = "product-page__section",
  sectionRef,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  sectionRef?: (element: HTMLElement | null) => void;
  children: ReactNode;
}) {
  return (
    <section className={className} aria-labelledby={id} ref={sectionRef}>
      <h2 id={id} className="product-page__heading">
        {title}
      </h2>
      <SectionBoundary>{children}</SectionBoundary>
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
