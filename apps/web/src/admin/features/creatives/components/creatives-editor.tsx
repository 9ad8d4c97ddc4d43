import { ErrorState } from "../../../../components/ui/list-state.tsx";
import { SectionBoundary } from "../../../../components/ui/section-boundary.tsx";
import { useCreatives } from "../api/creatives.ts";
import { CreativeGroup } from "./creative-group.tsx";
import "./creatives.css";

/** The home page banner's two groups of images, desktop and mobile, each up to 4. */
export function CreativesEditor() {
  const creatives = useCreatives();

  return creatives.isPending ? (
    <div className="creatives" role="status">
      <span className="visually-hidden">Loading…</span>
      <div className="skeleton creatives__skeleton" />
      <div className="skeleton creatives__skeleton" />
    </div>
  ) : creatives.isError ? (
    <ErrorState message="We couldn't load the banner images." onRetry={() => void creatives.refetch()} />
  ) : (
    <div className="creatives">
      <SectionBoundary>
        <CreativeGroup
          tag="desktop"
          title="Desktop/Tablet"
          hint="Shown on screens wider than 480px. Wide images work best (about 8:3): 1600 × 600 px recommended."
          creatives={creatives.data.filter((c) => c.tag === "desktop")}
        />
      </SectionBoundary>
      <SectionBoundary>
        <CreativeGroup
          tag="mobile"
          title="Mobile"
          hint="Shown on phones, 480px wide or less. Square or tall images work best (4:5): 800 × 1000 px recommended."
          creatives={creatives.data.filter((c) => c.tag === "mobile")}
        />
      </SectionBoundary>
    </div>
  );
}
