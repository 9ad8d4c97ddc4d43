import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { PublicUser } from "@taaza/domain";
import { AuthPanelContext } from "../src/hooks/auth-panel-context.ts";
import { LocationPopupContext } from "../src/hooks/location-popup-context.ts";
import { saveSession } from "../src/lib/session-store.ts";
import ProductPage from "../src/pages/product-page.tsx";
import { buildCartLine, buildProduct, buildSession, buildUser, buildVariant } from "./factories.ts";
import { server } from "./msw-server.ts";
import { queryWrapper } from "./query-wrapper.tsx";

const steaks500 = buildVariant({
  label: "Steaks · 500 g",
  preparation: "Steaks",
  weight: 500,
  pieces: 6,
  price: { default: 799, sale: 699 },
});
const steaks1kg = buildVariant({
  label: "Steaks · 1 kg",
  preparation: "Steaks",
  weight: 1000,
  pieces: 12,
  price: { default: 1549, sale: 1349 },
});
const whole1kg = buildVariant({
  label: "Whole cleaned · 1 kg",
  preparation: "Whole cleaned",
  weight: 1000,
  pieces: 1,
  price: { default: 1399, sale: null },
});
const surmai = buildProduct({
  _id: "p1",
  name: "Surmai",
  weight: 500,
  pieces: 6,
  price: steaks500.price,
  variants: [steaks500, steaks1kg, whole1kg],
});

/** The product page for a signed-in customer; answers the basket writes it is sent and records their bodies. */
function openSurmai() {
  const user = buildUser();
  saveSession(buildSession(user));
  const sent: unknown[] = [];
  let current: PublicUser = user;
  server.use(
    http.get("/api/products/p1", () => HttpResponse.json(surmai)),
    http.get("/api/products", () => HttpResponse.json([surmai])),
    http.get("/api/reviews/getproductreview/p1", () =>
      HttpResponse.json({ reviews: { reviews: [], productId: { _id: "p1", name: "Surmai" } }, average: 0, count: 0 }),
    ),
    http.get(`/api/users/${user._id}`, () => HttpResponse.json(current)),
    http.post(`/api/users/${user._id}/cart`, async ({ request }) => {
      const body = (await request.json()) as { variantId: string; quantity: number };
      sent.push(body);
      const variant = surmai.variants.find((v) => v._id === body.variantId)!;
      current = { ...current, cart: [...current.cart, buildCartLine({ productId: surmai, variant, quantity: body.quantity })] };
      return HttpResponse.json(current);
    }),
  );
  const { wrapper: Query } = queryWrapper();
  render(
    <Query>
      <AuthPanelContext value={{ isOpen: false, open: vi.fn(), close: vi.fn() }}>
        <LocationPopupContext value={{ open: vi.fn() }}>
          <MemoryRouter initialEntries={["/product/p1"]}>
            <Routes>
              <Route path="product/:id" element={<ProductPage />} />
            </Routes>
          </MemoryRouter>
        </LocationPopupContext>
      </AuthPanelContext>
    </Query>,
  );
  return { sent };
}

const buyBox = () => screen.getByRole("heading", { level: 1, name: "Surmai" }).parentElement!;

describe("choosing a cut and a pack on the product page", () => {
  it("offers the preparations, then the packs of the chosen one, as radio groups with the default chosen", async () => {
    openSurmai();
    const preparation = await screen.findByRole("group", { name: "Preparation" });
    expect(
      within(preparation)
        .getAllByRole("radio")
        .map((r) => r.getAttribute("value")),
    ).toEqual(["Steaks", "Whole cleaned"]);
    expect(within(preparation).getByRole("radio", { name: "Steaks" })).toHaveProperty("checked", true);
    const pack = screen.getByRole("group", { name: "Pack" });
    expect(
      within(pack)
        .getAllByRole("radio")
        .map((r) => r.parentElement?.textContent),
    ).toEqual(["500 g · ₹699", "1 kg · ₹1,349"]);
    expect(within(pack).getByRole("radio", { name: "500 g · ₹699" })).toHaveProperty("checked", true);
  });

  it("updates the price, the price a kilo and the pieces at once when another pack or cut is chosen", async () => {
    openSurmai();
    const pack = await screen.findByRole("group", { name: "Pack" });
    expect(within(buyBox()).getByText("₹1,398/kg")).toBeTruthy();

    await userEvent.click(within(pack).getByRole("radio", { name: "1 kg · ₹1,349" }));
    expect(within(buyBox()).getByText("₹1,349/kg")).toBeTruthy();
    expect(within(buyBox()).getAllByText("₹1,349").length).toBeGreaterThan(0);
    expect(within(buyBox()).getByText("12")).toBeTruthy();

    // Another cut keeps the pack size it has (1 kg).
    await userEvent.click(screen.getByRole("radio", { name: "Whole cleaned" }));
    const packs = screen.getByRole("group", { name: "Pack" });
    expect(within(packs).getAllByRole("radio")).toHaveLength(1);
    expect(within(packs).getByRole("radio", { name: "1 kg · ₹1,399" })).toHaveProperty("checked", true);
    expect(within(buyBox()).getByText("₹1,399/kg")).toBeTruthy();
  });

  it("puts the chosen variant in the basket, by its id", async () => {
    const { sent } = openSurmai();
    await userEvent.click(await screen.findByRole("radio", { name: "1 kg · ₹1,349" }));
    const add = within(buyBox()).getByRole("button", { name: /Add Surmai/i });
    await waitFor(() => expect(add).toHaveProperty("disabled", false));
    await userEvent.click(add);
    await waitFor(() => expect(sent).toEqual([{ productId: "p1", variantId: steaks1kg._id, quantity: 1 }]));
    // The other pack is not in the basket: its ADD is still there.
    await userEvent.click(screen.getByRole("radio", { name: "500 g · ₹699" }));
    expect(within(buyBox()).getByRole("button", { name: /Add Surmai/i })).toBeTruthy();
  });
});
