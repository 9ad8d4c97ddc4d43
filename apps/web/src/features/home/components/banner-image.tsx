import { imageSrcSet, uploadUrl, type Creative } from "@taaza/domain";
import { BANNER_SIZES } from "../banner-layout.ts";

/** The first banner is the page's largest paint: fetched at once and first; the rest lazily. */
export function BannerImage({ banner, first }: { banner: Creative; first: boolean }) {
  const srcSet = imageSrcSet(banner.media);
  const [width, height] = banner.tag === "mobile" ? [800, 1000] : [1600, 600];
  return (
    <img
      className="banner-slider__image"
      src={uploadUrl(banner.media)}
      srcSet={srcSet || undefined}
      sizes={srcSet ? BANNER_SIZES : undefined}
      width={width}
      height={height}
      alt=""
      loading={first ? "eager" : "lazy"}
      fetchPriority={first ? "high" : "low"}
      decoding={first ? "sync" : "async"}
      draggable={false}
    />
  );
}
