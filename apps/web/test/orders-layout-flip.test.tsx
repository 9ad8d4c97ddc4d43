import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { OrdersBrowser } from "../src/admin/features/orders/index.ts";
import { saveSession } from "../src/lib/session-store.ts";
import { buildOrder, buildSession, buildUser } from "./factories.ts";
import { server } from "./msw-server.ts";
import { queryWrapper } from "./query-wrapper.tsx";

vi.mock("../src/lib/toast.ts", () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

/** A matchMedia whose "(max-width: 450px)" answer the test sets, telling listeners when it changes. */
function controllableViewport() {
  let phone = false;
  const listeners = new Set<() => void>();
  const original = Object.getOwnPropertyDescriptor(window, "matchMedia");
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query === "(max-width: 450px)" ? phone : false;
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
  return {
    setPhone(value: boolean) {
      phone = value;
      act(() => listeners.forEach((listener) => listener()));
    },
    restore: () => {
      if (original) Object.defineProperty(window, "matchMedia", original);
    },
  };
}

describe("the staff's orders list when the viewport flips between table and cards", () => {
  let viewport: ReturnType<typeof controllableViewport> | null = null;
  afterEach(() => viewport?.restore());

  it("keeps the open order open (a full-page capture or a rotated tablet flips it for a moment)", async () => {
    saveSession(buildSession(buildUser({ userType: "Admin" }), "admin-token"));
    const order = buildOrder({ _id: "order-1", billId: "#47QBC" });
    server.use(http.get("/api/admin/orders", () => HttpResponse.json({ data: [order], total: 1, page: 1, pageSize: 15 })));
    viewport = controllableViewport();
    const { wrapper } = queryWrapper();
    render(
      <MemoryRouter initialEntries={["/admin/customer-orders"]}>
        <OrdersBrowser />
      </MemoryRouter>,
      { wrapper },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "#47QBC" }));
    expect(screen.getByRole("button", { name: "#47QBC" }).getAttribute("aria-expanded")).toBe("true");

    viewport.setPhone(true);
    viewport.setPhone(false);

    expect(screen.getByRole("button", { name: "#47QBC" }).getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("region", { name: "Refunds" })).toBeTruthy();
  });
});
