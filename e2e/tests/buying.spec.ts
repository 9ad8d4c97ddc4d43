import { expect, test, type Page } from "@playwright/test";
import { DEMO_ADMIN, newEmail, signInThroughPanel, signUpThroughPanel } from "../support/accounts.ts";

const ADD_BUTTON = /^Add .+ to basket$/;

/** "₹1,299" -> 1299 */
function rupees(text: string): number {
  return Number(text.replace(/[₹,\s]/g, ""));
}

function formatInr(amount: number): string {
  return new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 2, minimumFractionDigits: 0 }).format(
    amount,
  );
}

/**
 * Signs up a fresh customer from the home page, waits until the shop knows them, and goes
 * shopping in one category (there each product has one card; the home page repeats some).
 */
async function signUpFreshCustomer(page: Page, username: string) {
  await page.goto("/");
  await signUpThroughPanel(page, { username, email: newEmail("buyer") });
  await expect(page.getByText("Signed up successfully")).toBeVisible();
  await expect(page.getByRole("link", { name: "Account", exact: true })).toBeVisible();
  await page.goto("/category/Chicken");
  await expect(page.locator("main").getByRole("button", { name: ADD_BUTTON }).first()).toBeVisible();
}

/** Clicks ADD on the n-th in-stock product of the page and returns its name. */
async function addNthProduct(page: Page, index: number): Promise<string> {
  const add = page.locator("main").getByRole("button", { name: ADD_BUTTON }).nth(index);
  const label = await add.getAttribute("aria-label");
  const name = label?.replace(/^Add /, "").replace(/ to basket$/, "") ?? "";
  expect(name).not.toBe("");
  await add.click();
  await expect(page.getByRole("group", { name: `${name} in basket` })).toContainText("1");
  return name;
}

async function addAddressAtCheckout(page: Page, pincode = "400001") {
  await page.getByRole("button", { name: "+ Add New Address" }).click();
  const form = page.getByRole("form", { name: "Add New Address" });
  await form.getByLabel("First name").fill("Asha");
  await form.getByLabel("Last name").fill("Patil");
  await form.getByLabel("Address", { exact: true }).fill("12 Marine Drive, Flat 4B");
  await form.getByLabel("Landmark").fill("Near Churchgate station");
  await form.getByLabel("City").fill("Mumbai");
  await expect(form.getByLabel("State")).toHaveValue("Maharashtra");
  await form.getByLabel("Pincode").fill("410206");
  await form.getByLabel("Phone number").fill("9820012345");
  await form.getByRole("button", { name: "Add", exact: true }).click();
  // 410206 is a known but disabled pincode: the server's message lands under the field.
  await expect(form.getByText("Entered pincode is not serviceable")).toBeVisible();
  await form.getByLabel("Pincode").fill(pincode);
  await form.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByText("Address added successfully")).toBeVisible();
  // At checkout the new address is the one chosen, and the page moves on to the summary.
  if (page.url().endsWith("/checkout")) await expect(page.getByRole("heading", { name: "Order Summary" })).toBeFocused();
}

async function chooseTomorrowSlot(page: Page) {
  await page.getByRole("button", { name: "Choose delivery slot" }).click();
  const dialog = page.getByRole("dialog", { name: "Choose a delivery slot" });
  await dialog.getByRole("tab", { name: /Tomorrow/ }).click();
  await dialog.getByRole("button", { name: "8AM-10AM" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Tomorrow, 8AM-10AM")).toBeVisible();
}

test("a customer fills a basket, pays with the test provider and finds the order in their account", async ({ page }) => {
  // Razorpay's script is fetched only when Razorpay is the provider; offline it never is.
  const thirdParty: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith("http://127.0.0.1")) thirdParty.push(request.url());
  });
  await signUpFreshCustomer(page, "Asha Patil");

  const first = await addNthProduct(page, 0);
  await expect(page.getByText("Updated the cart")).toBeVisible();
  await page.getByRole("button", { name: `Add one ${first}` }).click();
  await expect(page.getByRole("group", { name: `${first} in basket` })).toContainText("2");

  const second = await addNthProduct(page, 0);
  await page.getByRole("button", { name: `Add one ${second}` }).click();
  await page.getByRole("button", { name: `Add one ${second}` }).click();
  await expect(page.getByRole("group", { name: `${second} in basket` })).toContainText("3");
  await page.getByRole("button", { name: `Remove one ${second}` }).click();
  await expect(page.getByRole("group", { name: `${second} in basket` })).toContainText("2");

  // The header badge counts pieces; the floating bar shows up about a second after a change.
  await expect(page.getByRole("button", { name: "Basket, 4 items" })).toBeVisible();
  const bar = page.getByRole("complementary", { name: "Basket summary" });
  await expect(bar).toContainText("4 items");

  // The quantities survive a reload: they are the server's, not just the screen's.
  await page.reload();
  await expect(page.getByRole("group", { name: `${first} in basket` })).toContainText("2");

  await bar.getByRole("button", { name: "View Cart" }).click();
  const cart = page.getByRole("dialog", { name: /Cart/ });
  await expect(cart.getByRole("columnheader", { name: "PRODUCT" })).toBeVisible();
  await expect(cart.getByRole("columnheader", { name: "QUANTITY" })).toBeVisible();
  await expect(cart.getByRole("link", { name: first, exact: true })).toHaveAttribute("href", /^\/product\//);
  await expect(cart.getByRole("link", { name: second, exact: true })).toBeVisible();
  await expect(cart.getByText("Subtotal")).toBeVisible();
  const basketTotal = (await cart.locator(".basket-panel__total dd").textContent()) ?? "";
  expect(basketTotal).toMatch(/^₹[\d,]+(\.\d+)?$/);
  await cart.getByRole("button", { name: "Proceed to Checkout" }).click();

  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole("complementary", { name: "Basket summary" })).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Checkout steps" }).getByText("Address")).toBeVisible();
  await page.getByRole("button", { name: "Select Address" }).click();
  await expect(page.getByText("Add address to continue")).toBeVisible();
  await addAddressAtCheckout(page);

  await expect(page.getByRole("heading", { name: "Order Summary" })).toBeVisible();
  await expect(page.getByText("Delivery charges")).toBeVisible();
  const pay = page.getByRole("button", { name: /^Pay ₹/ });
  await pay.click();
  await expect(page.getByText("Please select a time slot before proceeding with the payment.")).toBeVisible();
  await page.getByRole("dialog", { name: "Choose a delivery slot" }).getByRole("button", { name: "Close" }).click();
  await chooseTomorrowSlot(page);

  const payLabel = (await pay.textContent()) ?? "";
  const total = payLabel.replace(/^Pay /, "");
  await pay.click();
  const provider = page.getByRole("dialog", { name: "Test payment (no real money)" });
  await expect(provider).toContainText(total);
  await provider.getByRole("button", { name: "Approve payment" }).click();
  await expect(page.getByText("Order successfully placed").first()).toBeVisible();

  await expect(page).toHaveURL(/\/order\/[0-9a-f-]{36}$/);
  // The order page's heading, once it has replaced the checkout's (a read without waiting could
  // catch the page between the two on a busy machine).
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^#\d\d[A-Z]{3}$/);
  const billId = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
  await expect(page.getByText("Tomorrow, 8AM-10AM").first()).toBeVisible();
  const items = page.getByRole("region", { name: "Items" });
  await expect(items.getByRole("link", { name: first, exact: true })).toBeVisible();
  await expect(items.getByRole("link", { name: second, exact: true })).toBeVisible();
  await expect(page.locator(".order-bill__total dd")).toHaveText(total);
  await expect(page.getByText("Online")).toBeVisible();
  await expect(page.getByText("12 Marine Drive, Flat 4B, Near Churchgate station")).toBeVisible();

  // The server emptied the basket with the order.
  await expect(page.getByRole("button", { name: "Basket", exact: true })).toBeVisible();

  await page.getByRole("link", { name: "Account", exact: true }).click();
  const orders = page.getByRole("region", { name: "Orders" });
  const row = orders.getByRole("link", { name: new RegExp(`Order ${billId}`) });
  await expect(row).toContainText(total);
  await expect(row).toContainText("Tomorrow, 8AM-10AM");
  await expect(page.getByRole("region", { name: "Addresses" })).toContainText("Asha Patil");
  await row.click();
  await expect(page).toHaveURL(/\/order\//);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(billId);
  expect(thirdParty).toEqual([]);
});

test("a failed payment leaves the basket as it was and creates no order", async ({ page }) => {
  await signUpFreshCustomer(page, "Ravi Kulkarni");
  const product = await addNthProduct(page, 1);
  await page.getByRole("button", { name: `Add one ${product}` }).click();
  await expect(page.getByRole("button", { name: "Basket, 2 items" })).toBeVisible();

  await page.getByRole("button", { name: "Basket, 2 items" }).click();
  const cart = page.getByRole("dialog", { name: /Cart/ });
  const subtotal = rupees((await cart.locator(".basket-panel__total dd").textContent()) ?? "");
  await cart.getByRole("button", { name: "Proceed to Checkout" }).click();
  // 400016 (Mahim) carries a ₹19 delivery charge in the demo data: it is added to the total.
  await addAddressAtCheckout(page, "400016");
  await expect(page.locator(".bill-rows div").filter({ hasText: "Delivery charges" })).toContainText("₹19");
  await expect(page.getByRole("button", { name: /^Pay ₹/ })).toHaveText(`Pay ${formatInr(subtotal + 19)}`);
  await chooseTomorrowSlot(page);

  await page.getByRole("button", { name: /^Pay ₹/ }).click();
  await page.getByRole("dialog", { name: "Test payment (no real money)" }).getByRole("button", { name: "Fail payment" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Payment failed" })).toContainText("Your basket is unchanged");
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole("dialog", { name: "Test payment (no real money)" })).toBeHidden();

  await page.reload();
  await expect(page.getByRole("button", { name: "Basket, 2 items" })).toBeVisible();
  // The one saved address is chosen already: the summary is open without a tap (issue 33).
  await expect(page.getByText(product)).toBeVisible();

  await page.goto("/myaccount");
  await expect(page.getByText("No orders found.")).toBeVisible();
});

test("a visitor's ADD asks them to log in", async ({ page }) => {
  await page.goto("/");
  await page.locator("main").getByRole("button", { name: ADD_BUTTON }).first().click();
  await expect(page.getByText("Login in to add to basket")).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Sign In" })).toBeVisible();
});

test("choosing Cash on Delivery says it is not serviceable and keeps Online", async ({ page }) => {
  await signUpFreshCustomer(page, "Meera Joshi");
  await addNthProduct(page, 2);
  await page.goto("/checkout");
  await addAddressAtCheckout(page);
  await page.getByRole("radio", { name: /Cash on Delivery/ }).click();
  await expect(page.getByText("COD is currently not Serviceable")).toBeVisible();
  await expect(page.getByRole("radio", { name: /Online/ })).toBeChecked();
  await expect(page.getByRole("radio", { name: /Cash on Delivery/ })).not.toBeChecked();

  // Spec section 4: scrolling down marks Payment, scrolling up Order Summary, and the Address step goes back.
  const steps = page.getByRole("navigation", { name: "Checkout steps" });
  const current = steps.locator('[aria-current="step"]');
  // Choosing a payment method put the reader on Payment; the page's own scrolling changes nothing.
  await expect(current).toHaveText(/Payment/);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(async () => {
    await page.mouse.wheel(0, -300);
    await expect(current).toHaveText(/Order Summary/, { timeout: 500 });
  }).toPass();
  await expect(async () => {
    await page.mouse.wheel(0, 200);
    await expect(current).toHaveText(/Payment/, { timeout: 500 });
  }).toPass();
  await steps.getByRole("button", { name: /Address/ }).click();
  await expect(current).toHaveText(/Address/);
  await expect(page.getByRole("button", { name: "Select Address" })).toBeVisible();
});

test("the floating cart bar appears about a second after a change and hides again after 60 seconds", async ({ page }) => {
  await page.clock.install();
  await signUpFreshCustomer(page, "Neha Desai");
  const bar = page.getByRole("complementary", { name: "Basket summary" });
  const name = await addNthProduct(page, 3);
  await expect(bar).toContainText("1 item");
  await page.clock.fastForward(30_000);
  await expect(bar).toBeVisible();
  await page.clock.fastForward(31_000);
  await expect(bar).toBeHidden();
  // A minute on the page: the delivery-location popup has opened by itself (after 8 s); close it.
  const locationPopup = page.getByRole("dialog", { name: "Choose Delivery Location" });
  await expect(locationPopup).toBeVisible();
  // Its lazily loaded content may still be arriving on a loaded CI machine: press until it closes.
  await expect(async () => {
    await page.keyboard.press("Escape");
    await expect(locationPopup).toBeHidden({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });

  // Another change brings it back, and it never shows on the account page.
  await page.getByRole("button", { name: `Add one ${name}` }).click();
  await expect(bar).toContainText("2 items");
  await page.getByRole("link", { name: "Account", exact: true }).click();
  await expect(page.getByRole("heading", { name: "My account" })).toBeVisible();
  await expect(bar).toHaveCount(0);
});

test("a customer keeps their profile and addresses on the account page", async ({ page }) => {
  await signUpFreshCustomer(page, "Kiran Rao");
  // A fresh page load, so the half-second "back to home" after sign-up cannot bounce us back.
  await page.goto("/myaccount");
  const profile = page.getByRole("form", { name: "Profile" });
  await expect(profile.getByLabel("Email")).toHaveAttribute("readonly", "");

  await profile.getByLabel("New password").fill("weakpass");
  await profile.getByRole("button", { name: "Save profile" }).click();
  await expect(
    profile.getByText("Password must be at least 8 characters, with uppercase, lowercase, number, and special character."),
  ).toBeVisible();
  // A new password needs the current one: a session token alone cannot change it.
  await profile.getByLabel("New password").fill("Newer@Fish22");
  const current = profile.getByLabel("Current password");
  await expect(current).toBeVisible();
  await profile.getByRole("button", { name: "Save profile" }).click();
  await expect(profile.getByText("Please enter your current password to set a new one")).toBeVisible();
  await current.fill("Wrong@Pass1");
  await profile.getByRole("button", { name: "Save profile" }).click();
  await expect(profile.getByText("Your current password is not correct")).toBeVisible();
  await profile.getByLabel("New password").fill("");
  await expect(current).toHaveCount(0);

  // The age is entered as a date of birth and stored in whole years.
  const today = new Date();
  const birth = `${today.getFullYear() - 30}-01-01`;
  const expectedAge = 30;
  await profile.getByLabel("Username").fill("Kiran R");
  await profile.getByLabel("Date of birth").fill(birth);
  await profile.getByLabel("Gender").selectOption("Female");
  await profile.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Profile saved")).toBeVisible();
  await expect(profile.getByText(`We have your age as ${expectedAge} years`)).toBeVisible();
  const stored: unknown = await page.evaluate(async () => {
    const session = JSON.parse(localStorage.getItem("user") ?? "null") as { user: { _id: string }; token: string };
    const response = await fetch(`/api/users/${session.user._id}`, { headers: { Authorization: `Bearer ${session.token}` } });
    return (await response.json()) as unknown;
  });
  expect(stored).toMatchObject({ username: "Kiran R", age: expectedAge, gender: "Female" });

  const addresses = page.getByRole("region", { name: "Addresses" });
  await addAddressAtCheckout(page);
  await expect(addresses).toContainText("Asha Patil");
  await addresses.getByRole("button", { name: /^Edit address/ }).click();
  const edit = page.getByRole("form", { name: "Edit address" });
  await edit.getByLabel("Landmark").fill("Opposite Eros cinema");
  await edit.getByRole("button", { name: "SAVE" }).click();
  await expect(page.getByText("Address updated successfully")).toBeVisible();
  await expect(addresses).toContainText("Opposite Eros cinema");
  await addresses.getByRole("button", { name: /^Delete address/ }).click();
  await expect(page.getByText("Address deleted successfully")).toBeVisible();
  await expect(addresses).not.toContainText("Asha Patil");
  await expect(page.getByRole("region", { name: "Orders" })).toContainText("No orders found.");
});

test("an admin's account page has the profile and Logout but no addresses or orders", async ({ page }) => {
  await page.goto("/");
  await signInThroughPanel(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page.getByText("Logged in successfully")).toBeVisible();
  await page.goto("/myaccount");
  await expect(page.getByRole("form", { name: "Profile" })).toBeVisible();
  // Staff see the admin header here (spec section 2), not the shop's.
  await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Quick Pricing" })).toBeVisible();
  await expect(page.getByPlaceholder("Search products...")).toHaveCount(0);
  await expect(page.locator("main").getByRole("button", { name: "Logout" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Addresses" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Orders" })).toHaveCount(0);

  // No basket anywhere for an admin: no ADD on the cards, no basket icon, no cart bar.
  await page.goto("/");
  await expect(page.locator("main").getByRole("link").first()).toBeVisible();
  await expect(page.locator("main").getByRole("button", { name: ADD_BUTTON })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Basket/ })).toHaveCount(0);
});

test("a basket change the server refuses is rolled back with the spec's message", async ({ page }) => {
  await signUpFreshCustomer(page, "Tara Menon");
  const name = await addNthProduct(page, 4);
  const group = page.getByRole("group", { name: `${name} in basket` });

  // From now on the server refuses every basket change (as it would, say, for a sold-out product).
  await page.route("**/api/users/*/cart", (route) =>
    route.fulfill({
      status: 400,
      contentType: "application/json",
      body: JSON.stringify({ error: "This product is currently unavailable" }),
    }),
  );
  await page.getByRole("button", { name: `Add one ${name}` }).click();
  await expect(page.getByText("Failed to update cart")).toBeVisible();
  await expect(page.getByText("This product is currently unavailable")).toBeVisible();
  await expect(group).toContainText("1");

  await page.getByRole("button", { name: `Remove one ${name}` }).click();
  await expect(page.getByText("Failed to remove from cart")).toBeVisible();
  await expect(group).toContainText("1");
  await expect(page.getByRole("button", { name: "Basket, 1 item" })).toBeVisible();
});

test("the product page shows this product's basket line total and follows the stepper", async ({ page }) => {
  await signUpFreshCustomer(page, "Kiran Rao");
  const name = await addNthProduct(page, 0);
  await page
    .locator("main")
    .getByRole("link", { name: new RegExp(name) })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  const total = page.getByText(/^In your basket: /);
  await expect(total).toHaveText(/^In your basket: 1 × (₹[\d,.]+) = \1$/);
  await page.getByRole("button", { name: `Add one ${name}` }).click();
  await expect(total).toHaveText(/^In your basket: 2 × ₹[\d,.]+ = ₹[\d,.]+$/);
  const [, unit, sum] = /2 × ₹([\d,.]+) = ₹([\d,.]+)/.exec((await total.textContent()) ?? "") ?? [];
  expect(Number(sum!.replace(/,/g, ""))).toBeCloseTo(2 * Number(unit!.replace(/,/g, "")), 2);
});
