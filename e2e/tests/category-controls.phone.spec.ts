import { expect, test, type Page } from "@playwright/test";
import { rupees, skipLocationPopup } from "../support/storefront.ts";

// Issue 33: a category sorted and filtered by preparation on a 375 px phone, with and without the script.
test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

async function cardPrices(page: Page): Promise<number[]> {
  return (await page.locator(".product-card__sale-price").allTextContents()).map(rupees);
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

test("the category page sorts by price and keeps only boneless, as links that work before the script", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/category/Chicken");
  const sorts = page.getByRole("navigation", { name: "Sort by" });
  await sorts.getByRole("link", { name: "Price: low to high" }).tap();
  await expect(page).toHaveURL(/\/category\/Chicken\?sort=price_asc$/);
  const ascending = await cardPrices(page);
  expect(ascending.length).toBeGreaterThan(1);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

  await page.getByRole("navigation", { name: "Preparation" }).getByRole("link", { name: "Boneless" }).tap();
  await expect(page).toHaveURL(/\?sort=price_asc&prep=boneless$/);
  await expect(sorts.getByRole("link", { name: "Price: low to high" })).toHaveAttribute("aria-current", "true");
  const boneless = await page.locator(".product-card__name").allTextContents();
  expect(boneless.length).toBeGreaterThan(0);
  expect(boneless.length).toBeLessThan(ascending.length);
  await expectNoSidewaysScroll(page);
  if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/category-controls-375-noscript.png` });
  await context.close();
});

test("with the script, choosing high to low redraws the list in place", async ({ page }) => {
  await skipLocationPopup(page);
  await page.goto("/category/Chicken");
  await page.getByRole("navigation", { name: "Sort by" }).getByRole("link", { name: "Price: high to low" }).tap();
  await expect(page).toHaveURL(/\?sort=price_desc$/);
  await expect(page.getByRole("navigation", { name: "Sort by" }).getByRole("link", { name: "Price: high to low" })).toHaveAttribute(
    "aria-current",
    "true",
  );
  // The address and the chosen link change at the tap; the cards once the sorted list arrives.
  await expect
    .poll(async () => {
      const prices = await cardPrices(page);
      return prices.length > 1 && prices.every((price, at) => at === 0 || prices[at - 1]! >= price);
    })
    .toBe(true);
  await expectNoSidewaysScroll(page);
  if (process.env.SCREENSHOT_DIR)
    await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/category-controls-375.png`, fullPage: false });
});
