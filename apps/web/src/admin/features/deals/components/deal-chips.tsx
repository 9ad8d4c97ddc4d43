import { toast } from "../../../../lib/toast.ts";
import { type Deal, DEAL_MESSAGES } from "@taaza/domain";
import { CloseIcon } from "../../../../components/ui/icons.tsx";
import { ApiError } from "../../../../lib/api-client.ts";
import { useToggleDeal } from "../api/deals.ts";

export const DEAL_LIMIT = 4;

/** The current deals of the day at a glance, each removable without hunting for it in the list. */
export function DealChips({ deals }: { deals: Deal[] }) {
  const toggle = useToggleDeal();
  return (
    <div className="deal-chips">
      <p className="deal-chips__title tabular">
        Deals of the day: {deals.length} of {DEAL_LIMIT}
      </p>
      {deals.length > 0 && (
        <ul className="deal-chips__list">
          {deals.map((deal) => (
            <li key={deal._id} className="deal-chip">
              <span>{deal.product.name}</span>
              <button
                type="button"
                className="deal-chip__remove"
                aria-label={`Remove ${deal.product.name} from the deals of the day`}
                disabled={toggle.isPending}
                onClick={() =>
                  toggle.mutate(
                    { productId: deal.product._id, dealId: deal._id },
                    {
                      onError: (error) =>
                        toast.error(error instanceof ApiError && error.serverMessage ? error.serverMessage : DEAL_MESSAGES.limit),
                    },
                  )
                }
              >
                <CloseIcon />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
