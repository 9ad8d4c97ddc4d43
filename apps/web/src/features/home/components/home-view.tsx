import type { ReactNode } from "react";
import { SectionBoundary } from "../../../components/ui/section-boundary.tsx";
import { BannerSlider } from "./banner-slider.tsx";
import "./home-view.css";
import { t } from "../../../lib/i18n/i18n.ts";
import { homeText } from "../../../lib/i18n/messages/home.ts";

/**
 * The home page: its banners, then its shelves (`shelves`: HomeShelves, which the page loads
 * lazily so the first download is the first screen's code only).
 */
export function HomeView({ shelves }: { shelves: ReactNode }) {
  return (
    <div className="home">
      <h1 className="visually-hidden">{t(homeText.heading)}</h1>
      <div className="container">
        <SectionBoundary>
          <BannerSlider />
        </SectionBoundary>
      </div>
      {shelves}
    </div>
  );
}
