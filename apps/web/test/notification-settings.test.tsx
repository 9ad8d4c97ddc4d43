import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { MemoryRouter } from "react-router";
import { rupeesToPaise, type NotificationSettings } from "@taaza/domain";
import { optInWhatsappAtCheckout } from "../src/features/checkout/api/opt-in-whatsapp.ts";
import { PaymentStep } from "../src/features/checkout/components/payment-step.tsx";
import { NotificationSettingsForm } from "../src/features/account/components/notification-settings-form.tsx";
import { saveSession } from "../src/lib/session-store.ts";
import { toast } from "../src/lib/toast.ts";
import { buildSession } from "./factories.ts";
import { server } from "./msw-server.ts";
import { queryWrapper } from "./query-wrapper.tsx";

vi.mock("../src/lib/toast.ts", () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const settings: NotificationSettings = { whatsapp: false, sms: false, push: false, phone: "9820012345", language: "en", updatedAt: null };

describe("order updates on My Account", () => {
  beforeEach(() => {
    saveSession(buildSession());
    vi.mocked(toast.success).mockClear();
    vi.mocked(toast.error).mockClear();
  });

  it("opts in to WhatsApp for the number shown, keeping the language on the account first", async () => {
    const sent: { path: string; body: unknown }[] = [];
    server.use(
      http.get("/api/users/u1/notifications", () => HttpResponse.json(settings)),
      http.put("/api/users/u1", async ({ request }) => {
        sent.push({ path: "profile", body: await request.json() });
        return HttpResponse.json({});
      }),
      http.put("/api/users/u1/notifications", async ({ request }) => {
        sent.push({ path: "notifications", body: await request.json() });
        return HttpResponse.json({ ...settings, whatsapp: true, updatedAt: "2026-11-27T03:00:00.000Z" });
      }),
    );
    const { wrapper } = queryWrapper();
    render(<NotificationSettingsForm userId="u1" />, { wrapper });
    const whatsapp = await screen.findByRole<HTMLInputElement>("checkbox", { name: "Send order updates on WhatsApp" });
    expect(whatsapp.checked).toBe(false);
    expect(screen.getByRole<HTMLInputElement>("textbox", { name: "Mobile number" }).value).toBe("9820012345");
    await userEvent.click(whatsapp);
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Order updates saved"));
    expect(sent).toEqual([
      { path: "profile", body: { language: "en" } },
      { path: "notifications", body: { whatsapp: true, sms: false, push: false, phone: "9820012345" } },
    ]);
  });

  it("shows the server's reason when the number is refused", async () => {
    server.use(
      http.get("/api/users/u1/notifications", () => HttpResponse.json({ ...settings, phone: null })),
      http.put("/api/users/u1", () => HttpResponse.json({})),
      http.put("/api/users/u1/notifications", () =>
        HttpResponse.json({ error: "Phone number must be exactly 10 digits", code: "notification.phoneDigits" }, { status: 400 }),
      ),
    );
    const { wrapper } = queryWrapper();
    render(<NotificationSettingsForm userId="u1" />, { wrapper });
    await userEvent.click(await screen.findByRole("checkbox", { name: "Send order updates by SMS" }));
    await userEvent.type(screen.getByRole("textbox", { name: "Mobile number" }), "12345");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
  });

  it("says so when the settings cannot be loaded", async () => {
    server.use(http.get("/api/users/u1/notifications", () => HttpResponse.json({ error: "down" }, { status: 500 })));
    const { wrapper } = queryWrapper();
    render(<NotificationSettingsForm userId="u1" />, { wrapper });
    expect((await screen.findByRole("alert")).textContent).toContain("We couldn't load your order updates");
  });
});

describe("WhatsApp updates at checkout", () => {
  beforeEach(() => saveSession(buildSession()));

  it("offers the address's number masked, unticked, and records the opt-in from checkout keeping the other channels", async () => {
    const onWanted = vi.fn();
    render(
      <MemoryRouter>
        <PaymentStep
          totalPaise={rupeesToPaise(949)}
          delivery={null}
          failure={null}
          busy={false}
          blocked={false}
          onEnter={() => undefined}
          onPay={() => undefined}
          whatsappPhone="9820012345"
          whatsappWanted={false}
          onWhatsappWanted={onWanted}
        />
      </MemoryRouter>,
    );
    const box = screen.getByRole<HTMLInputElement>("checkbox", { name: "Send order updates on WhatsApp to 98xxxxxx45" });
    expect(box.checked).toBe(false);
    await userEvent.click(box);
    expect(onWanted).toHaveBeenCalledWith(true);

    let put: unknown = null;
    server.use(
      http.get("/api/users/u1/notifications", () => HttpResponse.json({ ...settings, sms: true })),
      http.put("/api/users/u1/notifications", async ({ request }) => {
        put = await request.json();
        return HttpResponse.json({ ...settings, whatsapp: true, sms: true });
      }),
    );
    await optInWhatsappAtCheckout("u1", "9820012345");
    expect(put).toEqual({ whatsapp: true, sms: true, push: false, phone: "9820012345", source: "checkout" });
  });
});
