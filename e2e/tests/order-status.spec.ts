import { expect, test } from "@playwright/test";
import { signInAsAdmin, signUpCustomer, toast } from "../support/admin.ts";
import { placePaidOrder } from "../support/orders.ts";

test("an admin marks a customer's order Delivered and the customer's order page says Delivered", async ({ page, browser }) => {
  const customer = await signUpCustomer(page, "Meena Joshi");
  const order = await placePaidOrder(page.request, customer);

  await signInAsAdmin(page);
  await page.goto("/admin/customer-orders");
  await page.getByLabel("Search orders by bill id").fill(order.billId);
  await page.getByLabel("Search orders by bill id").press("Enter");
  const row = page.getByRole("button", { name: order.billId });
  await row.click();
  const status = page.getByRole("group", { name: `Status of order ${order.billId}` });
  await expect(status.getByRole("button", { name: "Pending" })).toHaveAttribute("aria-pressed", "true");
  // Delivered is asked about first (issue 15); the admin says yes.
  page.once("dialog", (dialog) => void dialog.accept());
  await status.getByRole("button", { name: "Delivered" }).click();
  await expect(toast(page, "Changed the status of order")).toBeVisible();
  await expect(status.getByRole("button", { name: "Delivered" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("region", { name: "Status history" })).toContainText("Delivered");

  // The customer, in their own browser, sees the new status.
  const customerContext = await browser.newContext();
  await customerContext.addInitScript((session) => window.localStorage.setItem("user", JSON.stringify(session)), customer);
  const customerPage = await customerContext.newPage();
  await customerPage.goto(`/order/${order._id}`);
  await expect(customerPage.getByRole("heading", { level: 1 })).toHaveText(order.billId);
  await expect(customerPage.getByText("Status: Delivered")).toBeVisible();
  await customerContext.close();
});
