import { act, render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, expect, it, vi } from "vitest";
import { ScrollToTop } from "../src/layouts/scroll-to-top.tsx";

afterEach(() => vi.restoreAllMocks());

// Spec section 2: a route change starts at the top. The first view does not jump: it may be a
// server-drawn page the visitor scrolled before React hydrated it, or a reload put back in place.
it("scrolls to the top on a route change, never on the first view", async () => {
  const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
  const router = createMemoryRouter([{ path: "*", element: <ScrollToTop /> }], { initialEntries: ["/category/SeaWater"] });
  render(<RouterProvider router={router} />);
  expect(scrollTo).not.toHaveBeenCalled();

  await act(() => router.navigate("/product/1"));
  expect(scrollTo).toHaveBeenCalledTimes(1);
  expect(scrollTo).toHaveBeenCalledWith(0, 0);

  // The same path with another query (a filter) is not a new route.
  await act(() => router.navigate("/product/1?lang=mr"));
  expect(scrollTo).toHaveBeenCalledTimes(1);
});
