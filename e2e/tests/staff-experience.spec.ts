import { randomUUID } from "node:crypto";
import { expect, test, type Browser } from "@playwright/test";
import sharp from "sharp";
import { expectNoAxeViolations } from "../support/accessibility.ts";
import { signInAsAdmin, signUpCustomer, toast } from "../support/admin.ts";
import { placePaidOrder } from "../support/orders.ts";
import { publicProducts, skipLocationPopup } from "../support/storefront.ts";

// Issue 15, points 6, 9, 11 and 12: the staff side, each screen checked by axe as it changes.

const unique = () => randomUUID().slice(0, 6);

/** A signed-in admin on a page of its own context (AxeBuilder needs browser.newContext()). */
async function adminPage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: "reduce" });
  const page = await context.newPage();
  const session = await signInAsAdmin(page);
  await skipLocationPopup(page);
  return { context, page, session };
}

test("staff fill in net and gross weight, pieces and serves; shoppers see them on the product page", async ({ browser }) => {
  const { context, page, session } = await adminPage(browser);
  const products = (await (
    await page.request.get("/api/admin/products?search=Rawas%20Fillet", { headers: { Authorization: `Bearer ${session.token}` } })
  ).json()) as {
    data: { _id: string; name: string }[];
  };
  const fillet = products.data[0]!;
  await page.goto(`/admin/edit-product/${fillet._id}`);
  const details = page.getByRole("region", { name: "What the customer gets" });
  await expect(details.getByLabel("Net weight (grams)")).toHaveValue("250");
  await expectNoAxeViolations(page, "edit product");

  await details.getByLabel("Net weight (grams)").fill("260");
  await details.getByLabel("Gross weight (grams)").fill("240");
  await page.getByRole("button", { name: "Update Product" }).click();
  await expect(toast(page, "Net weight cannot be more than the gross weight")).toBeVisible();
  await expect(details.getByLabel("Net weight (grams)")).toBeFocused();

  await details.getByLabel("Gross weight (grams)").fill("400");
  await details.getByLabel("Pieces").fill("3");
  await details.getByLabel("Serves").fill("2");
  await page.getByRole("button", { name: "Update Product" }).click();
  await expect(toast(page, "Product updated successfully")).toBeVisible();

  await page.goto(`/product/${fillet._id}`);
  const facts = page.getByLabel("What you get");
  await expect(facts).toContainText("Net weight260 g");
  await expect(facts).toContainText("Gross weight400 g");
  await expect(facts).toContainText("Pieces3");
  await expect(facts).toContainText("Serves2 people");
  await context.close();
});

test("a banner gets words and a link; the preview shows its crop and size; the whole banner opens the page", async ({ browser }) => {
  const { context, page } = await adminPage(browser);
  page.on("dialog", (dialog) => void dialog.accept());
  await page.goto("/admin/creatives");
  const desktop = page.getByRole("region", { name: "Desktop/Tablet" });
  await expect(desktop.getByText("3 of 4")).toBeVisible();
  // The demo banners already say what their pictures say, and where they lead.
  await expect(desktop).toContainText("Opens/category/SeaWater");
  await expect(desktop).toContainText("Fresh catch, from the morning boats");

  const square = await sharp({ create: { width: 600, height: 600, channels: 3, background: "#e4572e" } })
    .png()
    .toBuffer();
  await desktop.getByLabel("+ Add Image").setInputFiles({ name: "square.png", mimeType: "image/png", buffer: square });
  const form = page.getByRole("form", { name: "New Desktop/Tablet banner" });
  await expect(form).toContainText("Recommended size: 1600 × 600 px (8:3). Chosen image: 600 × 600 px.");
  await expect(form).toContainText("smaller than the recommended 1600 × 600 px");
  await expect(form).toContainText("will be cut off");
  await expect(form.locator(".banner-upload__crop")).toBeVisible();
  await expect(form.getByLabel("Alt text")).toBeFocused();
  await expectNoAxeViolations(page, "creatives upload preview");

  await form.getByLabel("Link (optional)").fill("//evil.example/prawns");
  await form.getByLabel("Alt text").fill(`Crab week ${unique()}: mud crab, cleaned and cut. Order crab`);
  await form.getByRole("button", { name: "Upload banner" }).click();
  await expect(form.getByText("The link must be a page of this shop, starting with /")).toBeVisible();
  await expect(form.getByLabel("Link (optional)")).toBeFocused();
  await form.getByLabel("Link (optional)").fill("/category/Crab");
  await form.getByRole("button", { name: "Upload banner" }).click();
  await expect(toast(page, "Creative added successfully")).toBeVisible();
  await expect(desktop.getByText("4 of 4")).toBeVisible();
  await expect(desktop).toContainText("Opens/category/Crab");

  // Live banners' words and links change in place.
  await desktop.getByRole("button", { name: "Edit alt text and link of Desktop/Tablet banner 4" }).click();
  const edit = page.getByRole("form", { name: "Details of Desktop/Tablet banner 4" });
  await edit.getByLabel("Link (optional)").fill("/category/Prawns");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Banner details saved")).toBeVisible();
  await expect(desktop).toContainText("Opens/category/Prawns");
  await desktop.getByRole("button", { name: "Delete Desktop/Tablet banner 4" }).click();
  await expect(desktop.getByText("3 of 4")).toBeVisible();

  // On the home page the first banner is one link, named by its alt text.
  await page.goto("/");
  const banner = page
    .getByRole("region", { name: "Offers" })
    .getByRole("link", { name: /Fresh catch, from the morning boats/ })
    .first();
  await expect(banner).toBeVisible();
  await expectNoAxeViolations(page, "home");
  await banner.click();
  await expect(page).toHaveURL(/\/category\/SeaWater$/);
  await context.close();
});

test("orders show and filter by delivery day and slot; Delivered asks first and Undo puts it back; the dashboard shows today", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { context, page, session } = await adminPage(browser);
  const customer = await signUpCustomer(page, `Slot Shopper ${unique()}`);
  const order = await placePaidOrder(page.request, customer);
  const adminHeaders = { Authorization: `Bearer ${session.token}` };
  const placed = (await (await page.request.get(`/api/orders/${order._id}`, { headers: adminHeaders })).json()) as {
    data: { time: { slot: string } };
  };
  const slot = placed.data.time.slot;

  await page.goto("/admin/customer-orders");
  await page.getByRole("group", { name: "Delivery date" }).getByRole("button", { name: "Tomorrow" }).click();
  await expect(page).toHaveURL(/date=tomorrow/);
  const row = page.getByRole("row").filter({ hasText: order.billId });
  await expect(row).toContainText(`Tomorrow · ${slot}`);
  await page.getByLabel("Slot").selectOption(slot);
  await expect(row).toBeVisible();
  await expectNoAxeViolations(page, "orders filtered");

  await page.getByRole("group", { name: "Delivery date" }).getByRole("button", { name: "Today" }).click();
  await expect(page).toHaveURL(/date=today/);
  // Tomorrow's order is not in today's list; other journeys' orders for today may be (after
  // midnight India time a checkout's first day can be today).
  await expect(
    page.getByText("No orders found.").or(
      page
        .getByRole("row")
        .filter({ hasText: `Today · ${slot}` })
        .first(),
    ),
  ).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.getByRole("group", { name: "Delivery date" }).getByRole("button", { name: "Any day" }).click();
  await page.getByLabel("Slot").selectOption("");
  await page.getByLabel("Search orders by bill id").fill(order.billId);
  await expect(page.getByRole("row")).toHaveCount(2);

  // Delivered asks first: "no" changes nothing.
  await page.getByRole("button", { name: order.billId }).click();
  const status = page.getByRole("group", { name: `Status of order ${order.billId}` });
  const questions: string[] = [];
  page.once("dialog", (dialog) => {
    questions.push(dialog.message());
    void dialog.dismiss();
  });
  await status.getByRole("button", { name: "Delivered" }).click();
  await expect.poll(() => questions).toEqual([expect.stringContaining(`Mark order ${order.billId}`)]);
  await expect(status.getByRole("button", { name: "Pending" })).toHaveAttribute("aria-pressed", "true");

  page.once("dialog", (dialog) => void dialog.accept());
  await status.getByRole("button", { name: "Delivered" }).click();
  const changed = toast(page, "Changed the status of order").filter({ hasText: "Pending → Delivered" });
  await expect(changed).toBeVisible();
  await expect(status.getByRole("button", { name: "Delivered" })).toHaveAttribute("aria-pressed", "true");
  await changed.getByRole("button", { name: "Undo" }).click();
  await expect(status.getByRole("button", { name: "Pending" })).toHaveAttribute("aria-pressed", "true");
  const after = (await (await page.request.get(`/api/orders/${order._id}`, { headers: adminHeaders })).json()) as {
    data: { status: string };
  };
  expect(after.data.status).toBe("Pending");

  // The dashboard: today's figures beside the lifetime ones, and tomorrow's order is not today's delivery.
  await page.goto("/admin");
  const today = page.getByRole("region", { name: /^Today/ });
  await expect(today.getByRole("link", { name: /ORDERS TODAY/ })).toBeVisible();
  await expect(today.getByRole("link", { name: /REVENUE TODAY/ })).toBeVisible();
  await expect(today.getByRole("link", { name: new RegExp(slot) })).toContainText(/\d+ orders?/);
  await expect(today.getByRole("link", { name: new RegExp(slot) })).toHaveAttribute(
    "href",
    `/admin/customer-orders?date=today&slot=${encodeURIComponent(slot)}`,
  );
  await expectNoAxeViolations(page, "dashboard");
  await context.close();
});

test("the dashboard's counters count up from zero to the real figure, never from a wrong number", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const session = await signInAsAdmin(page);
  const stats = (await (await page.request.get("/api/admin/stats", { headers: { Authorization: `Bearer ${session.token}` } })).json()) as {
    products: number;
  };
  // Every figure the PRODUCTS counter draws, from the first, as the page draws it.
  await page.addInitScript(() => {
    const drawn: string[] = [];
    (window as unknown as { drawn: string[] }).drawn = drawn;
    new MutationObserver(() => {
      const text = document.querySelector("a[href='/admin/products'] .dashboard-counter__value [aria-hidden='true']")?.textContent;
      if (text && drawn[drawn.length - 1] !== text) drawn.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.goto("/admin");
  await expect(page.getByRole("link", { name: /^PRODUCTS/ }).locator("[aria-hidden='true']")).toHaveText(String(stats.products));
  const drawn = (await page.evaluate(() => (window as unknown as { drawn: string[] }).drawn)).map(Number);
  expect(drawn[0]).toBe(0);
  expect(drawn.length).toBeGreaterThan(2);
  expect(drawn.every((n, i) => i === 0 || n >= drawn[i - 1]!)).toBe(true);
  expect(drawn[drawn.length - 1]).toBe(stats.products);
  await context.close();
});

test("quick pricing marks a fish sold out in one tap, and in stock again", async ({ browser }) => {
  const { context, page } = await adminPage(browser);
  const bangda = (await publicProducts(page.request)).find((p) => p.name === "Bangda Cleaned (Ready to Fry)")!;
  await page.goto("/admin/quick-pricing");
  await page.getByLabel("Search products by name").fill(bangda.name);
  await expect(page.locator(".quick-pricing__row")).toHaveCount(1);
  const toggle = page.getByRole("switch", { name: `In stock: ${bangda.name}` });
  await expect(toggle).toHaveAttribute("aria-checked", "true");
  await expectNoAxeViolations(page, "quick pricing");

  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-checked", "false");
  await expect(page.locator(".quick-pricing__row")).toContainText("Out of stock");
  await expect
    .poll(async () => ((await (await page.request.get(`/api/products/${bangda._id}`)).json()) as { inStock: boolean }).inStock)
    .toBe(false);
  const shopper = await browser.newPage();
  await shopper.goto(`/product/${bangda._id}`);
  await expect(shopper.getByText("Out of Stock", { exact: false }).first()).toBeVisible();
  await shopper.close();

  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-checked", "true");
  await expect
    .poll(async () => ((await (await page.request.get(`/api/products/${bangda._id}`)).json()) as { inStock: boolean }).inStock)
    .toBe(true);
  await context.close();
});
