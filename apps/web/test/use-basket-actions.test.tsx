import { act, renderHook, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { toast } from "../src/lib/toast.ts";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { MESSAGES, type PublicUser } from "@taaza/domain";
import { useBasketActions } from "../src/features/basket/hooks/use-basket-actions.ts";
import { currentUserQueryKey } from "../src/hooks/use-current-user.ts";
import { saveSession } from "../src/lib/session-store.ts";
import { buildCartLine, buildProduct, buildSession, buildUser } from "./factories.ts";
import { server } from "./msw-server.ts";
import { deferred, queryWrapper } from "./query-wrapper.tsx";

vi.mock("../src/lib/toast.ts", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const pomfret = buildProduct({ name: "Pomfret" });
const prawns = buildProduct({ name: "Prawns" });

function setUp(user: PublicUser) {
  saveSession(buildSession(user));
  const { client, wrapper } = queryWrapper();
  client.setQueryData(currentUserQueryKey(user._id), user);
  const { result } = renderHook(() => useBasketActions(), { wrapper });
  const basket = () => client.getQueryData<PublicUser>(currentUserQueryKey(user._id))?.cart;
  const invalidate = vi.spyOn(client, "invalidateQueries");
  return { actions: result, basket, invalidate };
}

describe("basket actions", () => {
  beforeEach(() => {
    vi.mocked(toast.success).mockClear();
    vi.mocked(toast.error).mockClear();
  });

  it("show a new quantity at once, then the server's basket", async () => {
    const line = buildCartLine({ productId: pomfret, quantity: 1 });
    const user = buildUser({ cart: [line] });
    const answer = deferred();
    const saved = { ...user, cart: [{ ...line, _id: "line-from-server", quantity: 3 }] };
    server.use(
      http.post(`/api/users/${user._id}/cart`, async ({ request }) => {
        expect(await request.json()).toEqual({ productId: pomfret._id, variantId: pomfret.variants[0]!._id, quantity: 3 });
        await answer.promise;
        return HttpResponse.json(saved);
      }),
    );
    const { actions, basket } = setUp(user);

    let change: Promise<void> = Promise.resolve();
    act(() => {
      change = actions.current.setQuantity(pomfret, 3);
    });
    await waitFor(() => expect(basket()?.[0]?.quantity).toBe(3));
    expect(basket()?.[0]?._id).toBe(line._id);

    answer.release();
    await act(() => change);
    expect(basket()).toEqual(saved.cart);
    // Changing a line already in the basket is quiet; only a new line says "Updated the cart".
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("roll a refused change back and say why", async () => {
    const line = buildCartLine({ productId: pomfret, quantity: 2 });
    const user = buildUser({ cart: [line] });
    const refusal = deferred();
    server.use(
      http.post(`/api/users/${user._id}/cart`, async () => {
        await refusal.promise;
        return HttpResponse.json({ error: "Only 2 left today" }, { status: 400 });
      }),
    );
    const { actions, basket, invalidate } = setUp(user);

    let change: Promise<void> = Promise.resolve();
    act(() => {
      change = actions.current.setQuantity(pomfret, 5);
    });
    await waitFor(() => expect(basket()?.[0]?.quantity).toBe(5));
    refusal.release();
    await act(() => change);

    expect(basket()).toEqual([line]);
    expect(toast.error).toHaveBeenCalledWith(MESSAGES.cart.updateFailed, { description: "Only 2 left today" });
    // The basket is read again from the server afterwards, in case it changed meanwhile.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: currentUserQueryKey(user._id) });
  });

  it("add a new line at once and confirm it with the spec's toast", async () => {
    const user = buildUser({ cart: [] });
    const answer = deferred();
    server.use(
      http.post(`/api/users/${user._id}/cart`, async () => {
        await answer.promise;
        return HttpResponse.json({ ...user, cart: [buildCartLine({ productId: prawns, quantity: 1 })] });
      }),
    );
    const { actions, basket } = setUp(user);

    let change: Promise<void> = Promise.resolve();
    act(() => {
      change = actions.current.setQuantity(prawns, 1);
    });
    await waitFor(() => expect(basket()).toHaveLength(1));
    expect(basket()?.[0]).toMatchObject({ _id: `pending-${prawns.variants[0]!._id}`, quantity: 1, available: true });

    answer.release();
    await act(() => change);
    expect(toast.success).toHaveBeenCalledWith(MESSAGES.cart.updated);
  });

  it("send quick changes one after another and keep the last answer", async () => {
    const line = buildCartLine({ productId: pomfret, quantity: 1 });
    const user = buildUser({ cart: [line] });
    const firstAnswer = deferred();
    const arrived: number[] = [];
    server.use(
      http.post(`/api/users/${user._id}/cart`, async ({ request }) => {
        const { quantity } = (await request.json()) as { quantity: number };
        arrived.push(quantity);
        if (quantity === 2) await firstAnswer.promise;
        return HttpResponse.json({ ...user, cart: [{ ...line, quantity }] });
      }),
    );
    const { actions, basket } = setUp(user);

    let changes: Promise<unknown> = Promise.resolve();
    act(() => {
      changes = Promise.all([actions.current.setQuantity(pomfret, 2), actions.current.setQuantity(pomfret, 3)]);
    });
    await waitFor(() => expect(basket()?.[0]?.quantity).toBe(3));
    // "set 3" waits for "set 2" to be answered: the server never sees them the other way round.
    expect(arrived).toEqual([2]);

    firstAnswer.release();
    await act(() => changes);
    expect(arrived).toEqual([2, 3]);
    expect(basket()?.[0]?.quantity).toBe(3);
  });

  it("remove a line the customer can no longer buy, and put it back if the server refuses", async () => {
    const kept = buildCartLine({ productId: pomfret });
    const gone = buildCartLine({ productId: prawns, available: false });
    const user = buildUser({ cart: [kept, gone] });
    const refusal = deferred();
    server.use(
      http.delete(`/api/users/${user._id}/cart/${gone._id}`, async () => {
        await refusal.promise;
        return HttpResponse.json({ error: "Try again" }, { status: 500 });
      }),
    );
    const { actions, basket } = setUp(user);

    let removing: Promise<void> = Promise.resolve();
    act(() => {
      removing = actions.current.removeLine(gone);
    });
    await waitFor(() => expect(basket()).toEqual([kept]));
    refusal.release();
    await act(() => removing);

    expect(basket()).toEqual([kept, gone]);
    expect(toast.error).toHaveBeenCalledWith(MESSAGES.cart.removeFailed, { description: "Try again" });
  });
});
