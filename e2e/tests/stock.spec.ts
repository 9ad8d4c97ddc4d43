import { expect, test } from "@playwright/test";
import { signInAsAdmin, toast } from "../support/admin.ts";

// Issue 28: the morning's stock screen on a 375 px phone, and what a customer then sees.
test("staff enter the morning's stock on a 375 px phone, and the product shows 'Only a few left'", async ({ page, browser }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const admin = await signInAsAdmin(page);
  const headers = { authorization: `Bearer ${admin.token}` };
  const { today } = (await (await page.request.get("/api/stock-levels")).json()) as { today: string };
  const sheet = (await (await page.request.get(`/api/admin/stock?date=${today}`, { headers })).json()) as {
    products: { productId: string; name: string; stockedGrams: number | null; unitGrams: number }[];
  };
  const product = sheet.products.find((p) => p.stockedGrams === null)!;

  try {
    await page.goto("/admin");
    await page.getByRole("button", { name: /menu/i }).click();
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Stock" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Morning stock" })).toBeVisible();
    const box = page.locator(`[id="stock-${product.productId}"]`);
    await box.fill(String(product.unitGrams * 2));
    await page.getByRole("button", { name: "Save all (1)" }).click();
    await expect(toast(page, "Saved 1 product")).toBeVisible();
    await expect(
      page
        .getByRole("form", { name: `Stock for ${today}` })
        .getByText(/Left/)
        .first(),
    ).toBeVisible();
    // One list made for a phone: nothing wider than the screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    const shopper = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const shop = await shopper.newPage();
    await shop.goto(`/product/${product.productId}`);
    await expect(shop.getByText("Only a few left")).toBeVisible();
    await shopper.close();
  } finally {
    await page.request.put(`/api/admin/stock/${product.productId}`, { headers, data: { date: today, grams: null } });
  }
});
