import { execFileSync } from "node:child_process";
import { expect, test } from "@playwright/test";
import { DEMO_ADMIN } from "../support/accounts.ts";
import { signUpCustomer } from "../support/admin.ts";

/** As bills print amounts: Indian grouping, two decimals ("-1,234.50"). */
function billAmount(paise: number): string {
  const rupees = String(Math.floor(Math.abs(paise) / 100));
  const grouped = rupees.length > 3 ? `${rupees.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ",")},${rupees.slice(-3)}` : rupees;
  return `${paise < 0 ? "-" : ""}${grouped}.${String(Math.abs(paise) % 100).padStart(2, "0")}`;
}

// Issue 32: a first-order code typed at checkout by a new customer, the discount on the order
// page and on the bill (read with poppler's pdftotext: scripts/ensure-poppler.sh).

test("a new customer's first-order code takes 10% off, shown on the order page and on the bill", async ({ page }) => {
  const login = await page.request.post("/api/users/login", { data: DEMO_ADMIN });
  expect(login.ok()).toBe(true);
  const admin = (await login.json()) as { token: string };
  const code = `FIRST${Date.now().toString().slice(-8)}`;
  const created = await page.request.post("/api/admin/coupons", {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { code, kind: "percent", value: 10, firstOrderOnly: true, perCustomer: 1 },
  });
  expect(created.ok(), await created.text()).toBe(true);

  // A new account with a basket and an address, as the storefront makes them.
  const customer = await signUpCustomer(page, "Neha Desai");
  const headers = { authorization: `Bearer ${customer.token}` };
  const products = (await (await page.request.get("/api/products")).json()) as { _id: string; inStock: boolean }[];
  const product = products.find((p) => p.inStock)!;
  expect(
    (await page.request.post(`/api/users/${customer.user._id}/cart`, { headers, data: { productId: product._id, quantity: 2 } })).ok(),
  ).toBe(true);
  const address = await page.request.post(`/api/users/${customer.user._id}/address`, {
    headers,
    data: {
      firstName: "Neha",
      lastName: "Desai",
      address: "7 Carter Road",
      landmark: "Near the promenade",
      state: "Maharashtra",
      city: "Mumbai",
      pincode: "400001",
      phoneNo: "9820012345",
      tag: "home1",
    },
  });
  expect(address.ok()).toBe(true);

  await page.addInitScript((session) => window.localStorage.setItem("user", JSON.stringify(session)), customer);
  await page.goto("/checkout");
  // The one saved address is chosen already: the checkout opens at the summary (issue 33).
  await expect(page.getByRole("heading", { name: "Order Summary" })).toBeVisible();
  const pay = page.getByRole("button", { name: /^Pay ₹/ });
  const before = Number(((await pay.textContent()) ?? "").replace(/[^\d.]/g, ""));

  // A code that does not exist is refused in words; the first-order code applies.
  const field = page.getByRole("textbox", { name: "Have a code?" });
  await field.fill("NOSUCH99");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "This code is not valid" })).toBeVisible();
  await field.fill(code.toLowerCase());
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByRole("status").filter({ hasText: `${code} applied: you save ₹` })).toBeVisible();
  const discountRow = page.locator(".bill-rows__discount");
  await expect(discountRow.locator("dt")).toHaveText(`Discount (${code})`);
  const discount = Number(((await discountRow.locator("dd").textContent()) ?? "").replace(/[^\d.]/g, ""));
  expect(discount).toBeGreaterThan(0);
  await expect(pay).not.toHaveText(`Pay ₹${before}`);
  const total = ((await pay.textContent()) ?? "").replace(/^Pay /, "");

  await page.getByRole("button", { name: "Choose delivery slot" }).click();
  const dialog = page.getByRole("dialog", { name: "Choose a delivery slot" });
  await dialog.getByRole("tab", { name: /Tomorrow/ }).click();
  await dialog.getByRole("button", { name: "8AM-10AM" }).click();
  await expect(dialog).toBeHidden();
  await pay.click();
  const provider = page.getByRole("dialog", { name: "Test payment (no real money)" });
  await expect(provider).toContainText(total);
  await provider.getByRole("button", { name: "Approve payment" }).click();

  // The order page: the discount as its own line, the total what was paid.
  await expect(page).toHaveURL(/\/order\/[0-9a-f-]{36}$/);
  await expect(page.locator(".order-bill__discount dt")).toHaveText(`Discount (${code})`);
  await expect(page.locator(".order-bill__discount dd")).toHaveText(/^-₹/);
  await expect(page.locator(".order-bill__total dd")).toHaveText(total);

  // The bill: the discount line with the code, and the same total.
  await expect(page.getByRole("button", { name: "Download bill" })).toBeVisible();
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download bill" }).click();
  const text = execFileSync("pdftotext", ["-layout", await (await downloading).path(), "-"], { encoding: "utf8" });
  const paise = (shown: string) => Math.round(Number(shown.replace(/[^\d.]/g, "")) * 100);
  expect(text).toMatch(new RegExp(`Discount \\(${code}\\)\\s+${billAmount(-Math.round(discount * 100)).replace(".", "\\.")}`));
  expect(text).toMatch(new RegExp(`Total \\(Rs\\.\\)\\s+${billAmount(paise(total)).replace(".", "\\.")}`));

  // A second order cannot use it: it was for the first order only.
  expect(
    (await page.request.post(`/api/users/${customer.user._id}/cart`, { headers, data: { productId: product._id, quantity: 1 } })).ok(),
  ).toBe(true);
  const again = await page.request.post("/api/basket/coupon", { headers, data: { code } });
  expect(again.status()).toBe(400);
  expect(((await again.json()) as { error: string }).error).toBe("This code is for a first order only");
});
