import { expect, test } from "@playwright/test";
import { publicProducts, skipLocationPopup } from "../support/storefront.ts";

test.use({ viewport: { width: 375, height: 812 } });

test.beforeEach(async ({ page }) => {
  await skipLocationPopup(page);
});

test("below 580px the hamburger menu offers the spec's six entries and closes on a choice or outside", async ({ page }) => {
  await page.goto("/");
  const menuButton = page.getByRole("button", { name: "Menu" });
  const menu = page.getByRole("navigation", { name: "Menu" });
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();

  await menuButton.click();
  await expect(menuButton).toHaveAttribute("aria-expanded", "true");
  for (const item of ["Account", "Cart", "Bulk Order", "Why Us", "Call Us", "Mail Us"]) {
    await expect(menu.getByText(item, { exact: true })).toBeVisible();
  }
  // A tap outside closes it.
  await page.mouse.click(200, 700);
  await expect(menu).toBeHidden();

  // Choosing a link closes it and goes there.
  await menuButton.click();
  await menu.getByRole("link", { name: "Why Us" }).click();
  await expect(page).toHaveURL(/\/about-us$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("phones get the mobile banners and the compact Shop by Price row, and no page is wider than the screen", async ({ page, request }) => {
  await page.goto("/");
  await expect(page.locator(".banner-slider img").first()).toHaveAttribute("src", /banner-.*-mobile/);
  const priceRow = page.getByRole("region", { name: "Shop by Price" }).getByRole("list");
  await expect(priceRow.getByRole("link")).toHaveCount(3);
  expect(await priceRow.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);

  const [product] = await publicProducts(request);
  for (const path of ["/", "/category/SeaWater", `/product/${product!._id}`, "/contact", "/tnc"]) {
    await page.goto(path);
    await expect(page.locator("main h1, main h2").first()).toBeVisible();
    await expect(page.locator("footer")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
  }
});

test("Bulk Order offers call, WhatsApp and email; Contact Us shows the shop's address", async ({ page }) => {
  await page.goto("/contact");
  const main = page.locator("main");
  await expect(main.getByRole("link", { name: /^Call / })).toHaveAttribute("href", /^tel:\+?\d+$/);
  await expect(main.getByRole("link", { name: "Message us on WhatsApp" })).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+\?text=/);
  await expect(main.getByRole("link", { name: /^Email / })).toHaveAttribute("href", /^mailto:/);
  await page.goto("/contactus");
  await expect(page.locator("main address")).toContainText("Mumbai");
  for (const [path, title] of [["/tnc", "Terms & Conditions"], ["/privacypolicy", "Privacy Policy"], ["/refundpolicy", "Refund Policy"]] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${title} — Taaza`);
  }
  await expect(page.getByText(/5-7 business days/).first()).toBeVisible();
  await expect(page.getByText(/within 2 hours of delivery/).first()).toBeVisible();
});
