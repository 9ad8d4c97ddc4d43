import { expect, test } from "@playwright/test";
import { newEmail, signUpThroughPanel } from "../support/accounts.ts";

test("on a phone the menu's Cart opens the basket panel, and the stepper works by touch", async ({ page }) => {
  await page.goto("/");
  await signUpThroughPanel(page, { username: "Sana Shaikh", email: newEmail("phone") });
  await expect(page.getByText("Signed up successfully")).toBeVisible();
  // Shop in one category: there each product has one card (the home page repeats some).
  await page.goto("/category/Mutton");

  const add = page
    .locator("main")
    .getByRole("button", { name: /^Add .+ to basket$/ })
    .first();
  const name = ((await add.getAttribute("aria-label")) ?? "").replace(/^Add /, "").replace(/ to basket$/, "");
  await add.tap();
  await page.getByRole("button", { name: `Add one ${name}` }).tap();
  await expect(page.getByRole("group", { name: `${name} in basket` })).toContainText("2");
  await expect(page.getByRole("complementary", { name: "Basket summary" })).toContainText("2 items");

  await page.getByRole("button", { name: "Menu" }).tap();
  await page.getByRole("navigation", { name: "Menu" }).getByRole("button", { name: "Cart" }).tap();
  const cart = page.getByRole("dialog", { name: /Cart/ });
  await expect(cart.getByRole("link", { name, exact: true })).toBeVisible();
  await cart.getByRole("button", { name: `Remove one ${name}` }).tap();
  await expect(cart.getByRole("group", { name: `${name} in basket` })).toContainText("1");
  await cart.getByRole("button", { name: `Remove one ${name}` }).tap();
  await expect(cart.getByText("There are no products in the basket.")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(cart).toBeHidden();
  await expect(page.getByRole("button", { name: "Basket", exact: true })).toBeVisible();
});
