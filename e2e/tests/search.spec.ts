import { expect, test } from "@playwright/test";
import { skipLocationPopup } from "../support/storefront.ts";

// Search as Mumbai types it (issue 11): misspelt, in Marathi, by another name. The demo catalog
// carries the other names.
test.describe("search, visitor", () => {
  test.beforeEach(async ({ page }) => {
    await skipLocationPopup(page);
  });

  test("a misspelt name in the header search finds the product, and opens it", async ({ page }) => {
    await page.goto("/");
    const box = page.getByRole("combobox", { name: "Search products" });
    const list = page.getByRole("listbox", { name: "Matching products" });
    const names = list.getByRole("option").locator(".search-box__name");

    await box.fill("pomfrett");
    await expect(names.first()).toHaveText("Pomfret Whole (Medium)");
    await box.press("ArrowDown");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/product\//);
    await expect(page.getByRole("heading", { level: 1, name: "Pomfret Whole (Medium)" })).toBeVisible();
  });

  test("Marathi and other names find the fish; nonsense finds nothing", async ({ page }) => {
    await page.goto("/");
    const box = page.getByRole("combobox", { name: "Search products" });
    const names = page.getByRole("listbox", { name: "Matching products" }).getByRole("option").locator(".search-box__name");

    await box.fill("बांगडा");
    await expect(names.first()).toHaveText("Bangda (Indian Mackerel) Whole");
    await box.fill("kolambi");
    await expect(names.first()).toHaveText("Small Prawns (Kolambi) Cleaned");

    // The results page ranks the same way.
    await box.fill("paplet");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=paplet/);
    await expect(page.locator("main").getByRole("article").first()).toContainText("Pomfret Whole (Medium)");

    await box.fill("xyzzy");
    await expect(page.getByText("No products found.")).toBeVisible();
  });
});
