import { Link } from "react-router";
import { imageSrcSet, uploadUrl, type Creative } from "@taaza/domain";
import { BANNER_SIZES } from "../banner-layout.ts";

/**
 * The first banner is the page's largest paint: fetched at once and first; the rest lazily.
 * With a link the whole banner is the link, named by the alt text staff wrote for it.
 */
export function BannerImage({ banner, first }: { banner: Creative; first: boolean }) {
  const srcSet = imageSrcSet(banner.media);
  const [width, height] = banner.tag === "mobile" ? [800, 1000] : [1600, 600];
  const image = (
    <img
      className="banner-slider__image"
      src={uploadUrl(banner.media)}
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
  return banner.link ? (
    // Styled as `.banner-slider__slide > a` (no class name: this file is in the first download).
    // The carousel cancels native drags itself, so a mouse swipe moves it, never the link.
    <Link to={banner.link}>
      {image}
    </Link>
  ) : (
    image
  );
}
