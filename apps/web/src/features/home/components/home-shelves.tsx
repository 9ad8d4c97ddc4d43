import { lazy, Suspense, useCallback, type ReactNode } from "react";
import { LIST_MESSAGES, type Product } from "@taaza/domain";
import { EmptyState, ErrorState } from "../../../components/ui/list-state.tsx";
import { ProductGrid, ProductGridSkeleton } from "../../../components/ui/product-grid.tsx";
import { SectionBoundary } from "../../../components/ui/section-boundary.tsx";
import { useBestSellers } from "../../../hooks/use-best-sellers.ts";
import { useHydrated } from "../../../hooks/use-hydrated.ts";
import { useTodaysCatch } from "../../../hooks/use-stock-levels.ts";
import { HydrateLater } from "../../../lib/hydrate-later.tsx";
import { HydrateWhenNear } from "../../../lib/hydrate-when-near.tsx";
import { useDeals } from "../api/get-deals.ts";
import { useFlashDeals } from "../api/get-flash-deals.ts";
import { Countdown } from "./countdown.tsx";
import "./home-view.css";
import { t } from "../../../lib/i18n/i18n.ts";
import { homeText } from "../../../lib/i18n/messages/home.ts";

// The last section, far below the fold: it arrives after the first screen, in its reserved space.
const AboutUsTeaser = lazy(() => import("../../../components/ui/about-us-teaser.tsx").then((m) => ({ default: m.AboutUsTeaser })));

type RenderAction = (product: Product) => ReactNode;

type HomeShelvesProps = {
  /** "Shop by category": the catalog's tiles. */
  categories: ReactNode;
  /** "Shop by price": the catalog's price bands. */
  priceBands: ReactNode;
  /** ADD or the basket stepper on every shelf's cards. */
  renderAction: RenderAction;
};

/**
 * Everything on the home page below its banners: its shelves and tiles, each a section that fails
 * alone and a Suspense boundary React hydrates on its own, at once (HydrateLater) or, below the
 * first screen, once it comes near the view (HydrateWhenNear). A lazy module of its own
 * (pages/home-shelves.tsx), so the first download holds only the banner's code; while a server-drawn
 * page hydrates, these stay as drawn until their code is in (docs/decisions/022-react-everywhere.md).
 */
export function HomeShelves({ categories, priceBands, renderAction }: HomeShelvesProps) {
  const products = useBestSellers();

  return (
    <>
      {/* Hydrated in a task of its own after the rest of the page (HydrateLater). */}
      <HydrateLater>
        <HomeSection id="shop-by-category" title={t(homeText.shopByCategory)}>
          {categories}
        </HomeSection>
      </HydrateLater>

      {/* Below the first screen: each hydrated once it comes near the view (HydrateWhenNear). */}
      <HomeSection farBelow id="best-sellers" title={t(homeText.bestSellers)} lede={t(homeText.bestSellersLede)}>
        <ProductShelf
          products={products.data}
          failed={products.isError}
          fetching={products.isFetching}
          onRetry={() => void products.refetch()}
          placeholders={5}
          renderAction={renderAction}
        />
      </HomeSection>

      {/* Today's catch and the flash deals are not drawn by the server: they are asked for once
          this group comes near the view, and appear under the price bands. */}
      <HydrateWhenNear as="div" className="home__group">
        <HomeSection farBelow id="shop-by-price" title={t(homeText.shopByPrice)} gated={false}>
          {priceBands}
        </HomeSection>
        <TodaysCatchSection renderAction={renderAction} />
        <FlashDealsSection renderAction={renderAction} />
      </HydrateWhenNear>

      <DealOfTheDaySection renderAction={renderAction} />

      <HomeSection farBelow id="about-us" title={t(homeText.aboutUs)}>
        <Suspense fallback={<div className="home__about-placeholder" aria-busy="true" />}>
          <AboutUsTeaser />
        </Suspense>
      </HomeSection>
    </>
  );
}

// The shelves far below the first screen are not drawn on the server: the page's HTML and the
// state it carries stay small enough to arrive in one round trip (docs/decisions/017), and they
// are asked for once the page is hydrated, in their reserved space (skeletons) below the fold.
// Each section waits for that itself: were the page to, all of it would draw again then.

/** Only while staff have a deal running, with its discounted products and its real end. */
function FlashDealsSection({ renderAction }: { renderAction: RenderAction }) {
  const flash = useFlashDeals({ enabled: useHydrated() });
  const { refetch } = flash;
  // At zero the deal is over: ask again, and the section goes when the server says so.
  const ended = useCallback(() => void refetch(), [refetch]);
  if (!flash.data?.endsAt || flash.data.products.length === 0) return null;
  return (
    <HomeSection
      id="flash-deals"
      title={t(homeText.flashDeals)}
      aside={<Countdown key={flash.data.endsAt} endsAt={flash.data.endsAt} label={t(homeText.endsIn)} onEnd={ended} />}
    >
      <ProductGrid products={flash.data.products} renderAction={renderAction} layout="rail" />
    </HomeSection>
  );
}

/** Only when staff stocked something for today: what came in this morning. */
function TodaysCatchSection({ renderAction }: { renderAction: RenderAction }) {
  const shelf = useTodaysCatch();
  if (!shelf.data || shelf.data.length === 0) return null;
  return (
    <HomeSection id="todays-catch" title={t(homeText.todaysCatch)} lede={t(homeText.todaysCatchLede)}>
      <ProductGrid products={shelf.data} renderAction={renderAction} layout="rail" />
    </HomeSection>
  );
}

function DealOfTheDaySection({ renderAction }: { renderAction: RenderAction }) {
  return (
    <HomeSection farBelow id="deal-of-the-day" title={t(homeText.dealOfTheDay)} lede={t(homeText.dealLede)}>
      <DealsShelf renderAction={renderAction} />
    </HomeSection>
  );
}

/** Asked for once hydrated: with its section, once that comes near the view. */
function DealsShelf({ renderAction }: { renderAction: RenderAction }) {
  const deals = useDeals({ enabled: useHydrated() });
  return (
    <ProductShelf
      products={deals.data?.map((deal) => deal.product)}
      failed={deals.isError}
      fetching={deals.isFetching}
      onRetry={() => void deals.refetch()}
      placeholders={4}
      renderAction={renderAction}
    />
  );
}

/** A shelf's products once they are in; until then its placeholders, or the error with a retry. */
function ProductShelf({
  products,
  failed,
  fetching,
  onRetry,
  placeholders,
  renderAction,
}: {
  products: Product[] | undefined;
  failed: boolean;
  /** Being asked for now; until then (far below the view) the placeholders stand still. */
  fetching: boolean;
  onRetry: () => void;
  placeholders: number;
  renderAction: RenderAction;
}) {
  if (products) {
    return products.length === 0 ? (
      <EmptyState>{LIST_MESSAGES.noProducts}</EmptyState>
    ) : (
      <ProductGrid products={products} renderAction={renderAction} layout="rail" />
    );
  }
  return failed ? (
    <ErrorState message={t(homeText.loadFailed)} onRetry={onRetry} />
  ) : (
    <ProductGridSkeleton count={placeholders} layout="rail" still={!fetching} />
  );
}

/**
 * A titled section of the home page; what it holds fails alone, under its title. One far below
 * the first screen is hydrated once it comes near the view (HydrateWhenNear) unless the group
 * around it already is (`gated={false}`).
 */
function HomeSection({
  id,
  title,
  lede,
  aside,
  farBelow,
  gated = true,
  children,
}: {
  id: string;
  title: string;
  lede?: string;
  aside?: ReactNode;
  farBelow?: boolean;
  gated?: boolean;
  children: ReactNode;
}) {
  const headingId = `${id}-title`;
  const content = (
    <>
      <div className="home__section-head">
        <div>
          <h2 id={headingId} className="home__section-title">
            {title}
          </h2>
          {lede && <p className="home__section-lede">{lede}</p>}
        </div>
        {aside}
      </div>
      <SectionBoundary>{children}</SectionBoundary>
    </>
  );
  const frame = {
    className: farBelow ? "container home__section home__section--far" : "container home__section",
    "aria-labelledby": headingId,
  };
  return farBelow && gated ? (
    <HydrateWhenNear as="section" {...frame}>
      {content}
    </HydrateWhenNear>
  ) : (
    <section {...frame}>{content}</section>
  );
}
