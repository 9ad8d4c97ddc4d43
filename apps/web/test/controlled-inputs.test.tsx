import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PaymentMethod } from "../src/features/checkout/components/payment-method.tsx";
import LocationPopup from "../src/features/location/components/location-popup.tsx";
import { toast } from "../src/lib/toast.ts";
import { server } from "./msw-server.ts";
import { queryWrapper } from "./query-wrapper.tsx";

// An input whose handler refuses what the reader did: React put such a controlled input back to
// its props, Preact (which runs the app) leaves it as the reader left it unless the code does.
describe("inputs that refuse what the reader did", () => {
  // Restored even when an assertion fails, so a failure here cannot leave toast mocked for the rest.
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("Cash on Delivery says it is not serviceable and Online stays chosen, by tap or by arrow key", async () => {
    const refused = vi.spyOn(toast, "error").mockImplementation(() => "");
    const user = userEvent.setup();
    render(<PaymentMethod />);
    const online = screen.getByRole<HTMLInputElement>("radio", { name: /Online/ });
    const cod = screen.getByRole<HTMLInputElement>("radio", { name: /Cash on Delivery/ });

    await user.click(cod);
    expect(refused).toHaveBeenCalledTimes(1);
    expect(online.checked).toBe(true);
    expect(cod.checked).toBe(false);

    online.focus();
    await user.keyboard("{ArrowDown}");
    // The arrow key reached Cash on Delivery and was refused too, not merely ignored.
    expect(refused).toHaveBeenCalledTimes(2);
    expect(online.checked).toBe(true);
    expect(cod.checked).toBe(false);
  });

  it("the pincode field keeps only the digits typed", async () => {
    server.use(http.get("*/api/pincodes", () => HttpResponse.json([])));
    const user = userEvent.setup();
    const { wrapper } = queryWrapper();
    render(<LocationPopup onClose={() => undefined} />, { wrapper });
    const field = screen.getByRole<HTMLInputElement>("textbox");
    await user.type(field, "40a0-01");
    expect(field.value).toBe("40001");
    // The last key refused, with nothing else to draw again: the field must still drop it.
    await user.type(field, "x");
    expect(field.value).toBe("40001");
  });
});
