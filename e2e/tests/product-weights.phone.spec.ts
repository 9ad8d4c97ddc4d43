import { devices, expect, test, type Browser } from "@playwright/test";
import { expectNoAxeViolations } from "../support/accessibility.ts";
import { newEmail, signUpThroughPanel } from "../support/accounts.ts";
import { publicProducts, skipLocationPopup } from "../support/storefront.ts";

// Issue 15, point 6: "How much fish do I get?", walked on a phone.

/** AxeBuilder needs a page from browser.newContext() (STACK.md): a phone of our own. */
async function phonePage(browser: Browser) {
  const context = await browser.newContext({ ...devices["Pixel 7"], reducedMotion: "reduce" });
  const page = await context.newPage();
  await skipLocationPopup(page);
  return { context, page };
}

test("the product page says how much fish, the price per kg and that it does not change with the weight; ADD stays in reach", async ({
  browser,
}) => {
  const { context, page } = await phonePage(browser);
  const products = await publicProducts(page.request);
  const pomfret = products.find((p) => p.name === "Pomfret Whole (Medium)")!;

  await page.goto(`/product/${pomfret._id}`);
  const buyBox = page.locator(".product-buy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pomfret.name);
  // ₹799 for 500 g: the spec's price per gram, and the price of a kilogram beside it.
  await expect(buyBox).toContainText("₹1.60/g");
  await expect(buyBox).toContainText("₹1,598/kg");
  await expect(page.getByLabel("What you get")).toContainText("Net weight500 g");
  await expect(page.getByLabel("What you get")).toContainText("Gross weight670 g");
  await expect(page.getByLabel("What you get")).toContainText("Pieces3");
  await expect(page.getByLabel("What you get")).toContainText("Serves3 people");
  await expect(page.getByText("Actual weight may vary by 30g-40g")).toBeVisible();
  await expect(
    page.getByText("You pay for the net weight shown; the price does not change if the actual weight varies by 30-40 g."),
  ).toBeVisible();

  await expectNoAxeViolations(page, "product page");

  // The sticky bar steps aside while the buying box is in sight, and stands in once it is not.
  const bar = page.getByRole("complementary", { name: `Buy ${pomfret.name}` });
  await page.locator(".product-buy__action").scrollIntoViewIfNeeded();
  await expect(bar).toBeHidden();
  await page.getByRole("heading", { name: "Reviews" }).scrollIntoViewIfNeeded();
  await expect(bar).toBeVisible();
  await expect(bar).toContainText("₹799");
  await expect(bar).toContainText("₹1,598/kg");
  // Showing it moves nothing on the page: the page is as tall with the bar as without it (once
  // what fills in near the view, the other cuts, has come).
  await page.waitForLoadState("networkidle");
  const heightWithBar = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.locator(".product-buy__action").scrollIntoViewIfNeeded();
  await expect(bar).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(heightWithBar);
  await page.getByRole("heading", { name: "Reviews" }).scrollIntoViewIfNeeded();
  await expect(bar).toBeVisible();

  // A visitor's ADD in the bar still asks them to sign in (spec); once signed in it adds.
  await signUpThroughPanel(page, { username: "Kavita Rane", email: newEmail("sticky") });
  await expect(page.getByText("Signed up successfully")).toBeVisible();
  await page.goto(`/product/${pomfret._id}`);
  await page.getByRole("heading", { name: "Reviews" }).scrollIntoViewIfNeeded();
  await expect(bar).toBeVisible();
  await bar.getByRole("button", { name: `Add ${pomfret.name} to basket` }).tap();
  await expect(bar.getByRole("group", { name: `${pomfret.name} in basket` })).toContainText("1");

  // One compact bar at a time (issue 33): while this bar stands in, the floating basket bar steps
  // aside (the header's basket counts the items); back at the buying box, it returns.
  const cartBar = page.getByRole("complementary", { name: "Basket summary" });
  await expect(cartBar).toBeHidden();
  await bar.getByRole("button", { name: `Add one ${pomfret.name}` }).tap();
  await expect(bar.getByRole("group", { name: `${pomfret.name} in basket` })).toContainText("2");

  // Back up at the buying box, the bar steps aside and the basket bar is back.
  await page.locator(".product-buy__action").scrollIntoViewIfNeeded();
  await expect(bar).toBeHidden();
  await expect(cartBar).toContainText("2 items");
  await expect(cartBar.getByRole("button", { name: "View Cart" })).toBeVisible();
  await context.close();
});
