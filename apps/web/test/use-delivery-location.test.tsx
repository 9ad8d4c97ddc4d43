import { renderHook, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { savePincode } from "../src/hooks/use-chosen-pincode.ts";
import { useDeliveryLocation } from "../src/hooks/use-delivery-location.ts";
import { server } from "./msw-server.ts";
import { queryWrapper } from "./query-wrapper.tsx";

const PINCODES = [
  { _id: "p1", pincode: 400050, name: "Bandra West, Mumbai", deliveryCharges: 19, status: true },
  { _id: "p2", pincode: 410206, name: "Panvel", deliveryCharges: 49, status: false },
];

afterEach(() => window.localStorage.clear());

describe("where the shopper said they are", () => {
  it("knows nothing before a choice and asks the server nothing", () => {
    let asked = false;
    server.use(
      http.get("*/api/pincodes", () => {
        asked = true;
        return HttpResponse.json(PINCODES);
      }),
    );
    const { result } = renderHook(() => useDeliveryLocation(), queryWrapper());
    expect(result.current).toEqual({ pincode: null, area: null, served: null });
    expect(asked).toBe(false);
  });

  it("names the area of a served pincode, and says a disabled or unknown one is not served", async () => {
    server.use(http.get("*/api/pincodes", () => HttpResponse.json(PINCODES)));
    savePincode("400050");
    const { result } = renderHook(() => useDeliveryLocation(), queryWrapper());
    await waitFor(() => expect(result.current).toEqual({ pincode: "400050", area: "Bandra West, Mumbai", served: true }));

    savePincode("410206");
    await waitFor(() => expect(result.current).toEqual({ pincode: "410206", area: null, served: false }));
    savePincode("110001");
    await waitFor(() => expect(result.current.served).toBe(false));
  });
});
