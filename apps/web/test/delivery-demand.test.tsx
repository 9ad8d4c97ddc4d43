import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEMAND_MESSAGES, type Pincode } from "@taaza/domain";
import LocationPopup, { CLOSE_AFTER_MS } from "../src/features/location/components/location-popup.tsx";
import { server } from "./msw-server.ts";
import { queryWrapper } from "./query-wrapper.tsx";

const fort: Pincode = { _id: "p1", pincode: 400001, name: "Fort", deliveryCharges: 0, status: true };

// Real time moves on (requests, React's scheduling); the test moves it further at will.
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

function openPopup() {
  const onClose = vi.fn();
  server.use(http.get("/api/pincodes", () => HttpResponse.json([fort])));
  const { wrapper } = queryWrapper();
  render(<LocationPopup onClose={onClose} />, { wrapper });
  return { onClose, user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }) };
}

async function chooseUnserved(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole("button", { name: "Continue" });
  await user.type(screen.getByPlaceholderText("Enter your city's PINCODE"), "421301");
  await user.click(screen.getByRole("button", { name: "Continue" }));
  await screen.findByText("Sorry! We do not serve in your city yet.");
  return screen.findByRole("form", { name: "Tell me when you deliver here" });
}

describe("Tell me when you deliver here (issue 33)", () => {
  it("offers the form for an unserved pincode, refuses a contact that is neither email nor mobile, then sends it", async () => {
    const sent: unknown[] = [];
    const { onClose, user } = openPopup();
    server.use(
      http.post("/api/pincode-demand", async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ message: DEMAND_MESSAGES.recorded });
      }),
    );
    await chooseUnserved(user);
    const contact = screen.getByLabelText("Email or 10-digit mobile number");

    await user.type(contact, "98200");
    await user.click(screen.getByRole("button", { name: "Notify me" }));
    expect(screen.getByRole("alert").textContent).toBe("Please enter an email address or a 10-digit mobile number");
    expect(sent).toEqual([]);

    await user.clear(contact);
    await user.type(contact, "98200 12345");
    await user.click(screen.getByRole("button", { name: "Notify me" }));
    expect(await screen.findByText("Thank you. We will tell you when we start delivering to 421301.")).toBeTruthy();
    expect(sent).toEqual([{ pincode: "421301", contact: "98200 12345" }]);
    // The visitor is typing: the popup's 2-second close waits for them.
    await act(() => vi.advanceTimersByTimeAsync(CLOSE_AFTER_MS * 3));
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows the server's refusal next to the field", async () => {
    const { user } = openPopup();
    server.use(
      http.post("/api/pincode-demand", () =>
        HttpResponse.json({ error: DEMAND_MESSAGES.contact, code: "demand.contact" }, { status: 400 }),
      ),
    );
    await chooseUnserved(user);
    await user.type(screen.getByLabelText("Email or 10-digit mobile number"), "meena@example.in");
    await user.click(screen.getByRole("button", { name: "Notify me" }));
    expect((await screen.findByRole("alert")).textContent).toBe(DEMAND_MESSAGES.contact);
  });

  it("still closes 2 seconds after Continue when the visitor leaves the form alone (spec)", async () => {
    const { onClose, user } = openPopup();
    await chooseUnserved(user);
    expect(onClose).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(CLOSE_AFTER_MS));
    expect(onClose).toHaveBeenCalled();
  });

  it("offers nothing of the kind for a pincode the shop serves", async () => {
    const { user } = openPopup();
    await screen.findByRole("button", { name: "Continue" });
    await user.type(screen.getByPlaceholderText("Enter your city's PINCODE"), "400001");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await screen.findByText("Awesome! We serve in your city.");
    expect(screen.queryByRole("form", { name: "Tell me when you deliver here" })).toBeNull();
  });
});
