import { useMemo } from "react";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { toast } from "../../../lib/toast.ts";
import { type CartLine, type Product, type ProductVariant } from "@taaza/domain";
import { ApiError } from "../../../lib/api-client.ts";
import { currentUserQueryKey, getUser, type CurrentUser } from "../../../hooks/use-current-user.ts";
import { useSession } from "../../../hooks/use-session.ts";
import { removeCartLine } from "../api/remove-cart-line.ts";
import { setCartQuantity } from "../api/set-cart-quantity.ts";
import { t, type Message } from "../../../lib/i18n/i18n.ts";
import { basketText } from "../../../lib/i18n/messages/basket.ts";

type CartChange = {
  userId: string;
  /** How the basket looks at once, before the server answers. */
  optimistic: (cart: CartLine[]) => CartLine[];
  send: () => Promise<CurrentUser>;
  failure: Message;
  /** Only a brand-new line earns the "Updated the cart" toast (spec section 4). */
  addsLine: boolean;
};

// Changes go to the server one after another, in the order they were made: "set 2" then "set 3"
// must not arrive the other way round. The screen does not wait for them.
let queue: Promise<unknown> = Promise.resolve();
let latestChange = 0;

async function applyChange(client: QueryClient, change: CartChange): Promise<void> {
  const key = currentUserQueryKey(change.userId);
  const changeId = ++latestChange;
  // A refetch already on its way would bring back the basket from before this change.
  await client.cancelQueries({ queryKey: key });
  const before = client.getQueryData<CurrentUser>(key);
  if (before) client.setQueryData<CurrentUser>(key, { ...before, cart: change.optimistic(before.cart) });

  const sent = queue.then(change.send);
  queue = sent.catch(() => undefined);
  try {
    const user = await sent;
    // A newer change is still on its way: its answer, not this one, is the basket to show.
    if (changeId === latestChange) client.setQueryData(key, user);
    if (change.addsLine) toast.success(t(basketText.updated));
  } catch (error) {
    const reason = error instanceof ApiError ? error.serverMessage : null;
    toast.error(t(change.failure), reason ? { description: reason } : undefined);
    if (changeId === latestChange) {
      if (before) client.setQueryData(key, before);
      void client.invalidateQueries({ queryKey: key });
    }
  }
}

/** The variant a line or an ADD is about: the one chosen, else the product's default. */
export function variantOf(product: Product, variant?: ProductVariant): ProductVariant | undefined {
  return variant ?? product.variants?.[0];
}

/** Is this line the product in this variant (a line of a product without variants: any line of it)? */
export function isLineOf(line: CartLine, product: Product, variant: ProductVariant | undefined): boolean {
  return line.productId._id === product._id && (!variant || !line.variant || line.variant._id === variant._id);
}

function withQuantity(cart: CartLine[], product: Product, variant: ProductVariant | undefined, quantity: number): CartLine[] {
  if (quantity <= 0) return cart.filter((line) => !isLineOf(line, product, variant));
  if (cart.some((line) => isLineOf(line, product, variant))) {
    return cart.map((line) => (isLineOf(line, product, variant) ? { ...line, quantity } : line));
  }
  if (!variant) return cart;
  return [...cart, { _id: `pending-${variant._id}`, productId: product, quantity, available: true, variant }];
}

/** Basket changes that show at once and are rolled back, with the spec's toast, if the server refuses. */
export function useBasketActions() {
  const client = useQueryClient();
  const userId = useSession()?.user._id ?? null;

  return useMemo(
    () => ({
      /**
       * Sets a product's quantity in a variant (the default when not given): 1 from ADD, ±1 from
       * the stepper; 0 or less removes the line.
       */
      setQuantity(product: Product, quantity: number, chosen?: ProductVariant) {
        if (!userId) return Promise.resolve();
        const variant = variantOf(product, chosen);
        const cart = client.getQueryData<CurrentUser>(currentUserQueryKey(userId))?.cart ?? [];
        const isNew = !cart.some((line) => isLineOf(line, product, variant));
        return applyChange(client, {
          userId,
          optimistic: (current) => withQuantity(current, product, variant, quantity),
          send: () => setCartQuantity(userId, product._id, variant?._id ?? null, quantity),
          failure: quantity <= 0 ? basketText.removeFailed : basketText.updateFailed,
          addsLine: isNew && quantity > 0,
        });
      },
      /**
       * ADD finished after the sign-in it started: the product goes in unless the basket the
       * person already had holds it (then it stays as it was, never lowered).
       */
      async addAfterSignIn(signedInUserId: string, product: Product, chosen?: ProductVariant) {
        const variant = variantOf(product, chosen);
        const user = await client.fetchQuery({
          queryKey: currentUserQueryKey(signedInUserId),
          queryFn: ({ signal }) => getUser(signedInUserId, signal),
        });
        if (user.cart.some((line) => isLineOf(line, product, variant))) return;
        return applyChange(client, {
          userId: signedInUserId,
          optimistic: (current) => withQuantity(current, product, variant, 1),
          send: () => setCartQuantity(signedInUserId, product._id, variant?._id ?? null, 1),
          failure: basketText.updateFailed,
          addsLine: true,
        });
      },
      /** Takes a whole line out, e.g. one whose product can no longer be bought. */
      removeLine(line: CartLine) {
        if (!userId) return Promise.resolve();
        return applyChange(client, {
          userId,
          optimistic: (current) => current.filter((other) => other._id !== line._id),
          send: () => removeCartLine(userId, line._id),
          failure: basketText.removeFailed,
          addsLine: false,
        });
      },
    }),
    [client, userId],
  );
}
