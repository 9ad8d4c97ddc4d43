import { expect, test } from "@playwright/test";
import { signInAsAdmin, signUpCustomer, toast } from "../support/admin.ts";
import { placePaidOrder } from "../support/orders.ts";

test("staff find an order by the customer's name, see the customer's orders, and refund picked lines after confirming the amount", async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const name = `Kavita Deshmukh ${Date.now().toString(36)}`;
  const customer = await signUpCustomer(page, name);
  const order = await placePaidOrder(page.request, customer);

  await signInAsAdmin(page);
  await page.goto("/admin/customer-orders");
  const search = page.getByLabel("Search orders by bill id, bill number, customer name, phone or email");
  await search.fill(name);
  await search.press("Enter");
  await page.getByRole("button", { name: order.billId }).click();

  const refunds = page.getByRole("region", { name: "Refunds" });
  await refunds.getByRole("textbox").first().fill("1");
  await refunds.getByLabel("Reason").selectOption("quality");
  await refunds.getByRole("button", { name: "Review refund" }).click();
  const confirm = refunds.getByRole("alertdialog");
  await expect(confirm).toContainText("Quality not as expected");
  // The viewport only: a full-page capture resizes the page for a moment, and the orders list
  // redraws as cards and back, which starts the refund form again.
  await page.screenshot({ path: testInfo.outputPath("refund-confirm.png") });
  await confirm.getByRole("button", { name: /^Confirm refund of ₹/ }).click();
  await expect(toast(page, "Refund started")).toBeVisible();
  await expect(refunds).toContainText("Quality not as expected");

  await page.goto("/admin/customers");
  await page.getByLabel("Search customers by customer id, name, email or phone").fill(customer.email);
  await page.getByLabel("Search customers by customer id, name, email or phone").press("Enter");
  await page
    .getByRole("row", { name: new RegExp(name) })
    .getByRole("button")
    .click();
  const theirs = page.getByRole("region", { name: `Orders of ${name}` });
  await expect(theirs.getByRole("link", { name: order.billId })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("customer-orders.png"), fullPage: true });
});

test("the morning's prices are saved all at once from the sheet", async ({ page }, testInfo) => {
  await signInAsAdmin(page);
  await page.goto("/admin/quick-pricing?view=sheet");
  const sheet = page.getByRole("region", { name: "Prices and stock" });
  const firstSale = sheet.getByLabel(/^Sale price of /).first();
  await expect(firstSale).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("price-sheet.png"), fullPage: true });
  const label = (await firstSale.getAttribute("aria-label"))!;
  const before = await firstSale.inputValue();
  await firstSale.fill("1");
  await sheet.getByRole("button", { name: "Save all (1)" }).click();
  await expect(toast(page, "Saved 1 row")).toBeVisible();
  await expect(sheet.getByLabel(label)).toHaveValue("1");
  // The shop's price goes back as it was for the journeys after this one.
  await sheet.getByLabel(label).fill(before);
  await sheet.getByRole("button", { name: "Save all (1)" }).click();
  await expect(sheet.getByRole("button", { name: "Save all" })).toBeDisabled();
});
