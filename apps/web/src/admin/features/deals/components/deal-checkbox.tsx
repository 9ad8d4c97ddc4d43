import { useState } from "react";
import { toast } from "../../../../lib/toast.ts";
import { type Product, DEAL_MESSAGES } from "@taaza/domain";
import { ApiError } from "../../../../lib/api-client.ts";
import { useToggleDeal } from "../api/deals.ts";

type DealCheckboxProps = {
  product: Product;
  /** The deal's id when this product is a deal of the day. */
  dealId: string | null;
  /** While the list of deals is still loading, the box cannot be trusted yet. */
  disabled: boolean;
};

/** Deal of the Day: checking adds the product to the (at most 4) deals, unchecking removes it. */
export function DealCheckbox({ product, dealId, disabled }: DealCheckboxProps) {
  const toggle = useToggleDeal();
  // While the change is on its way the box already shows it (set in the click itself, so the
  // box never flickers back); a refusal puts it back once the deals are read again.
  const [wanted, setWanted] = useState<boolean | null>(null);
  const checked = wanted ?? dealId !== null;
  return (
    <label className="admin-check deal-checkbox">
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled || toggle.isPending}
        onChange={(event) => {
          setWanted(event.target.checked);
          toggle.mutate(
            { productId: product._id, dealId },
            {
              // Spec: a failed add or remove says the limit; a more precise server reason wins.
              onError: (error) => toast.error(error instanceof ApiError && error.serverMessage ? error.serverMessage : DEAL_MESSAGES.limit),
              onSettled: () => setWanted(null),
            },
          );
        }}
      />
      <span>
        Deal of the Day<span className="visually-hidden">: {product.name}</span>
      </span>
    </label>
  );
}
