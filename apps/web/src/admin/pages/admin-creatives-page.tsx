import { ErrorState } from "../../components/ui/list-state.tsx";
import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { useCreatives } from "../features/creatives/api/creatives.ts";
import { CreativeGroup } from "../features/creatives/components/creative-group.tsx";
import "../features/creatives/components/creatives.css";

export default function AdminCreativesPage() {
  useDocumentTitle("Creatives");
  const creatives = useCreatives();

  return (
    <div className="admin-page">
      <div>
        <h1 className="admin-page__title">Creatives</h1>
        <p className="admin-muted">The home page banner. Each group holds up to 4 images.</p>
      </div>
      {creatives.isPending ? (
        <div className="creatives" role="status">
          <span className="visually-hidden">Loading…</span>
          <div className="skeleton creatives__skeleton" />
          <div className="skeleton creatives__skeleton" />
        </div>
      ) : creatives.isError ? (
        <ErrorState message="We couldn't load the banner images." onRetry={() => void creatives.refetch()} />
      ) : (
        <div className="creatives">
          <CreativeGroup
            tag="desktop"
            title="Desktop/Tablet"
            hint="Shown on screens wider than 480px. Wide images work best (about 8:3): 1600 × 600 px recommended."
            creatives={creatives.data.filter((c) => c.tag === "desktop")}
          />
          <CreativeGroup
            tag="mobile"
            title="Mobile"
            hint="Shown on phones, 480px wide or less. Square or tall images work best (4:5): 800 × 1000 px recommended."
            creatives={creatives.data.filter((c) => c.tag === "mobile")}
          />
        </div>
      )}
    </div>
  );
}
