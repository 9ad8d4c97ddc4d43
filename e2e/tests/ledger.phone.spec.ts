import { expect, test } from "@playwright/test";
import { signInAsAdmin, signUpCustomer } from "../support/admin.ts";
import { placePaidOrder } from "../support/orders.ts";

test("staff read the day's ledger on a phone: both sides' totals, and refunds without an order", async ({ page }, testInfo) => {
  const customer = await signUpCustomer(page, "Ledger Shopper");
  await placePaidOrder(page.request, customer);

  await signInAsAdmin(page);
  await page.goto("/admin/ledger");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Daily ledger");
  const day = page.getByRole("region", { name: "Daily ledger" });
  await expect(day).toContainText("Payment provider");
  await expect(day).toContainText("Paid for orders");
  await expect(page.getByRole("heading", { name: "Refunds of payments without an order" })).toBeVisible();
  // Nothing wider than the phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.screenshot({ path: testInfo.outputPath("ledger-phone.png"), fullPage: true });
});
