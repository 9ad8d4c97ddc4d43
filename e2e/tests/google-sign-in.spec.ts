import { expect, test } from "@playwright/test";
import { GOOGLE_PORT } from "../playwright.config.ts";
import { openSignIn } from "../support/accounts.ts";

const googleShop = `http://127.0.0.1:${GOOGLE_PORT}`;

test("without GOOGLE_CLIENT_ID there is no Google button and nothing contacts Google", async ({ page }) => {
  const googleRequests: string[] = [];
  page.on("request", (request) => {
    if (/google/.test(new URL(request.url()).hostname)) googleRequests.push(request.url());
  });
  const response = await page.goto("/");
  expect(response?.headers()["content-security-policy"]).not.toContain("google");
  await openSignIn(page);
  await expect(page.getByRole("dialog").getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Continue with Google" })).toHaveCount(0);
  await page.getByRole("dialog").getByRole("button", { name: "Create an account" }).click();
  await expect(page.getByRole("dialog").getByRole("button", { name: "Sign Up", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Continue with Google" })).toHaveCount(0);
  expect(googleRequests).toEqual([]);
});

test("with GOOGLE_CLIENT_ID both forms offer Continue with Google, and the CSP allows Google's script", async ({ page }) => {
  const response = await page.goto(`${googleShop}/`);
  expect(response?.headers()["content-security-policy"]).toContain("https://accounts.google.com/gsi/client");
  await openSignIn(page);
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("button", { name: "Continue with Google" })).toBeVisible();
  await dialog.getByRole("button", { name: "Create an account" }).click();
  await expect(dialog.getByRole("button", { name: "Sign Up", exact: true })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Continue with Google" })).toBeVisible();
});
