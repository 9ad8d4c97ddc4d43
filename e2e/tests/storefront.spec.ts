import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { expectNoAxeViolations } from "../support/accessibility.ts";
import { newEmail, signUpThroughPanel } from "../support/accounts.ts";
import { publicProducts, readThrough, rupees, skipLocationPopup } from "../support/storefront.ts";

test.describe("storefront, visitor", () => {
  test.beforeEach(async ({ page }) => {
    await skipLocationPopup(page);
  });

  test("the home page shows its sections, and its tiles lead to categories and price bands", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(/Taaza/);
    await expect(page.locator("html")).toHaveAttribute("data-script", "");
    // Today's catch and the flash deals are asked for as the reader comes near them.
    await readThrough(page);
    const main = page.locator("main");
    for (const title of ["Shop by Category", "Best Sellers", "Shop by Price", "Flash Deals", "Deal of the Day", "About Us"]) {
      await expect(main.getByRole("heading", { name: title, level: 2 })).toBeVisible();
    }

    // The first banner is the largest paint: fetched first, never lazily.
    const firstBanner = page.locator(".banner-slider img").first();
    await expect(firstBanner).toHaveAttribute("fetchpriority", "high");
    await expect(firstBanner).toHaveAttribute("loading", "eager");
    await expect(firstBanner).toHaveAttribute("src", /banner-.*-desktop/);
    await expect(page.getByRole("button", { name: /Show banner \d/ })).toHaveCount(3);

    const categories = main.getByRole("region", { name: "Shop by Category" });
    for (const name of ["SeaWater", "Prawns", "FreshWater", "Chicken", "Mutton", "Crab"]) {
      await expect(categories.locator(`a[href="/category/${name}"]`)).toHaveCount(1);
    }
    const prices = main.getByRole("region", { name: "Shop by Price" });
    await expect(prices.getByRole("link", { name: "Up to ₹300" })).toHaveAttribute("href", "/category/price1");
    await expect(prices.getByRole("link", { name: "Up to ₹500" })).toHaveAttribute("href", "/category/price2");
    await expect(prices.getByRole("link", { name: "Above ₹500" })).toHaveAttribute("href", "/category/price3");

    // Best Sellers are in stock; Flash Deals are the running deal's discounted products under a
    // HH:MM:SS countdown to its real end (the demo's runs until midnight India time).
    const bestSellers = main.getByRole("region", { name: "Best Sellers" });
    await expect(bestSellers.getByRole("article").first()).toBeVisible();
    await expect(bestSellers.getByText("Out of Stock")).toHaveCount(0);
    const flash = main.getByRole("region", { name: "Flash Deals" });
    await expect(flash.getByRole("article").first()).toBeVisible();
    await expect(flash.getByRole("timer")).toHaveText(/^\d\d:\d\d:\d\d$/);
    await expect(main.getByRole("region", { name: "Deal of the Day" }).getByRole("article")).toHaveCount(3);

    await categories.locator('a[href="/category/SeaWater"]').click();
    await expect(page).toHaveURL(/\/category\/SeaWater$/);
    await expect(page.getByRole("heading", { level: 1, name: "Sea Water Fish" })).toBeVisible();
    await expect(page).toHaveTitle("Sea Water Fish — Taaza");
  });

  test("the banners move on every 3 s with dots to choose one, and stay still for reduced motion", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    const dot = (n: number) => page.getByRole("button", { name: `Show banner ${n}` });
    await expect(dot(1)).toHaveAttribute("aria-current", "true");
    await page.clock.fastForward(3100);
    await expect(dot(2)).toHaveAttribute("aria-current", "true");
    await dot(1).click();
    await expect(dot(1)).toHaveAttribute("aria-current", "true");
    await page.getByRole("button", { name: "Pause banners" }).click();
    await page.clock.fastForward(6500);
    await expect(dot(1)).toHaveAttribute("aria-current", "true");

    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.reload();
    await expect(dot(1)).toHaveAttribute("aria-current", "true");
    await page.clock.fastForward(6500);
    await expect(dot(1)).toHaveAttribute("aria-current", "true");
    await expect(page.getByRole("button", { name: "Pause banners" })).toHaveCount(0);
  });

  test("a price band pages 20 products at a time, every one within the band", async ({ page }) => {
    await page.goto("/category/price1");
    await expect(page.getByRole("heading", { level: 1, name: "Up to ₹300" })).toBeVisible();
    const cards = page.locator("main article");
    await expect(cards).toHaveCount(20);
    await expect(page.getByText("Page 1 of 2")).toBeVisible();
    const total = Number((await page.getByText(/^\d+ products$/).textContent())?.split(" ")[0]);
    expect(total).toBeGreaterThan(20);
    for (const price of await page.locator("main .product-card__sale-price").allTextContents())
      expect(rupees(price)).toBeLessThanOrEqual(300);

    await page.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/category\/price1\?page=2$/);
    await expect(page.getByText("Page 2 of 2")).toBeVisible();
    await expect(cards).toHaveCount(total - 20);
    await expect(page.getByRole("navigation", { name: /pages/ }).getByText("Next")).toHaveAttribute("aria-disabled", "true");

    await page.getByRole("link", { name: "Previous" }).click();
    await expect(page.getByText("Page 1 of 2")).toBeVisible();
    await expect(cards).toHaveCount(20);

    await page.goto("/category/price3");
    for (const price of await page.locator("main .product-card__sale-price").allTextContents()) expect(rupees(price)).toBeGreaterThan(500);
  });

  test("an unknown category says No products found., not an error", async ({ page }) => {
    await page.goto("/category/Dinosaur");
    await expect(page.getByText("No products found.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Dinosaur" })).toBeVisible();
  });

  test("the product page: photos with a zoom view, price per gram, the weight note and other cuts", async ({ page, request }) => {
    const products = await publicProducts(request);
    const product = products.find((p) => p.images.length > 1 && products.some((o) => o._id !== p._id && o.productTag === p.productTag))!;
    const otherCut = products.find((o) => o._id !== product._id && o.productTag === product.productTag)!;

    await page.goto(`/product/${product._id}`);
    await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
    await expect(page).toHaveTitle(`${product.name} — Taaza`);
    await expect(page.getByText(/₹\d+\.\d\d\/g/)).toBeVisible();
    await expect(page.getByText("Actual weight may vary by 30g-40g")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Storage instructions" })).toBeVisible();

    // Thumbnails switch the large photo; the large photo opens the zoom view.
    await page.getByRole("button", { name: `Show photo 2 of ${product.name}` }).click();
    await expect(page.getByRole("button", { name: `Show photo 2 of ${product.name}` })).toHaveAttribute("aria-pressed", "true");
    await expect(page.locator(".gallery__main img")).toHaveAttribute("src", new RegExp(product.images[1]!.replace(".webp", "")));
    await page.getByRole("button", { name: `Zoom into the photo of ${product.name}` }).click();
    const zoom = page.getByRole("dialog");
    await expect(zoom).toBeVisible();
    await zoom.getByRole("button", { name: "Zoom in" }).click();
    await expect(zoom.getByRole("button", { name: "Zoom out" })).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.press("Escape");
    await expect(zoom).toBeHidden();

    // The shelves below fill in as the visitor scrolls near them.
    const cuts = page.getByRole("region", { name: `Other cuts of ${product.productTag}` });
    await cuts.scrollIntoViewIfNeeded();
    await expect(cuts.getByRole("link", { name: otherCut.name })).toBeVisible();
    expect(await cuts.getByRole("article").count()).toBeLessThanOrEqual(10);
    await expect(page.getByRole("region", { name: "You May Also Like" }).getByRole("article")).toHaveCount(8);

    await cuts.getByRole("link", { name: otherCut.name }).click();
    await expect(page.getByRole("heading", { level: 1, name: otherCut.name })).toBeVisible();
  });

  test("an unknown product id shows a friendly not-found page", async ({ page }) => {
    await page.goto("/product/6f1c2f7e-8a55-4c55-9a0e-7d2b5b1c0c11");
    await expect(page.getByRole("heading", { level: 1, name: "We couldn't find this product" })).toBeVisible();
    await expect(page.getByRole("link", { name: "See today's catch" })).toHaveAttribute("href", "/");
  });

  test("search shows matching products as you type, with the trending mark for bestsellers", async ({ page, request }) => {
    const products = await publicProducts(request);
    await page.goto("/");
    const box = page.getByRole("combobox", { name: "Search products" });
    await expect(box).toHaveAttribute("placeholder", "Search products...");

    await box.fill("PRAWN");
    const list = page.getByRole("listbox", { name: "Matching products" });
    const expected = products.filter((p) => /prawn/i.test(p.name));
    await expect(list.getByRole("option")).toHaveCount(Math.min(8, expected.length));
    const bestseller = expected.find((p) => p.bestseller)!;
    await expect(list.getByRole("option", { name: new RegExp(bestseller.name.replace(/[()]/g, "\\$&")) })).toContainText("Bestseller");

    await box.press("ArrowDown");
    await expect(list.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
    const firstName = (await list.getByRole("option").first().locator(".search-box__name").textContent())!;
    await box.press("Enter");
    await expect(page).toHaveURL(/\/product\//);
    await expect(page.getByRole("heading", { level: 1, name: firstName })).toBeVisible();

    await box.fill("100%_'\"");
    await expect(page.getByText("No products found.")).toBeVisible();
    await box.press("Escape");
    await expect(list).toBeHidden();
  });

  test("every public page passes axe's WCAG 2.1 A and AA checks", async ({ page, request }) => {
    const [product] = await publicProducts(request);
    for (const path of [
      "/",
      "/category/price1",
      `/product/${product!._id}`,
      "/about-us",
      "/contact",
      "/contactus",
      "/tnc",
      "/privacypolicy",
      "/refundpolicy",
      "/no-such-page",
    ]) {
      await page.goto(path);
      await expect(page.locator("main h1").first()).toBeAttached();
      await readThrough(page);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectNoAxeViolations(page, path);
    }
  });

  test("a visitor's ADD asks them to log in", async ({ page }) => {
    await page.goto("/");
    await page
      .getByRole("region", { name: "Best Sellers" })
      .getByRole("button", { name: /^Add .* to basket$/ })
      .first()
      .click();
    await expect(page.getByText("Login in to add to basket")).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Sign In" })).toBeVisible();
  });
});

test("the delivery-location popup opens after 8 s, answers for both kinds of pincode, and remembers the choice", async ({ page }) => {
  await page.clock.install();
  await page.goto("/");
  const popup = page.getByRole("dialog", { name: "Choose Delivery Location" });
  await expect(page.getByRole("heading", { name: "Best Sellers" })).toBeVisible();
  await page.clock.fastForward(7000);
  await expect(popup).toBeHidden();
  await page.clock.fastForward(1500);
  await expect(popup).toBeVisible();

  const input = popup.getByPlaceholder("Enter your city's PINCODE");
  await input.fill("410206");
  await popup.getByRole("button", { name: "Continue" }).click();
  await expect(popup.getByText("Sorry! We do not serve in your city yet.")).toBeVisible();
  await page.clock.fastForward(2100);
  await expect(popup).toBeHidden();

  // Once per visit: moving around the shop does not bring it back.
  await page.getByRole("link", { name: "Why Us" }).click();
  await page.clock.fastForward(9000);
  await expect(popup).toBeHidden();

  // The header shows the remembered pincode (to visitors too, and signed in); clicking it opens the popup again.
  await signUpThroughPanel(page, { username: "Pin Code", email: newEmail("pincode") });
  const pincode = page.getByRole("link", { name: /Delivering to/ });
  await expect(pincode).toHaveText(/410206/);
  await pincode.click();
  await input.fill("400001");
  await popup.getByRole("button", { name: "Continue" }).click();
  await expect(popup.getByText("Awesome! We serve in your city.")).toBeVisible();
  await page.clock.fastForward(2100);
  await expect(popup).toBeHidden();
  await expect(pincode).toHaveText(/400001/);
  expect(await page.evaluate(() => localStorage.getItem("pincode"))).toBe("400001");
});

test("a signed-in customer posts a review with a photo; the form locks and the review appears", async ({ page, request }) => {
  await skipLocationPopup(page);
  const products = await publicProducts(request);
  const product = products.find((p) => p.inStock)!;
  const username = `Reviewer ${Date.now() % 100000}`;
  await page.goto("/");
  await signUpThroughPanel(page, { username, email: newEmail("review") });
  await expect(page.getByText("Signed up successfully")).toBeVisible();

  await page.goto(`/product/${product._id}`);
  const form = page.locator("form", { has: page.getByRole("heading", { name: "Write a review" }) });
  const submit = form.getByRole("button", { name: "Submit review" });
  await expect(submit).toBeDisabled();

  await form.getByRole("radio", { name: "4 stars" }).check();
  await expect(form.getByRole("radio", { name: "4 stars" })).toBeChecked();
  await form.getByLabel("Your review").fill("Cleaned perfectly and very fresh. <b>Not bold</b>");
  const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 30, g: 140, b: 160 } } })
    .png()
    .toBuffer();
  await form.locator('input[type="file"]').setInputFiles({ name: "catch.png", mimeType: "image/png", buffer: photo });
  await expect(form.getByRole("img", { name: "Photo 1 to upload" })).toBeVisible();
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(form.getByText("Review added successfully.")).toBeVisible();
  await expect(form.getByLabel("Your review")).toBeDisabled();
  await expect(form.getByRole("button", { name: "Submit review" })).toHaveCount(0);

  const review = page.locator(".review", { hasText: username });
  await expect(review).toBeVisible();
  // Shown as text: the tags are visible characters, not markup.
  await expect(review.getByText("Cleaned perfectly and very fresh. <b>Not bold</b>")).toBeVisible();
  await expect(review.getByRole("img", { name: "Rated 4 out of 5" })).toBeVisible();
  await review.getByRole("button", { name: `Open photo 1 from ${username}` }).click();
  await expect(page.getByRole("dialog").getByRole("img", { name: "Photo shared with the review" })).toBeVisible();
});
