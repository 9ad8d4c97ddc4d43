import { lazy, Suspense } from "react";
import { creativesFor, type Creative } from "@taaza/domain";
import { useHydrated } from "../../../hooks/use-hydrated.ts";
import { useMediaQuery } from "../../../hooks/use-media-query.ts";
import { useCreatives } from "../api/get-creatives.ts";
import { MOBILE_BANNERS } from "../banner-layout.ts";
import { BannerImage } from "./banner-image.tsx";
import "./banner-slider.css";
import { activeLocale, t } from "../../../lib/i18n/i18n.ts";
import { homeText } from "../../../lib/i18n/messages/home.ts";

// The carousel library is not needed to show the first banner, so it arrives in its own chunk
// right after; until then the first banner stands alone in the same frame.
const BannerCarousel = lazy(() => import("./banner-carousel.tsx"));

/**
 * The home page's banners in the reader's language: the first one at once, the slider as soon as
 * its code arrives.
 */
export function BannerSlider() {
  const { data, isPending } = useCreatives();
  // The reader's language's banners, else the every-language ones (the tree remounts on a switch).
  const creatives = data && creativesFor(data, activeLocale());
  const isPhone = useMediaQuery(MOBILE_BANNERS);
  // Until hydrated the screen is unknown (the server drew the page): the first banner of each
  // group stands in one <picture>, and the browser picks by the media query.
  const hydrated = useHydrated();
  const tag = isPhone ? "mobile" : "desktop";
  const banners = pickGroup(creatives ?? [], tag);
  const first = banners[0];
  const firsts = { mobile: pickGroup(creatives ?? [], "mobile")[0], desktop: pickGroup(creatives ?? [], "desktop")[0] };

  return (
    <section className="banner-slider" aria-roledescription="carousel" aria-label={t(homeText.offers)}>
      {!first ? (
        // Loading (a skeleton) or no banners: the empty frame keeps the space either way.
        <div className={isPending ? "banner-slider__frame skeleton" : "banner-slider__frame"} />
      ) : !hydrated || banners.length === 1 ? (
        <StaticBanner firsts={firsts} tag={tag} />
      ) : (
        <Suspense fallback={<StaticBanner firsts={firsts} tag={tag} />}>
          <BannerCarousel key={tag} banners={banners} />
        </Suspense>
      )}
    </section>
  );
}

/** The group for this screen, or the other one if this one is empty (better than a gap). */
function pickGroup(creatives: readonly Creative[], tag: Creative["tag"]): Creative[] {
  const group = creatives.filter((c) => c.tag === tag);
  return group.length > 0 ? group : creatives.filter((c) => c.tag !== tag);
}

// One slide filling the frame: the same picture in the same place as the carousel's first slide,
// without its viewport and track (this file is in the first download). It holds both groups'
// first banners, so a phone shows its own before React knows it is one; the link is this
// screen's (the desktop one until hydrated).
function StaticBanner({ firsts, tag }: { firsts: Record<Creative["tag"], Creative | undefined>; tag: Creative["tag"] }) {
  const desktop = firsts.desktop ?? firsts.mobile;
  const mobile = firsts.mobile ?? firsts.desktop;
  if (!desktop || !mobile) return null;
  return (
    <div className="banner-slider__frame">
      <div className="banner-slider__slide">
        <BannerImage banner={tag === "mobile" ? mobile : desktop} first art={{ mobile, desktop }} />
      </div>
    </div>
  );
}
