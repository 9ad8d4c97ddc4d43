import { expect, test } from "@playwright/test";
import { DEMO_ADMIN, newEmail, signInThroughPanel, signUpThroughPanel } from "../support/accounts.ts";

test("a visitor sees the header, the demo catalog and the footer", async ({ page }) => {
  await page.goto("/");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: /call us/i })).toHaveAttribute("href", /^tel:/);
  await expect(header.getByRole("link", { name: /email us/i })).toHaveAttribute("href", /^mailto:/);
  await expect(header.getByPlaceholder("Search products...")).toBeVisible();
  await expect(header.getByRole("button", { name: "Login" })).toBeVisible();
  await expect(header.getByRole("button", { name: "Basket" })).toBeVisible();

  const firstCard = page
    .locator("main")
    .getByRole("link", { name: /pomfret|surmai|prawns|chicken|mutton|rohu|crab/i })
    .first();
  await expect(firstCard).toBeVisible();
  await expect(
    page
      .locator("main")
      .getByText(/\d+\s?g\b/)
      .first(),
  ).toBeVisible();
  await expect(
    page
      .locator("main")
      .getByText(/₹[\d,]+/)
      .first(),
  ).toBeVisible();
  await expect(page.locator("main del, main s").first()).toBeVisible();

  const footer = page.getByRole("contentinfo");
  for (const href of [
    "/tnc",
    "/privacypolicy",
    "/refundpolicy",
    "/contactus",
    "/category/SeaWater",
    "/category/FreshWater",
    "/category/Chicken",
    "/category/Mutton",
  ]) {
    await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
  }
});

test("a customer signs up, stays signed in after a reload, and logs out", async ({ page }) => {
  await page.goto("/");
  const email = newEmail();
  await signUpThroughPanel(page, { username: "Priya Shah", email });
  await expect(page.getByText("Signed up successfully")).toBeVisible();
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(page.getByRole("link", { name: "Account", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Dashboard" })).toHaveCount(0);

  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem("user") ?? "null") as { user: { email: string }; token: string },
  );
  expect(stored.user.email).toBe(email);
  expect(stored.token).toBeTruthy();

  await page.reload();
  await expect(page.getByRole("link", { name: "Account", exact: true })).toBeVisible();

  await page.getByRole("link", { name: "Account", exact: true }).click();
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByText("Successfully logged out")).toBeVisible();
  await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("user"))).toBeNull();
});

test("a wrong password is explained under the form and nobody is signed in", async ({ page }) => {
  await page.goto("/");
  await signInThroughPanel(page, DEMO_ADMIN.email, "Wrong@Pass9");
  await expect(page.getByRole("dialog").getByText("Invalid email or password")).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("user"))).toBeNull();
});

test("signing in in one tab signs in the other tab too", async ({ page, context }) => {
  await page.goto("/");
  const other = await context.newPage();
  await other.goto("/");
  await signUpThroughPanel(page, { username: "Tab Tester", email: newEmail("tabs") });
  await expect(page.getByText("Signed up successfully")).toBeVisible();
  await expect(other.getByRole("link", { name: "Account", exact: true })).toBeVisible();
});

test("an admin signs in and sees the Dashboard button", async ({ page }) => {
  await page.goto("/");
  await signInThroughPanel(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page.getByText("Logged in successfully")).toBeVisible();
  await expect(page.getByRole("link", { name: "Dashboard" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Basket" })).toHaveCount(0);
});
