import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { NotificationSettings } from "@taaza/domain";
import { NotificationSettingsForm } from "../src/features/account/components/notification-settings-form.tsx";
import { saveSession } from "../src/lib/session-store.ts";
import { toast } from "../src/lib/toast.ts";
import { buildSession } from "./factories.ts";
import { server } from "./msw-server.ts";
import { queryWrapper } from "./query-wrapper.tsx";

vi.mock("../src/lib/toast.ts", () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

// Issue 31: My Account's push toggle subscribes this browser with the shop's VAPID key.

const settings: NotificationSettings = { whatsapp: false, sms: false, push: false, phone: "9820012345", language: "en", updatedAt: null };
const subscription = {
  endpoint: "https://push.example.test/send/abc",
  toJSON: () => ({ endpoint: "https://push.example.test/send/abc", keys: { p256dh: "BPk", auth: "c2VjcmV0" } }),
  unsubscribe: vi.fn(() => Promise.resolve(true)),
};
const subscribe = vi.fn((_options: PushSubscriptionOptionsInit) => Promise.resolve(subscription));
let permission: NotificationPermission = "granted";

beforeEach(() => {
  saveSession(buildSession());
  permission = "granted";
  subscribe.mockClear();
  vi.mocked(toast.error).mockClear();
  vi.stubGlobal("PushManager", function PushManager() {});
  vi.stubGlobal("Notification", { requestPermission: () => Promise.resolve(permission) });
  const registration = { pushManager: { getSubscription: () => Promise.resolve(null), subscribe } };
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: { register: () => Promise.resolve(registration), ready: Promise.resolve(registration) },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

function answer(sent: { path: string; body: unknown }[]) {
  server.use(
    http.get("/api/messages/push/key", () =>
      HttpResponse.json({ publicKey: "BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U" }),
    ),
    http.get("/api/users/u1/notifications", () => HttpResponse.json(settings)),
    http.put("/api/users/u1", () => HttpResponse.json({})),
    http.post("/api/users/u1/push-subscriptions", async ({ request }) => {
      sent.push({ path: "subscription", body: await request.json() });
      return HttpResponse.json({ message: "ok" }, { status: 201 });
    }),
    http.put("/api/users/u1/notifications", async ({ request }) => {
      sent.push({ path: "notifications", body: await request.json() });
      return HttpResponse.json({ ...settings, push: true });
    }),
  );
}

describe("push notifications on My Account", () => {
  it("ticking it asks the browser, subscribes with the shop's key, saves the subscription, then opts in", async () => {
    const sent: { path: string; body: unknown }[] = [];
    answer(sent);
    const { wrapper } = queryWrapper();
    render(<NotificationSettingsForm userId="u1" />, { wrapper });
    await userEvent.click(await screen.findByRole("checkbox", { name: "Show order updates as notifications in this browser" }));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(sent.map((s) => s.path)).toEqual(["subscription", "notifications"]));
    expect(subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    expect(subscribe.mock.calls[0]![0].applicationServerKey).toHaveLength(65);
    expect(sent[0]!.body).toEqual({ endpoint: "https://push.example.test/send/abc", keys: { p256dh: "BPk", auth: "c2VjcmV0" } });
    expect(sent[1]!.body).toMatchObject({ push: true });
  });

  it("when the browser blocks notifications, nothing is saved and the customer is told how to allow them", async () => {
    permission = "denied";
    const sent: { path: string; body: unknown }[] = [];
    answer(sent);
    const { wrapper } = queryWrapper();
    render(<NotificationSettingsForm userId="u1" />, { wrapper });
    await userEvent.click(await screen.findByRole("checkbox", { name: "Show order updates as notifications in this browser" }));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(expect.stringContaining("Notifications are blocked")));
    expect(sent).toEqual([]);
    expect(subscribe).not.toHaveBeenCalled();
  });
});
