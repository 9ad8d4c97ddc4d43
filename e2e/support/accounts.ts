import { randomUUID } from "node:crypto";
import { expect, type Page } from "@playwright/test";

export const DEMO_ADMIN = { email: "admin@taaza.local", password: "Admin@12345" };
export const PASSWORD = "Fresh@Fish1";

export function newEmail(prefix = "shopper") {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.in`;
}

/** Opens the sign-in panel from the header (the phone layout has the same Login button). */
export async function openSignIn(page: Page) {
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
}

export async function signUpThroughPanel(page: Page, user: { username: string; email: string; password?: string }) {
  await openSignIn(page);
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Create an account" }).click();
  await dialog.getByLabel("Username").fill(user.username);
  await dialog.getByLabel("Email").fill(user.email);
  await dialog.getByLabel("Password", { exact: true }).fill(user.password ?? PASSWORD);
  await dialog.getByRole("button", { name: "Sign Up", exact: true }).click();
}

export async function signInThroughPanel(page: Page, email: string, password: string) {
  await openSignIn(page);
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password", { exact: true }).fill(password);
  await dialog.getByRole("button", { name: "Sign In", exact: true }).click();
}
