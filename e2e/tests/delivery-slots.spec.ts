import { expect, test } from "@playwright/test";
import { signInAsAdmin, signUpCustomer, toast } from "../support/admin.ts";
import { placePaidOrder } from "../support/orders.ts";

test("staff close tomorrow's 6PM-8PM with a reason; the customer sees it, not hidden, with that reason", async ({ page, browser }) => {
  const admin = await signInAsAdmin(page);
  const { days } = (await (await page.request.get("/api/delivery-slots")).json()) as { days: { day: string; date: string }[] };
  const tomorrow = days.find((d) => d.day === "Tomorrow")!.date;

  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Delivery Slots" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Delivery slots" })).toBeVisible();
  const oneDate = page.getByRole("region", { name: "One date, one slot" });
  await oneDate.getByLabel("Date").fill(tomorrow);
  await oneDate.getByLabel("Slot").selectOption("6PM-8PM");
  await oneDate.getByLabel("Orders").fill("0");
  await oneDate.getByLabel("Why closed (customers see it)").fill("Rider strike");
  await oneDate.getByRole("button", { name: "Set" }).click();
  await expect(toast(page, `6PM-8PM closed on ${tomorrow}`)).toBeVisible();
  await expect(oneDate.getByText(`${tomorrow}, 6PM-8PM: Closed (Rider strike)`)).toBeVisible();

  try {
    const customer = await signUpCustomer(page, "Kavita Rane");
    const headers = { authorization: `Bearer ${customer.token}` };
    const products = (await (await page.request.get("/api/products")).json()) as { _id: string; inStock: boolean }[];
    await page.request.post(`/api/users/${customer.user._id}/cart`, {
      headers,
      data: { productId: products.find((p) => p.inStock)!._id, quantity: 1 },
    });
    const added = await page.request.post(`/api/users/${customer.user._id}/address`, {
      headers,
      data: {
        firstName: "Kavita",
        lastName: "Rane",
        address: "7 Link Road",
        landmark: "Near the market",
        state: "Maharashtra",
        city: "Mumbai",
        pincode: "400001",
        phoneNo: "9820054321",
        tag: "home1",
      },
    });
    expect(added.ok()).toBe(true);

    const shopper = await browser.newContext({ viewport: { width: 375, height: 800 } });
    await shopper.addInitScript((session) => window.localStorage.setItem("user", JSON.stringify(session)), customer);
    const shop = await shopper.newPage();
    await shop.goto("/checkout");
    // The one saved address is chosen already: the checkout opens at the summary (issue 33).
    await shop.getByRole("button", { name: "Choose delivery slot" }).click();
    const dialog = shop.getByRole("dialog", { name: "Choose a delivery slot" });
    await dialog.getByRole("tab", { name: /Tomorrow/ }).click();
    const closed = dialog.getByRole("button", { name: "6PM-8PM, Closed: Rider strike" });
    await expect(closed).toBeDisabled();
    await expect(closed).toContainText("Closed: Rider strike");
    if (process.env.SCREENSHOT_DIR) await shop.screenshot({ path: `${process.env.SCREENSHOT_DIR}/slot-closed-375.png` });
    await expect(dialog.getByRole("button", { name: "8AM-10AM" })).toBeEnabled();
    await shopper.close();
  } finally {
    await page.request.delete(`/api/admin/delivery-slots/overrides/${tomorrow}/6PM-8PM`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
  }
});

test("staff see a new order arrive without reloading: a badge on Orders, then the row itself", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  const ordersLink = page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: /^Orders/ });
  await expect(ordersLink).toHaveText("Orders");

  // Placed through the API by a customer elsewhere, while this page stays as it is.
  const customer = await signUpCustomer(page, "Sunil Gawde");
  const first = await placePaidOrder(page.request, customer);
  await expect(ordersLink).toHaveText("Orders1 new");

  await ordersLink.click();
  await expect(page.getByRole("button", { name: first.billId })).toBeVisible();
  await expect(ordersLink).toHaveText("Orders");

  const second = await placePaidOrder(page.request, await signUpCustomer(page, "Rekha Gawde"));
  await expect(page.getByRole("button", { name: second.billId })).toBeVisible();
  await expect(ordersLink).toHaveText("Orders");
});
