import { expect, test } from "@playwright/test";

/**
 * Issue 27: the server-drawn pages work before their script has run, and without it. A browser
 * with JavaScript off is the slow phone whose script never arrives: the search form submits to
 * /search?q=, category paging is links, and the language switch is a form the server answers
 * (/lang sets the cookie and comes back drawn in that language).
 */
test.describe("before the script, and without it", () => {
  test("search with Enter, category paging and the language switch, with JavaScript off", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();

    await page.goto("/");
    const box = page.getByRole("combobox", { name: "Search products" });
    await box.fill("pomfret");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=pomfret$/);
    await expect(box).toHaveValue("");
    await expect(page.locator("main").getByRole("article").first()).toContainText("Pomfret");

    await page.goto("/category/price1");
    await expect(page.getByText("Page 1 of 2")).toBeVisible();
    await page.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/category\/price1\?page=2$/);
    await expect(page.getByText("Page 2 of 2")).toBeVisible();
    await page.getByRole("link", { name: "Previous" }).click();
    await expect(page.getByText("Page 1 of 2")).toBeVisible();

    // No button that needs the script is offered: each keeps its place, hidden.
    await expect(page.locator("[data-needs-script]").first()).toBeHidden();

    await page.locator(".topbar").getByRole("combobox", { name: "Language" }).selectOption("mr");
    await page.locator(".topbar").getByRole("button", { name: "Change" }).click();
    await expect(page).toHaveURL(/\/category\/price1$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "mr");
    await expect(page.getByText("पान 1 / 2")).toBeVisible();
    // The choice is kept: the next page is Marathi too.
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "mr");
    await expect(page).toHaveTitle("ताझा — ताजे मासे आणि मटण घरपोच");
    await context.close();
  });
});
