import { useCallback, useEffect, useState } from "react";
import useEmblaCarousel from "embla-carousel-react";
import type { Creative } from "@taaza/domain";
import { PauseIcon, PlayIcon } from "../../../components/ui/icons.tsx";
import { PREFERS_REDUCED_MOTION, useMediaQuery } from "../../../hooks/use-media-query.ts";
import { BannerImage } from "./banner-image.tsx";
import { t } from "../../../lib/i18n/i18n.ts";
import { homeText } from "../../../lib/i18n/messages/home.ts";

/** Spec section 9: a new banner every 3000 ms, sliding for 500 ms. */
const AUTOPLAY_MS = 3000;
// Embla's duration is a speed, not milliseconds: 20 moves a full-width slide 98% of the way in
// about 400 ms and settles it by 500 ms (measured in Chromium at 1280px).
const SLIDE_DURATION = 20;

/**
 * Swipe on touch, dots, no arrows, endless, moving on by itself every 3 seconds: not for people
 * who ask for reduced motion, and not while a mouse or keyboard focus rests on it. A pause button
 * keeps the moving content in the visitor's control.
 */
export default function BannerCarousel({ banners }: { banners: Creative[] }) {
  const reducedMotion = useMediaQuery(PREFERS_REDUCED_MOTION);
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, duration: reducedMotion ? 10 : SLIDE_DURATION });
  const [selected, setSelected] = useState(0);
  const [paused, setPaused] = useState(false);
  const [resting, setResting] = useState(false);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    onSelect();
    embla.on("select", onSelect).on("reInit", onSelect);
    return () => {
      embla.off("select", onSelect).off("reInit", onSelect);
    };
  }, [embla]);

  const autoplay = !reducedMotion && !paused && !resting;
  useEffect(() => {
    if (!embla || !autoplay) return;
    // Restarted on every change of banner (selected is a dependency), so a swipe or a dot
    // never gets followed by an automatic move a moment later.
    const timer = window.setTimeout(() => embla.scrollNext(), AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [embla, autoplay, selected]);

  const goTo = useCallback((index: number) => embla?.scrollTo(index), [embla]);

  return (
    <div
      className="banner-slider__frame"
      onPointerEnter={(event) => event.pointerType === "mouse" && setResting(true)}
      onPointerLeave={() => setResting(false)}
      onFocus={() => setResting(true)}
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && setResting(false)}
    >
      <div className="banner-slider__viewport" ref={viewportRef}>
        <div className="banner-slider__track">
          {banners.map((banner, index) => (
            <div
              key={banner._id}
              className="banner-slider__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={t(homeText.slideOf, { index: index + 1, count: banners.length })}
              aria-hidden={index !== selected}
              // A banner out of view keeps its link out of the tab order too.
              inert={index !== selected}
            >
              <BannerImage banner={banner} first={index === 0} />
            </div>
          ))}
        </div>
      </div>
      <div className="banner-slider__controls">
        {!reducedMotion && (
          <button
            type="button"
            className="banner-slider__pause"
            aria-label={paused ? t(homeText.playBanners) : t(homeText.pauseBanners)}
            onClick={() => setPaused((p) => !p)}
          >
            {paused ? <PlayIcon /> : <PauseIcon />}
          </button>
        )}
        <div className="banner-slider__dots">
          {banners.map((banner, index) => (
            <button
              key={banner._id}
              type="button"
              className="banner-slider__dot"
              aria-label={t(homeText.showBanner, { index: index + 1 })}
              aria-current={index === selected ? "true" : undefined}
              onClick={() => goTo(index)}
            >
              <span />
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
