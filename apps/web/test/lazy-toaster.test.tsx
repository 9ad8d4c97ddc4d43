import { render, screen, waitFor } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { AppFrame, createQueryClient } from "../src/app.tsx";
import { loadToaster, toast } from "../src/lib/toast.ts";

afterEach(() => vi.restoreAllMocks());

it("mounts the toaster without asking the browser for the page's computed style, and shows toasts", async () => {
  // sonner, given no direction, reads getComputedStyle(<html>).direction as it mounts, which
  // makes the browser restyle what waits in that very task (a profile of a category page's load,
  // 28 Nov 2026). The shop's languages are all written left to right.
  const computed = vi.spyOn(window, "getComputedStyle");
  render(<AppFrame queryClient={createQueryClient()}>page</AppFrame>);
  await loadToaster();
  // (Not found by role: Testing Library reads computed styles itself to tell what is hidden.)
  const region = await waitFor(
    () => document.querySelector<HTMLElement>('section[aria-label^="Notifications"]') ?? Promise.reject(new Error("no toaster")),
  );
  expect(computed.mock.calls.filter(([element]) => element === document.documentElement)).toEqual([]);

  toast.success("Added to basket");
  await screen.findByText("Added to basket");
  await waitFor(() => expect(region.querySelector("ol")?.getAttribute("dir")).toBe("ltr"));
});
