import { expect, test } from "@playwright/test";
import { signInAsAdmin, signUpCustomer, toast } from "../support/admin.ts";
import { placePaidOrder } from "../support/orders.ts";

test("a customer cancels within 15 minutes and watches the refund arrive; staff see it on the order", async ({
  page,
  browser,
}, testInfo) => {
  const customer = await signUpCustomer(page, "Meena Joshi");
  const order = await placePaidOrder(page.request, customer);

  const context = await browser.newContext({ viewport: testInfo.project.use.viewport ?? { width: 1280, height: 800 } });
  await context.addInitScript((session) => window.localStorage.setItem("user", JSON.stringify(session)), customer);
  const shopper = await context.newPage();
  await shopper.goto(`/order/${order._id}`);
  await expect(shopper.getByRole("heading", { level: 1 })).toHaveText(order.billId);
  const timeline = shopper.getByRole("region", { name: "Timeline" });
  await expect(timeline).toContainText("Order placed");

  await shopper.getByRole("button", { name: "Cancel order" }).click();
  const dialog = shopper.getByRole("dialog", { name: "Cancel this order?" });
  await expect(dialog).toBeVisible();
  await shopper.screenshot({ path: testInfo.outputPath("cancel-confirm.png") });
  await dialog.getByRole("button", { name: "Yes, cancel order" }).click();
  await expect(toast(shopper, "Your order is cancelled. A full refund has started.")).toBeVisible();
  await expect(shopper.getByText("Status: Cancelled")).toBeVisible();
  await expect(timeline).toContainText("Order cancelled");
  await expect(timeline).toContainText(/Refund of ₹[\d,.]+ on its way/);
  await expect(shopper.getByRole("button", { name: "Cancel order" })).toHaveCount(0);

  // The test provider settles the refund a few seconds later; the page shows it without a reload.
  await expect(timeline).toContainText(/₹[\d,.]+ refunded/, { timeout: 15_000 });
  await expect(timeline).toContainText(/Refunded: ₹[\d,.]+ of ₹[\d,.]+/);
  await shopper.screenshot({ path: testInfo.outputPath("refund-timeline.png"), fullPage: true });
  await context.close();

  await signInAsAdmin(page);
  await page.goto("/admin/customer-orders");
  await page.getByLabel("Search orders by bill id").fill(order.billId);
  await page.getByLabel("Search orders by bill id").press("Enter");
  await page.getByRole("button", { name: order.billId }).click();
  const refunds = page.getByRole("region", { name: "Refunds" });
  await expect(refunds).toContainText("Cancelled by the customer");
  await expect(refunds).toContainText("Refunded");
});
