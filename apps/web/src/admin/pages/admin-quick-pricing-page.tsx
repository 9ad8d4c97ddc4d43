import { SectionBoundary } from "../../components/ui/section-boundary.tsx";
import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { DealsOfTheDay, useDealCheckboxes } from "../features/deals/index.ts";
import { FlashDealsPanel } from "../features/flash-deals/index.ts";
import { QuickPricingList } from "../features/products/index.ts";

/** Today's sale prices and stock, the deals of the day and the flash deal, on one screen. */
export default function AdminQuickPricingPage() {
  useDocumentTitle("Quick pricing");
  const dealCheckbox = useDealCheckboxes();
  return (
    <div className="admin-page">
      <h1 className="admin-page__title">Quick pricing</h1>
      <SectionBoundary>
        <DealsOfTheDay />
      </SectionBoundary>
      <SectionBoundary>
        <FlashDealsPanel />
      </SectionBoundary>
      <QuickPricingList renderDeal={dealCheckbox} />
    </div>
  );
}
