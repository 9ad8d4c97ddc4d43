import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import type { Session } from "@taaza/domain";
import { PhoneSignInForm } from "../src/features/auth/components/phone-sign-in-form.tsx";
import { buildSession, buildUser } from "./factories.ts";
import { server } from "./msw-server.ts";

vi.mock("../src/lib/toast.ts", () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

describe("sign in with a phone number", () => {
  it("a new number: number, code, then the name; the session is handed over with the name", async () => {
    const fresh = buildSession(buildUser({ _id: "u9", username: "", email: null }), "token-new-phone-account");
    const sent: { path: string; body: unknown; auth?: string | null }[] = [];
    server.use(
      http.post("/api/users/otp/request", async ({ request }) => {
        sent.push({ path: "request", body: await request.json() });
        return HttpResponse.json({ message: "sent" });
      }),
      http.post("/api/users/otp/verify", async ({ request }) => {
        sent.push({ path: "verify", body: await request.json() });
        return HttpResponse.json(fresh);
      }),
      http.put("/api/users/u9", async ({ request }) => {
        sent.push({ path: "name", body: await request.json(), auth: request.headers.get("authorization") });
        return HttpResponse.json({ ...fresh.user, username: "Kavita" });
      }),
    );
    const signedIn = vi.fn<(session: Session) => void>();
    render(<PhoneSignInForm onSignedIn={signedIn} onUseEmail={() => undefined} />);
    await userEvent.type(screen.getByRole("textbox", { name: "Mobile number" }), "+91 98200 11111");
    await userEvent.click(screen.getByRole("button", { name: "Send code" }));
    expect(await screen.findByText("Enter the 6-digit code sent to 9820011111.")).toBeTruthy();
    await userEvent.type(screen.getByRole("textbox", { name: "Code" }), "123456");
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("Welcome! What should we call you?")).toBeTruthy();
    expect(signedIn).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole("textbox", { name: "Username" }), "Kavita");
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(signedIn).toHaveBeenCalled());
    expect(signedIn.mock.calls[0]![0].user.username).toBe("Kavita");
    expect(sent).toEqual([
      { path: "request", body: { phone: "9820011111" } },
      { path: "verify", body: { phone: "9820011111", code: "123456" } },
      { path: "name", body: { username: "Kavita" }, auth: "Bearer token-new-phone-account" },
    ]);
  });

  it("a known number signs in straight after the code; a wrong code shows the server's words under the field", async () => {
    let tries = 0;
    server.use(
      http.post("/api/users/otp/request", () => HttpResponse.json({ message: "sent" })),
      http.post("/api/users/otp/verify", () =>
        tries++ === 0
          ? HttpResponse.json(
              { error: "That code is wrong or has expired. Ask for a new one.", code: "notification.signInCodeWrong" },
              { status: 400 },
            )
          : HttpResponse.json(buildSession(buildUser({ username: "Meena" }))),
      ),
    );
    const signedIn = vi.fn();
    render(<PhoneSignInForm onSignedIn={signedIn} onUseEmail={() => undefined} />);
    await userEvent.type(screen.getByRole("textbox", { name: "Mobile number" }), "12345");
    await userEvent.click(screen.getByRole("button", { name: "Send code" }));
    expect(await screen.findByText("Enter a 10-digit mobile number")).toBeTruthy();
    await userEvent.clear(screen.getByRole("textbox", { name: "Mobile number" }));
    await userEvent.type(screen.getByRole("textbox", { name: "Mobile number" }), "9820011111");
    await userEvent.click(screen.getByRole("button", { name: "Send code" }));
    await userEvent.type(await screen.findByRole("textbox", { name: "Code" }), "000000");
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("That code is wrong or has expired. Ask for a new one.")).toBeTruthy();
    await userEvent.clear(screen.getByRole("textbox", { name: "Code" }));
    await userEvent.type(screen.getByRole("textbox", { name: "Code" }), "123456");
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    await waitFor(() => expect(signedIn).toHaveBeenCalledTimes(1));
  });
});
