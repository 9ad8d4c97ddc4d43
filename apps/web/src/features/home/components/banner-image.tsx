import { Link } from "react-router";
import { imageSrcSet, uploadUrl, type Creative } from "@taaza/domain";
import { BANNER_SIZES, MOBILE_BANNERS } from "../banner-layout.ts";

/**
 * The first banner is the page's largest paint: fetched at once and first; the rest lazily.
 * With a link the whole banner is the link, named by the alt text staff wrote for it. With `art`
 * the picture holds a phone's banner and a wider screen's, and the browser picks one by
 * MOBILE_BANNERS (the page drawn on the server does not know the screen).
 */
export function BannerImage({ banner, first, art }: { banner: Creative; first: boolean; art?: { mobile: Creative; desktop: Creative } }) {
  const shown = art ? art.desktop : banner;
  const srcSet = imageSrcSet(shown.media);
  const [width, height] = dimensions(shown);
  const image = (
    <img
      className="banner-slider__image"
      src={uploadUrl(shown.media)}
      srcSet={srcSet || undefined}
      sizes={srcSet ? BANNER_SIZES : undefined}
      width={width}
      height={height}
      // The server always sends alt text ("" for a banner that only decorates).
      alt={banner.alt}
      loading={first ? "eager" : "lazy"}
      fetchPriority={first ? "high" : "low"}
      decoding={first ? "sync" : "async"}
    />
  );
  const drawn = art ? (
    <picture>
      <source
        media={MOBILE_BANNERS}
        srcSet={imageSrcSet(art.mobile.media) || uploadUrl(art.mobile.media)}
        sizes={BANNER_SIZES}
        width={dimensions(art.mobile)[0]}
        height={dimensions(art.mobile)[1]}
      />
      {image}
    </picture>
  ) : (
    image
  );
  return banner.link ? (
    // Styled as `.banner-slider__slide > a` (no class name: this file is in the first download).
    // The carousel cancels native drags itself, so a mouse swipe moves it, never the link.
    <Link to={banner.link}>{drawn}</Link>
  ) : (
    drawn
  );
}

function dimensions(banner: Creative): [number, number] {
  return banner.tag === "mobile" ? [800, 1000] : [1600, 600];
}
