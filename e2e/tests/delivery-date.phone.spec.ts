import { expect, test } from "@playwright/test";
import { newEmail, signUpThroughPanel } from "../support/accounts.ts";

test.use({ viewport: { width: 375, height: 740 } });

const IN_WORDS = /(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)/;

test("at 375 px the chosen slot is a date in words from the modal to the order page (issue 33)", async ({ page }) => {
  await page.goto("/");
  await signUpThroughPanel(page, { username: "Farah Khan", email: newEmail("date") });
  await expect(page.getByText("Signed up successfully")).toBeVisible();
  await page.goto("/category/Mutton");
  const add = page
    .locator("main")
    .getByRole("button", { name: /^Add .+ to basket$/ })
    .first();
  await add.tap();
  await page.goto("/checkout");

  await page.getByRole("button", { name: "+ Add New Address" }).tap();
  const form = page.getByRole("form", { name: "Add New Address" });
  await form.getByLabel("First name").fill("Farah");
  await form.getByLabel("Last name").fill("Khan");
  await form.getByLabel("Address", { exact: true }).fill("3 Hill Road");
  await form.getByLabel("Landmark").fill("Near Mount Mary");
  await form.getByLabel("City").fill("Mumbai");
  await form.getByLabel("Pincode").fill("400001");
  await form.getByLabel("Phone number").fill("9820012345");
  await form.getByRole("button", { name: "Add", exact: true }).tap();
  await expect(page.getByRole("heading", { name: "Order Summary" })).toBeFocused();

  await page.getByRole("button", { name: "Choose delivery slot" }).tap();
  const dialog = page.getByRole("dialog", { name: "Choose a delivery slot" });
  // The modal opens on a day with a free slot and names each day's date in words.
  const selectedTab = dialog.getByRole("tab", { selected: true });
  await expect(selectedTab).toContainText(IN_WORDS);
  const tabDate = ((await selectedTab.textContent()) ?? "").match(IN_WORDS)![0];
  const slot = dialog.getByRole("tabpanel").getByRole("button", { disabled: false }).first();
  await slot.tap();
  await expect(dialog).toBeHidden();

  const summaryDate = page.locator(".checkout-slot__date");
  await expect(summaryDate).toContainText(tabDate);
  await expect(page.getByText(new RegExp(`^Delivery: ${tabDate}, `))).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("checkout-date-375.png"), fullPage: true });

  await page.getByRole("button", { name: /^Pay / }).tap();
  const provider = page.getByRole("dialog", { name: "Test payment (no real money)" });
  await expect(provider).toContainText(tabDate);
  await provider.getByRole("button", { name: "Approve payment" }).tap();
  await expect(page).toHaveURL(/\/order\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("region", { name: "Delivery" })).toContainText(tabDate);
});
