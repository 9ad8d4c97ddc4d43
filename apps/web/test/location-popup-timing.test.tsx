import { act, render } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { savePincode } from "../src/hooks/use-chosen-pincode.ts";
import { AUTO_OPEN_MS, LocationPopupProvider } from "../src/features/location/components/location-popup-provider.tsx";
import { queryWrapper } from "./query-wrapper.tsx";

// The popup's own screen is not what is tested here: only whether the shop decided to ask.
vi.mock("../src/features/location/components/location-popup.tsx", () => ({ default: () => <div role="dialog">asked</div> }));

const ASKED_KEY = "taaza-location-asked";

function visit() {
  const { wrapper } = queryWrapper();
  return render(
    <MemoryRouter initialEntries={["/"]}>
      <LocationPopupProvider>
        <p>home</p>
      </LocationPopupProvider>
    </MemoryRouter>,
    { wrapper },
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  window.sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the location popup's first-visit timing (spec: 8 seconds)", () => {
  it("asks a visitor who has never chosen a pincode, after 8 seconds", async () => {
    visit();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(AUTO_OPEN_MS - 1);
    });
    expect(window.sessionStorage.getItem(ASKED_KEY)).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(window.sessionStorage.getItem(ASKED_KEY)).toBe("1");
  });

  it("does not interrupt a returning customer who chose a pincode before", async () => {
    savePincode("400050");
    visit();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(AUTO_OPEN_MS * 3);
    });
    expect(window.sessionStorage.getItem(ASKED_KEY)).toBeNull();
  });
});
