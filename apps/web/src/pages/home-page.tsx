import { lazy, Suspense, useCallback, type ReactNode } from "react";
import { LIST_MESSAGES, type Product } from "@taaza/domain";
import { useBestSellers } from "../features/catalog/api/get-best-sellers.ts";
import { CategoryTiles } from "../features/catalog/components/category-tiles.tsx";
import { PriceBandTiles } from "../features/catalog/components/price-band-tiles.tsx";
import { ProductGrid, ProductGridSkeleton } from "../features/catalog/components/product-grid.tsx";
import { BasketControl } from "../features/basket/components/basket-control.tsx";
import { useDeals } from "../features/home/api/get-deals.ts";
import { useFlashDeals } from "../features/home/api/get-flash-deals.ts";
import { BannerSlider } from "../features/home/components/banner-slider.tsx";
import { Countdown } from "../features/home/components/countdown.tsx";
import { EmptyState, ErrorState } from "../components/ui/list-state.tsx";
import { useDocumentTitle } from "../lib/use-document-title.ts";
import { useHydrated } from "../hooks/use-hydrated.ts";
import "./home-page.css";
import { t } from "../lib/i18n/i18n.ts";
import { homeText } from "../lib/i18n/messages/home.ts";

const basketControl = (product: Product) => <BasketControl product={product} />;
// The last section, far below the fold: it arrives after the first screen, in its reserved space.
const AboutUsTeaser = lazy(() => import("../features/home/components/about-us-teaser.tsx").then((m) => ({ default: m.AboutUsTeaser })));

export function HomePage() {
  useDocumentTitle();
  const products = useBestSellers();
  // The shelves far below the first screen are not drawn on the server: the page's HTML and the
  // state it carries stay small enough to arrive in one round trip (docs/decisions/017), and they
  // are asked for once the page is hydrated, in their reserved space (skeletons) below the fold.
  const hydrated = useHydrated();
  const deals = useDeals({ enabled: hydrated });
  const flash = useFlashDeals({ enabled: hydrated });
  const { refetch: refetchFlash } = flash;
  // At zero the deal is over: ask again, and the section goes when the server says so.
  const flashEnded = useCallback(() => void refetchFlash(), [refetchFlash]);


  const productShelf = (list: Product[] | undefined, skeletonCount: number) =>
    list ? (
      list.length === 0 ? (
        <EmptyState>{LIST_MESSAGES.noProducts}</EmptyState>
      ) : (
        <ProductGrid products={list} renderAction={basketControl} layout="rail" />
      )
    ) : products.isError ? (
      <ErrorState message={t(homeText.loadFailed)} onRetry={() => void products.refetch()} />
    ) : (
      <ProductGridSkeleton count={skeletonCount} layout="rail" />
    );

  return (
    <div className="home">
      <h1 className="visually-hidden">{t(homeText.heading)}</h1>
      <div className="container">
        <BannerSlider />
      </div>

      <HomeSection id="shop-by-category" title={t(homeText.shopByCategory)}>
        <CategoryTiles />
      </HomeSection>

      <HomeSection id="best-sellers" title={t(homeText.bestSellers)} lede={t(homeText.bestSellersLede)}>
        {productShelf(products.data, 5)}
      </HomeSection>

      <HomeSection id="shop-by-price" title={t(homeText.shopByPrice)}>
        <PriceBandTiles />
      </HomeSection>

      {/* Only while staff have a deal running, with its discounted products and its real end. */}
      {flash.data?.endsAt && flash.data.products.length > 0 && (
        <HomeSection
          id="flash-deals"
          title={t(homeText.flashDeals)}
          aside={<Countdown key={flash.data.endsAt} endsAt={flash.data.endsAt} label={t(homeText.endsIn)} onEnd={flashEnded} />}
        >
          <ProductGrid products={flash.data.products} renderAction={basketControl} layout="rail" />
        </HomeSection>
      )}

      <HomeSection id="deal-of-the-day" title={t(homeText.dealOfTheDay)} lede={t(homeText.dealLede)}>
        {deals.data ? (
          deals.data.length === 0 ? (
            <EmptyState>{LIST_MESSAGES.noProducts}</EmptyState>
          ) : (
            <ProductGrid products={deals.data.map((deal) => deal.product)} renderAction={basketControl} layout="rail" />
          )
        ) : deals.isError ? (
          <ErrorState message={t(homeText.loadFailed)} onRetry={() => void deals.refetch()} />
        ) : (
          <ProductGridSkeleton count={4} layout="rail" />
        )}
      </HomeSection>

      <HomeSection id="about-us" title={t(homeText.aboutUs)}>
        <Suspense fallback={<div className="home__about-placeholder" aria-busy="true" />}>
          <AboutUsTeaser />
        </Suspense>
      </HomeSection>
    </div>
  );
}

function HomeSection({ id, title, lede, aside, children }: { id: string; title: string; lede?: string; aside?: ReactNode; children: ReactNode }) {
  const headingId = `${id}-title`;
  return (
    <section className="container home__section" aria-labelledby={headingId}>
      <div className="home__section-head">
        <div>
          <h2 id={headingId} className="home__section-title">
            {title}
          </h2>
          {lede && <p className="home__section-lede">{lede}</p>}
        </div>
        {aside}
      </div>
      {children}
    </section>
  );
}
