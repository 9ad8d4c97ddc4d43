import { toast } from "sonner";
import { MESSAGES, type Product } from "@taaza/domain";
import { useAuthPanel } from "../../auth/hooks/use-auth-panel.ts";
import { useSession } from "../../auth/hooks/use-session.ts";

/**
 * PLACEHOLDER until the basket feature lands (its branch replaces this file): the ADD button a
 * product card or page shows for an in-stock product. Admins get nothing (spec section 2); a
 * visitor is asked to log in; a signed-in customer's ADD does nothing yet.
 */
export function BasketControl({ product }: { product: Product }) {
  const session = useSession();
  const authPanel = useAuthPanel();
  if (session?.user.userType === "Admin") return null;

  const add = () => {
    if (!session) {
      toast.info(MESSAGES.cart.loginToAdd);
      authPanel.open("signin");
    }
  };

  return (
    <button type="button" className="btn btn--accent product-card__add" aria-label={`Add ${product.name} to basket`} onClick={add}>
      ADD
    </button>
  );
}
