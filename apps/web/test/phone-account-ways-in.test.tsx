import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ACCOUNT_EMAIL_MESSAGES } from "@taaza/domain";
import { PhoneAccountWaysIn } from "../src/features/account/components/phone-account-ways-in.tsx";
import { saveSession } from "../src/lib/session-store.ts";
import { toast } from "../src/lib/toast.ts";
import { buildSession, buildUser } from "./factories.ts";
import { server } from "./msw-server.ts";
import { queryWrapper } from "./query-wrapper.tsx";

vi.mock("../src/lib/toast.ts", () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const phoneUser = buildUser({ _id: "u1", email: null, hasPassword: false, phone: "9820011111", emailVerified: false });

describe("a phone account's email and password on My Account", () => {
  beforeEach(() => {
    saveSession(buildSession(phoneUser));
    vi.mocked(toast.success).mockClear();
  });

  it("adds an email: the server sends the link; another account's email shows the server's 409 reason by the field", async () => {
    const sent: unknown[] = [];
    server.use(
      http.put("/api/users/u1/email", async ({ request }) => {
        const body = (await request.json()) as { email: string };
        sent.push(body);
        if (body.email === "taken@example.in") {
          return HttpResponse.json(
            { error: ACCOUNT_EMAIL_MESSAGES.emailUsedElsewhere, code: "accountEmail.emailUsedElsewhere" },
            { status: 409 },
          );
        }
        return HttpResponse.json({ message: ACCOUNT_EMAIL_MESSAGES.emailAdded });
      }),
      http.get("/api/users/u1", () => HttpResponse.json(phoneUser)),
    );
    const { wrapper } = queryWrapper();
    render(<PhoneAccountWaysIn user={phoneUser} />, { wrapper });
    const email = screen.getByRole("textbox", { name: "Email" });

    await userEvent.type(email, "not-an-email");
    await userEvent.click(screen.getByRole("button", { name: "Add email" }));
    expect(await screen.findByText("Please enter a valid email")).toBeTruthy();
    expect(sent).toEqual([]);

    await userEvent.clear(email);
    await userEvent.type(email, "taken@example.in");
    await userEvent.click(screen.getByRole("button", { name: "Add email" }));
    expect(await screen.findByText(ACCOUNT_EMAIL_MESSAGES.emailUsedElsewhere)).toBeTruthy();

    await userEvent.clear(email);
    await userEvent.type(email, "kavita@example.in");
    await userEvent.click(screen.getByRole("button", { name: "Add email" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(ACCOUNT_EMAIL_MESSAGES.emailAdded));
    expect(sent).toEqual([{ email: "taken@example.in" }, { email: "kavita@example.in" }]);
  });

  it("sets a first password: a code is sent to the account's number first, then the code and the password go together", async () => {
    const sent: { path: string; body: unknown }[] = [];
    server.use(
      http.post("/api/users/otp/request", async ({ request }) => {
        sent.push({ path: "code", body: await request.json() });
        return HttpResponse.json({ message: "sent" });
      }),
      http.put("/api/users/u1/password", async ({ request }) => {
        sent.push({ path: "password", body: await request.json() });
        return HttpResponse.json({ message: ACCOUNT_EMAIL_MESSAGES.passwordSet });
      }),
      http.get("/api/users/u1", () => HttpResponse.json({ ...phoneUser, hasPassword: true })),
    );
    const { wrapper } = queryWrapper();
    render(<PhoneAccountWaysIn user={phoneUser} />, { wrapper });
    expect(screen.queryByLabelText("New password")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Send a code to 9820011111" }));
    expect(await screen.findByText("We sent a code to 9820011111. It works for 5 minutes.")).toBeTruthy();

    await userEvent.type(screen.getByRole("textbox", { name: "Code" }), "12");
    await userEvent.type(screen.getByLabelText("New password"), "weak");
    await userEvent.click(screen.getByRole("button", { name: "Set password" }));
    expect(await screen.findByText("Please enter the 6-digit code we sent you")).toBeTruthy();
    expect(sent.filter((s) => s.path === "password")).toEqual([]);

    await userEvent.type(screen.getByRole("textbox", { name: "Code" }), "3456");
    await userEvent.clear(screen.getByLabelText("New password"));
    await userEvent.type(screen.getByLabelText("New password"), "Fresh@Fish1");
    await userEvent.click(screen.getByRole("button", { name: "Set password" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(ACCOUNT_EMAIL_MESSAGES.passwordSet));
    expect(sent).toEqual([
      { path: "code", body: { phone: "9820011111" } },
      { path: "password", body: { password: "Fresh@Fish1", code: "123456" } },
    ]);
  });

  it("shows nothing for an account that signs in by email and password", () => {
    const { wrapper } = queryWrapper();
    const { container } = render(<PhoneAccountWaysIn user={buildUser({ phone: null })} />, { wrapper });
    expect(container.textContent).toBe("");
  });
});
