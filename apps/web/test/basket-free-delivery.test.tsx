import { render, screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { PublicUser } from "@taaza/domain";
import BasketPanel from "../src/features/basket/components/basket-panel.tsx";
import { AuthPanelProvider } from "../src/features/auth/index.ts";
import { LocationPopupProvider } from "../src/features/location/index.ts";
import { currentUserQueryKey } from "../src/hooks/use-current-user.ts";
import { activateLocale } from "../src/lib/i18n/i18n.ts";
import { clearSession, saveSession } from "../src/lib/session-store.ts";
import { buildCartLine, buildProduct, buildSession, buildUser } from "./factories.ts";
import { server } from "./msw-server.ts";
import { queryWrapper } from "./query-wrapper.tsx";

afterEach(async () => {
  clearSession();
  window.localStorage.removeItem("pincode");
  await activateLocale("en");
});

/** The basket panel for a customer whose basket is `quantity` × a ₹499 pomfret, pincode 400001 (₹49 delivery) chosen. */
function renderBasket(quantity: number, freeDeliveryMinItemsTotal: number | null) {
  const user: PublicUser = {
    ...buildUser({ cart: [buildCartLine({ productId: buildProduct({ price: { default: 499, sale: null } }), quantity })] }),
    freeDeliveryMinItemsTotal,
  };
  saveSession(buildSession(user));
  window.localStorage.setItem("pincode", "400001");
  server.use(
    http.get("/api/pincodes", () => HttpResponse.json([{ _id: "p1", pincode: 400001, name: "Fort", deliveryCharges: 49, status: true }])),
  );
  const { client, wrapper: Wrapper } = queryWrapper();
  client.setQueryData(currentUserQueryKey(user._id), user);
  render(
    <MemoryRouter>
      <Wrapper>
        <AuthPanelProvider googleClientId={null}>
          <LocationPopupProvider>
            <BasketPanel onClose={() => undefined} />
          </LocationPopupProvider>
        </AuthPanelProvider>
      </Wrapper>
    </MemoryRouter>,
  );
}

describe("the basket and free delivery (issue 32)", () => {
  it("says how much more makes delivery free, and charges it until then", async () => {
    renderBasket(1, 999);
    expect(await screen.findByText("Add ₹500 more for free delivery")).toBeTruthy();
    expect(screen.getByText("Total").nextElementSibling?.textContent).toBe("₹548");
  });

  it("strikes the delivery charge through once the basket reaches the amount", async () => {
    renderBasket(2, 998);
    const struck = await screen.findByText("₹49", { selector: "s" });
    expect(struck.parentElement?.textContent).toContain("Free");
    expect(screen.getByText("Total").nextElementSibling?.textContent).toBe("₹998");
    expect(screen.queryByText(/more for free delivery/)).toBeNull();
  });

  it("charges delivery as before when the shop has no free-delivery offer", async () => {
    renderBasket(1, null);
    expect(await screen.findByText("Total")).toBeTruthy();
    await screen.findByText((_, element) => element?.tagName === "DD" && element.textContent === "₹49");
    expect(screen.queryByText(/more for free delivery/)).toBeNull();
  });
});
