import { useId, useState, type FormEvent } from "react";
import { toast } from "../../../../lib/toast.ts";
import { FLASH_DEAL_MESSAGES, formatIndiaDateTime, indiaTime, nextIndiaMidnight } from "@taaza/domain";
import { ErrorState } from "../../../../components/ui/list-state.tsx";
import { reportFailure } from "../../../lib/report-error.ts";
import { useAdminFlashDeals, useDealCandidates, useSetFlashDeal } from "../api/flash-deals.ts";
import "./flash-deals-panel.css";

/** "2026-11-24T00:00" for a datetime-local input, in India time. */
function indiaLocalInput(instant: Date): string {
  const { date, hour, minute } = indiaTime(instant);
  return `${date}T${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
}

/**
 * Staff choose which discounted products are on the home page's Flash Deals and until when
 * (India time). The home page counts down to that end and hides the section when none runs.
 */
export function FlashDealsPanel() {
  const deals = useAdminFlashDeals();
  const candidates = useDealCandidates();
  const setDeal = useSetFlashDeal();
  const productId = useId();
  const endsId = useId();
  const [product, setProduct] = useState("");
  const [endsAt, setEndsAt] = useState(() => indiaLocalInput(nextIndiaMidnight(new Date())));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!product) return toast.error("Choose a product for the flash deal");
    if (!endsAt) return toast.error(FLASH_DEAL_MESSAGES.endsAt);
    setDeal.mutate(
      { productId: product, endsAt: `${endsAt}:00+05:30` },
      {
        onSuccess: () => toast.success(FLASH_DEAL_MESSAGES.saved),
        onError: (error) => reportFailure("Error saving the flash deal", error),
      },
    );
  };

  return (
    <section className="flash-deals-panel" aria-labelledby={`${productId}-title`}>
      <h2 id={`${productId}-title`} className="flash-deals-panel__title">
        Flash deals
      </h2>
      {deals.isError ? (
        <ErrorState message="We couldn't load the flash deals." onRetry={() => void deals.refetch()} />
      ) : deals.data && deals.data.length === 0 ? (
        <p className="flash-deals-panel__empty">No flash deal is running: the home page hides the section.</p>
      ) : (
        <ul className="flash-deals-panel__list" aria-busy={deals.isPending}>
          {deals.data?.map((deal) => (
            <li key={deal.product._id} className="flash-deals-panel__row">
              <span>{deal.product.name}</span>
              <span className="tabular">until {formatIndiaDateTime(deal.endsAt)} IST</span>
              <button
                type="button"
                className="btn btn--secondary"
                disabled={setDeal.isPending}
                onClick={() =>
                  setDeal.mutate(
                    { productId: deal.product._id, endsAt: null },
                    {
                      onSuccess: () => toast.success(FLASH_DEAL_MESSAGES.removed),
                      onError: (error) => reportFailure("Error removing the flash deal", error),
                    },
                  )
                }
              >
                Remove<span className="visually-hidden"> {deal.product.name} from the flash deals</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="flash-deals-panel__form" onSubmit={submit}>
        <label htmlFor={productId}>Discounted product</label>
        <select id={productId} value={product} onChange={(event) => setProduct(event.target.value)}>
          <option value="">Choose a product…</option>
          {candidates.data?.map((p) => (
            <option key={p._id} value={p._id}>
              {p.name}
            </option>
          ))}
        </select>
        <label htmlFor={endsId}>Ends at (India time)</label>
        <input id={endsId} type="datetime-local" value={endsAt} onChange={(event) => setEndsAt(event.target.value)} required />
        <button type="submit" className="btn btn--primary" disabled={setDeal.isPending}>
          Put on flash deal
        </button>
      </form>
    </section>
  );
}
