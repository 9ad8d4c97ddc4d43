import { useCallback } from "react";
import { useAuthPanel } from "../../../hooks/use-auth-panel.ts";
import { useSession } from "../../../hooks/use-session.ts";
import { openBasketPanel } from "../basket-panel-store.ts";
import { preloadBasketPanel } from "../components/load-basket-panel.ts";

/** Opens the basket side panel; a visitor has no basket, so they are asked to sign in instead. */
export function useOpenBasket(): () => void {
  const signedIn = useSession() !== null;
  const authPanel = useAuthPanel();
  return useCallback(() => {
    if (!signedIn) {
      authPanel.open("signin");
      return;
    }
    preloadBasketPanel();
    openBasketPanel();
  }, [signedIn, authPanel]);
}
