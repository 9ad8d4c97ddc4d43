import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "../support/accessibility.ts";
import { signUpCustomer } from "../support/admin.ts";
import { skipLocationPopup } from "../support/storefront.ts";

/** Issue 15's findings made on a phone (Pixel 7): location, checkout, menu, footer, tap targets. */

async function signedIn(page: Page, username: string) {
  const customer = await signUpCustomer(page, username);
  await page.addInitScript((session) => window.localStorage.setItem("user", JSON.stringify(session)), customer);
  return customer;
}

test("2: no guessed pincode; an unserved choice leaves a notice everywhere and ADD explains it", async ({ page }) => {
  await skipLocationPopup(page);
  await page.goto("/");
  const chip = page.getByRole("link", { name: "Choose delivery location" });
  await expect(chip).toBeVisible();
  await chip.tap();
  const popup = page.getByRole("dialog", { name: "Choose Delivery Location" });
  const input = popup.getByPlaceholder("Enter your city's PINCODE");
  await expect(input).toHaveValue("");
  await expect(popup.getByText("For example 400001")).toBeVisible();
  await expectNoAxeViolations(page, "location popup", { include: '[role="dialog"]' });
  await input.fill("110001");
  await popup.getByRole("button", { name: "Continue" }).tap();
  await expect(popup.getByText("Sorry! We do not serve in your city yet.")).toBeVisible();
  await expect(popup).toBeHidden({ timeout: 5000 });

  const notice = page.getByRole("status").filter({ hasText: "We don't deliver to 110001 yet" });
  await expect(notice).toBeVisible();
  await expect(page.getByRole("link", { name: /Delivering to 110001/ })).toBeVisible();
  await expectNoAxeViolations(page, "home with the unserved notice");
  await page.goto("/category/SeaWater");
  await expect(notice).toBeVisible();

  // Signed in, ADD explains instead of adding.
  await signedIn(page, "Delhi Visitor");
  await page.reload();
  await page
    .locator("main")
    .getByRole("button", { name: /^Add .* to basket$/ })
    .first()
    .tap();
  await expect(page.getByText("Choose a pincode we deliver to before adding to your basket.")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Basket, 0 items|^Basket$/ })).toBeVisible();

  // "Change pincode" fixes it: the notice goes, the chip names the area.
  await notice.getByRole("button", { name: "Change pincode" }).tap();
  await popup.getByPlaceholder("Enter your city's PINCODE").fill("400001");
  await popup.getByRole("button", { name: "Continue" }).tap();
  await expect(popup.getByText("Awesome! We serve in your city.")).toBeVisible();
  await expect(notice).toBeHidden();
  await expect(page.getByRole("link", { name: /Delivering to 400001/ })).toBeVisible();
});

test("2: the popup never opens while the customer is typing in search", async ({ page }) => {
  await page.clock.install();
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Best Sellers" })).toBeVisible();
  const search = page.getByRole("combobox", { name: "Search products" });
  await search.tap();
  await search.pressSequentially("pom");
  await page.clock.fastForward(9000);
  await expect(page.getByRole("dialog", { name: "Choose Delivery Location" })).toHaveCount(0);
  await expect(search).toBeFocused();
  // Done typing (focus leaves the box): now it may ask.
  await search.blur();
  await page.clock.fastForward(1500);
  await expect(page.getByRole("dialog", { name: "Choose Delivery Location" })).toBeVisible();
});

test("7: checkout with no address: Add is the main button, pre-filled, +91 phone, then the summary", async ({ page }) => {
  await skipLocationPopup(page);
  await page.addInitScript(() => window.localStorage.setItem("pincode", "400050"));
  const customer = await signedIn(page, "Kavya Rao");
  const products = (await (await page.request.get("/api/products")).json()) as { _id: string; inStock: boolean }[];
  await page.request.post(`/api/users/${customer.user._id}/cart`, {
    headers: { authorization: `Bearer ${customer.token}` },
    data: { productId: products.find((p) => p.inStock)!._id, quantity: 1 },
  });
  await page.goto("/checkout");
  const add = page.getByRole("button", { name: "+ Add New Address" });
  await expect(add).toHaveClass(/btn--primary/);
  await expect(page.getByRole("button", { name: "Select Address" })).toHaveClass(/btn--secondary/);
  await add.tap();
  const form = page.getByRole("form", { name: "Add New Address" });
  await expect(form.getByLabel("Pincode")).toHaveValue("400050");
  await expect(form.getByLabel("City")).toHaveValue("Mumbai");
  await expectNoAxeViolations(page, "checkout address form");
  await form.getByLabel("First name").fill("Kavya");
  await form.getByLabel("Last name").fill("Rao");
  await form.getByLabel("Address", { exact: true }).fill("7 Hill Road");
  await form.getByLabel("Landmark").fill("Near Mehboob Studio");
  await form.getByLabel("Phone number").fill("+91 98201 23456");
  await form.getByRole("button", { name: "Add", exact: true }).tap();
  await expect(page.getByText("Address added successfully")).toBeVisible();
  const summary = page.getByRole("heading", { name: "Order Summary" });
  await expect(summary).toBeFocused();
  await expect(summary).toBeInViewport();
  const user = (await (
    await page.request.get(`/api/users/${customer.user._id}`, { headers: { authorization: `Bearer ${customer.token}` } })
  ).json()) as {
    addresses: { phoneNo: string }[];
  };
  expect(user.addresses[0]!.phoneNo).toBe("9820123456");
  await expect(page.getByRole("link", { name: /Delivering to 400050/ })).toBeVisible();

  await page.getByRole("radio", { name: /Cash on Delivery/ }).tap();
  await expect(page.getByText("COD is currently not Serviceable")).toBeVisible();
  await expect(page.getByText(/our riders carry no cash/i).first()).toBeVisible();
  // A toast fading out is half-transparent on purpose: check the page once they have gone.
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  await expectNoAxeViolations(page, "checkout summary");
});

test("10: the phone menu and the footer list every category; tap targets are 44 px; toasts clear the basket", async ({ page }) => {
  await skipLocationPopup(page);
  await signedIn(page, "Tap Target");
  await page.goto("/");
  await page.getByRole("button", { name: "Menu" }).tap();
  const menu = page.getByRole("navigation", { name: "Menu" });
  for (const category of ["SeaWater", "Prawns", "FreshWater", "Chicken", "Mutton", "Crab"]) {
    await expect(menu.locator(`a[href="/category/${category}"]`)).toHaveCount(1);
  }
  await expectNoAxeViolations(page, "phone menu");
  await page.getByRole("button", { name: "Menu" }).tap();
  const footer = page.getByRole("contentinfo");
  for (const category of ["SeaWater", "Prawns", "FreshWater", "Chicken", "Mutton", "Crab"]) {
    await expect(footer.locator(`a[href="/category/${category}"]`)).toHaveCount(1);
  }

  for (const target of [page.locator(".topbar__link").first(), page.locator(".topbar__link").nth(1), page.locator(".header-pincode")]) {
    const box = (await target.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThanOrEqual(44);
  }

  await page
    .locator("main")
    .getByRole("button", { name: /^Add .* to basket$/ })
    .first()
    .tap();
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Updated the cart" });
  await expect(toast).toBeVisible();
  const basket = (await page.getByRole("button", { name: /^Basket/ }).boundingBox())!;
  const toastBox = (await toast.boundingBox())!;
  expect(toastBox.y).toBeGreaterThanOrEqual(basket.y + basket.height);
});
