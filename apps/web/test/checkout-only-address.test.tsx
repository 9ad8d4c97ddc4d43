import { render, screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { Address, PublicUser } from "@taaza/domain";
import CheckoutPage from "../src/pages/checkout-page.tsx";
import { AuthPanelProvider } from "../src/features/auth/index.ts";
import { LocationPopupProvider } from "../src/features/location/index.ts";
import { currentUserQueryKey } from "../src/hooks/use-current-user.ts";
import { clearSession, saveSession } from "../src/lib/session-store.ts";
import { buildCartLine, buildProduct, buildSession, buildUser } from "./factories.ts";
import { server } from "./msw-server.ts";
import { queryWrapper } from "./query-wrapper.tsx";

afterEach(() => {
  clearSession();
  window.localStorage.removeItem("pincode");
});

const address = (overrides: Partial<Address> = {}): Address => ({
  _id: "home",
  firstName: "Asha",
  lastName: "Patil",
  address: "12 Marine Drive",
  landmark: "Near Oval Maidan",
  state: "Maharashtra",
  city: "Mumbai",
  pincode: "400001",
  phoneNo: "9820012345",
  tag: "home1",
  ...overrides,
});

/** The checkout of a customer with these saved addresses and one pomfret in the basket; 400001 is served. */
function openCheckout(addresses: Address[]) {
  const user: PublicUser = buildUser({ addresses, cart: [buildCartLine({ productId: buildProduct(), quantity: 1 })] });
  saveSession(buildSession(user));
  server.use(http.get("/api/users/:id", () => HttpResponse.json(user)));
  const { client, wrapper: Query } = queryWrapper();
  client.setQueryData(currentUserQueryKey(user._id), user);
  let pincodesAnswered = false;
  server.use(
    http.get("/api/pincodes", () => {
      pincodesAnswered = true;
      return HttpResponse.json([{ _id: "p1", pincode: 400001, name: "Fort", deliveryCharges: 49, status: true }]);
    }),
  );
  render(
    <MemoryRouter initialEntries={["/checkout"]}>
      <Query>
        <AuthPanelProvider googleClientId={null}>
          <LocationPopupProvider>
            <CheckoutPage />
          </LocationPopupProvider>
        </AuthPanelProvider>
      </Query>
    </MemoryRouter>,
  );
  /** Until the served pincodes are known and drawn: only then could the checkout move on by itself. */
  return async () => {
    await waitFor(() => expect(pincodesAnswered).toBe(true));
    await waitFor(() => expect(client.isFetching()).toBe(0));
  };
}

describe("checkout with saved addresses (issue 33)", () => {
  it("opens at the summary with the one saved address we deliver to, no tap needed", async () => {
    openCheckout([address()]);
    // Step 1 is closed on the chosen address: its "Change" shows instead of "Select Address".
    expect(await screen.findByRole("button", { name: "Change" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Select Address" })).toBeNull();
    expect(screen.getByText(/12 Marine Drive/)).toBeTruthy();
    expect(window.localStorage.getItem("pincode")).toBe("400001");
  });

  it("asks which one when there are two", async () => {
    const settled = openCheckout([address(), address({ _id: "office", tag: "office", address: "5 Nariman Point" })]);
    await settled();
    expect(screen.getByRole("button", { name: "Select Address" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Change" })).toBeNull();
  });

  it("does not go on with one address we do not deliver to", async () => {
    const settled = openCheckout([address({ pincode: "411001", city: "Pune" })]);
    await settled();
    expect(screen.getByRole("button", { name: "Select Address" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Change" })).toBeNull();
  });
});
