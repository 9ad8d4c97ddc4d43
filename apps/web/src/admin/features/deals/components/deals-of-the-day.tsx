import { useMemo, type ReactNode } from "react";
import type { Product } from "@taaza/domain";
import { ErrorState } from "../../../../components/ui/list-state.tsx";
import { useDeals } from "../api/deals.ts";
import { DealCheckbox } from "./deal-checkbox.tsx";
import { DealChips } from "./deal-chips.tsx";
import "./deal-chips.css";

/** Quick pricing's "Deals of the day": the chips (each removable), while loading or failed their state. */
export function DealsOfTheDay() {
  const deals = useDeals();
  return (
    <section aria-label="Deals of the day" aria-live="polite">
      {deals.data ? (
        <DealChips deals={deals.data} />
      ) : deals.isError ? (
        <ErrorState message="We couldn't load the deals of the day." onRetry={() => void deals.refetch()} />
      ) : (
        <div className="skeleton deal-chips__skeleton" role="status">
          <span className="visually-hidden">Loading deals…</span>
        </div>
      )}
    </section>
  );
}

/**
 * A product's "Deal of the Day" box, for every row of a list: the deals are read once for the
 * whole list, and the boxes stay disabled until they are in.
 */
export function useDealCheckboxes(): (product: Product) => ReactNode {
  const deals = useDeals();
  const dealIdByProduct = useMemo(() => new Map((deals.data ?? []).map((deal) => [deal.product._id, deal._id])), [deals.data]);
  const ready = deals.data !== undefined;
  return (product) => <DealCheckbox product={product} dealId={dealIdByProduct.get(product._id) ?? null} disabled={!ready} />;
}
