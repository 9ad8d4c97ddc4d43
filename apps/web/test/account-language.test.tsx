import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { MemoryRouter } from "react-router";
import { LanguageSwitcher } from "../src/components/ui/language-switcher.tsx";
import { activateLocale } from "../src/lib/i18n/i18n.ts";
import { saveSession } from "../src/lib/session-store.ts";
import { buildSession, buildUser } from "./factories.ts";
import { server } from "./msw-server.ts";

// Issue 31: the language a customer shops in is kept on their account, so their messages use it.

function switcher() {
  return render(
    <MemoryRouter>
      <LanguageSwitcher />
    </MemoryRouter>,
  );
}

describe("the language switcher and the account's language", () => {
  afterEach(() => activateLocale("en"));

  it("a signed-in customer's switch is saved on their account", async () => {
    saveSession(buildSession(buildUser({ _id: "u1" })));
    const sent: unknown[] = [];
    server.use(
      http.put("/api/users/u1", async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({});
      }),
    );
    switcher();
    await userEvent.selectOptions(screen.getByRole("combobox"), "mr");
    await waitFor(() => expect(sent).toEqual([{ language: "mr" }]));
  });

  it("a visitor's and a staff member's switch stay on the device", async () => {
    let calls = 0;
    server.use(http.put("/api/users/:id", () => (calls++, HttpResponse.json({}))));
    switcher();
    await userEvent.selectOptions(screen.getByRole("combobox"), "hi");
    await waitFor(() => expect(document.documentElement.lang).toBe("hi"));
    saveSession(buildSession(buildUser({ _id: "s1", userType: "Admin" })));
    await userEvent.selectOptions(screen.getByRole("combobox"), "mr");
    await waitFor(() => expect(document.documentElement.lang).toBe("mr"));
    expect(calls).toBe(0);
  });
});
