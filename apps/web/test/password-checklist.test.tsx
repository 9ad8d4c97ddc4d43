import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { AUTH_MESSAGES, missingPasswordParts } from "@taaza/domain";
import { SignUpForm } from "../src/features/auth/components/sign-up-form.tsx";
import { queryWrapper } from "./query-wrapper.tsx";

function showForm() {
  const { wrapper } = queryWrapper();
  render(<SignUpForm onSignedUp={vi.fn()} onSwitchToSignIn={vi.fn()} />, { wrapper });
  return screen.getByLabelText("Password", { selector: "input" });
}

const ticked = () =>
  screen
    .getAllByRole("listitem")
    .filter((item) => item.classList.contains("password-checklist__item--met"))
    .map((item) => item.textContent?.replace(/^✓ /, "").replace(/, done$/, ""));

describe("the sign-up password checklist", () => {
  it("ticks each rule as the customer types", () => {
    const input = showForm();
    expect(ticked()).toEqual([]);
    fireEvent.input(input, { target: { value: "fresh" } });
    expect(ticked()).toEqual(["A lowercase letter"]);
    fireEvent.input(input, { target: { value: "Fresh#Fish2026" } });
    expect(ticked()).toHaveLength(5);
  });

  it("on submit says the spec's rule and which parts are missing", async () => {
    const input = showForm();
    fireEvent.input(screen.getByLabelText("Username", { selector: "input" }), { target: { value: "asha" } });
    fireEvent.input(screen.getByLabelText("Email", { selector: "input" }), { target: { value: "asha@example.com" } });
    fireEvent.input(input, { target: { value: "freshfish" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign Up" }));
    expect(await screen.findByText(AUTH_MESSAGES.passwordRule)).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe(
      "Your password still needs: an uppercase letter, a number, a symbol, such as @$!%*?&",
    );
  });

  it("knows the rule's parts (the domain's own list)", () => {
    expect(missingPasswordParts("")).toEqual(["length", "lower", "upper", "digit", "symbol"]);
    expect(missingPasswordParts("Fresh#Fish2026")).toEqual([]);
  });
});
