import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { CARE_MESSAGES, NOTIFICATION_MESSAGES, SERVER_MESSAGES, type Consents } from "@taaza/domain";
import { DataRights } from "../src/features/account/components/data-rights.tsx";
import { readSession, saveSession } from "../src/lib/session-store.ts";
import { toast } from "../src/lib/toast.ts";
import { buildSession, buildUser } from "./factories.ts";
import { server } from "./msw-server.ts";
import { queryWrapper } from "./query-wrapper.tsx";

vi.mock("../src/lib/toast.ts", () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const user = buildUser({ hasPassword: true });

function renderRights(who = user) {
  const { wrapper } = queryWrapper();
  return render(
    <MemoryRouter>
      <DataRights user={who} />
    </MemoryRouter>,
    { wrapper },
  );
}

beforeEach(() => {
  vi.mocked(toast.success).mockClear();
  saveSession(buildSession(user));
});

describe("the customer's data rights on My Account", () => {
  it("gives marketing consent, and shows when it was given", async () => {
    let consents: Consents = { current: { marketing: false }, history: [] };
    const sent: unknown[] = [];
    server.use(
      http.get(`/api/users/${user._id}/consents`, () => HttpResponse.json(consents)),
      http.put(`/api/users/${user._id}/consents`, async ({ request }) => {
        sent.push(await request.json());
        consents = { current: { marketing: true }, history: [{ purpose: "marketing", given: true, at: "2026-11-24T06:30:00.000Z" }] };
        return HttpResponse.json(consents);
      }),
    );
    renderRights();
    const box = await screen.findByRole("checkbox", { name: "Send me offers and news by email or WhatsApp" });
    expect(screen.getByText(/You have not agreed/)).toBeTruthy();
    await userEvent.click(box);
    await waitFor(() => expect(screen.getByText(/You agreed on 24 Nov 2026/)).toBeTruthy());
    expect(sent).toEqual([{ purpose: "marketing", given: true }]);
    expect(box).toHaveProperty("checked", true);
  });

  it("offers a download of the data as a JSON file", async () => {
    server.use(http.get(`/api/users/${user._id}/consents`, () => HttpResponse.json({ current: { marketing: false }, history: [] })));
    renderRights();
    expect(await screen.findByRole("button", { name: "Download my data" })).toBeTruthy();
  });

  it("deletes the account after the password, then signs out on this device", async () => {
    let body: unknown = null;
    server.use(
      http.get(`/api/users/${user._id}/consents`, () => HttpResponse.json({ current: { marketing: false }, history: [] })),
      http.delete(`/api/users/${user._id}`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: CARE_MESSAGES.account.deleted });
      }),
    );
    renderRights();
    await userEvent.click(screen.getByRole("button", { name: "Delete my account" }));
    await userEvent.click(screen.getByRole("button", { name: "Delete for good" }));
    expect(screen.getByRole("alert").textContent).toBe(CARE_MESSAGES.account.passwordRequired);
    await userEvent.type(screen.getByLabelText("Password"), "Fresh@Fish1");
    await userEvent.click(screen.getByRole("button", { name: "Delete for good" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(CARE_MESSAGES.account.deleted));
    expect(body).toEqual({ password: "Fresh@Fish1" });
    expect(readSession()).toBeNull();
  });

  it("keeps the account and the session when the password is wrong, saying why", async () => {
    server.use(
      http.get(`/api/users/${user._id}/consents`, () => HttpResponse.json({ current: { marketing: false }, history: [] })),
      http.delete(`/api/users/${user._id}`, () =>
        HttpResponse.json({ error: SERVER_MESSAGES.auth.currentPasswordWrong, code: "auth.currentPasswordWrong" }, { status: 400 }),
      ),
    );
    renderRights();
    await userEvent.click(screen.getByRole("button", { name: "Delete my account" }));
    await userEvent.type(screen.getByLabelText("Password"), "wrong");
    await userEvent.click(screen.getByRole("button", { name: "Delete for good" }));
    expect((await screen.findByRole("alert")).textContent).toBe(SERVER_MESSAGES.auth.currentPasswordWrong);
    expect(readSession()).not.toBeNull();
  });

  it("a phone account without a password sends a code to its number, and deletes with it", async () => {
    const phoneUser = buildUser({ hasPassword: false, hasGoogle: false, email: null, phone: "9820012310" });
    saveSession(buildSession(phoneUser));
    const asked: unknown[] = [];
    const bodies: unknown[] = [];
    server.use(
      http.get(`/api/users/${phoneUser._id}/consents`, () => HttpResponse.json({ current: { marketing: false }, history: [] })),
      http.post("/api/users/otp/request", async ({ request }) => {
        asked.push(await request.json());
        return HttpResponse.json({ message: "sent" });
      }),
      http.delete(`/api/users/${phoneUser._id}`, async ({ request }) => {
        const body = (await request.json()) as { code?: string };
        bodies.push(body);
        return body.code === "123456"
          ? HttpResponse.json({ message: CARE_MESSAGES.account.deleted })
          : HttpResponse.json({ error: NOTIFICATION_MESSAGES.signInCodeWrong, code: "notification.signInCodeWrong" }, { status: 400 });
      }),
    );
    renderRights(phoneUser);
    await userEvent.click(screen.getByRole("button", { name: "Delete my account" }));
    expect(screen.queryByLabelText("Password")).toBeNull();
    // Without a code the button says what is missing and sends nothing.
    await userEvent.click(screen.getByRole("button", { name: "Delete for good" }));
    expect(screen.getByRole("alert").textContent).toBe(CARE_MESSAGES.account.codeRequired);
    await userEvent.click(screen.getByRole("button", { name: "Send a code to 98xxxxxx10" }));
    expect(await screen.findByText("We sent a code to 98xxxxxx10. It works for 5 minutes.")).toBeTruthy();
    expect(asked).toEqual([{ phone: "9820012310" }]);
    await userEvent.type(screen.getByLabelText("Code"), "654321");
    await userEvent.click(screen.getByRole("button", { name: "Delete for good" }));
    expect((await screen.findByRole("alert")).textContent).toBe(NOTIFICATION_MESSAGES.signInCodeWrong);
    expect(readSession()).not.toBeNull();
    await userEvent.clear(screen.getByLabelText("Code"));
    await userEvent.type(screen.getByLabelText("Code"), "123456");
    await userEvent.click(screen.getByRole("button", { name: "Delete for good" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(CARE_MESSAGES.account.deleted));
    expect(bodies).toEqual([{ code: "654321" }, { code: "123456" }]);
    expect(readSession()).toBeNull();
  });
});
