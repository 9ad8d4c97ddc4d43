import { expect, test } from "@playwright/test";
import { publicProducts, skipLocationPopup } from "../support/storefront.ts";

test.use({ viewport: { width: 375, height: 812 } });

test.beforeEach(async ({ page }) => {
  await skipLocationPopup(page);
});

test("below 580px the hamburger menu offers the spec's six entries and closes on a choice or outside", async ({ page }) => {
  await page.goto("/");
  const menuButton = page.getByRole("button", { name: "Menu" });
  const menu = page.getByRole("navigation", { name: "Menu" });
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();

  await menuButton.click();
  await expect(menuButton).toHaveAttribute("aria-expanded", "true");
  for (const item of ["Account", "Cart", "Bulk Order", "Why Us", "Call Us", "Mail Us"]) {
    await expect(menu.getByText(item, { exact: true })).toBeVisible();
  }
  // A tap outside closes it.
  await page.mouse.click(200, 700);
  await expect(menu).toBeHidden();

  // Choosing a link closes it and goes there.
  await menuButton.click();
  await menu.getByRole("link", { name: "Why Us" }).click();
  await expect(page).toHaveURL(/\/about-us$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("phones get the mobile banners and the compact Shop by Price row, and no page is wider than the screen", async ({ page, request }) => {
  await page.goto("/");
  await expect(page.locator(".banner-slider img").first()).toHaveAttribute("src", /banner-.*-mobile/);
  const priceRow = page.getByRole("region", { name: "Shop by Price" }).getByRole("list");
  await expect(priceRow.getByRole("link")).toHaveCount(3);
  expect(await priceRow.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);

  const [product] = await publicProducts(request);
  for (const path of ["/", "/category/SeaWater", `/product/${product!._id}`, "/contact", "/tnc"]) {
    await page.goto(path);
    await expect(page.locator("main h1, main h2").first()).toBeVisible();
    await expect(page.locator("footer")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
  }
});

test("Bulk Order offers call, WhatsApp and email; Contact Us shows the shop's address", async ({ page }) => {
  await page.goto("/contact");
  const main = page.locator("main");
  await expect(main.getByRole("link", { name: /^Call / })).toHaveAttribute("href", /^tel:\+?\d+$/);
  await expect(main.getByRole("link", { name: "Message us on WhatsApp" })).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+\?text=/);
  await expect(main.getByRole("link", { name: /^Email / })).toHaveAttribute("href", /^mailto:/);
  await page.goto("/contactus");
  await expect(page.locator("main address")).toContainText("Mumbai");
  for (const [path, title] of [
    ["/tnc", "Terms & Conditions"],
    ["/privacypolicy", "Privacy Policy"],
    ["/refundpolicy", "Refund Policy"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${title} — Taaza`);
  }
  await expect(page.getByText(/5-7 business days/).first()).toBeVisible();
  await expect(page.getByText(/within 2 hours of delivery/).first()).toBeVisible();
});

test.describe("on Lighthouse's phone (412 px wide, 1.75 device pixels per CSS pixel)", () => {
  test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });

  // Each image's `sizes` must say about how wide it is drawn: too wide, and a phone downloads the
  // next size up (the Shop by Price tiles once took their 960 px art, twice the bytes, for 480).
  test("every home page image downloads the smallest size that covers it", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("data-script", "");
    // The tiles' art is decoration (alt=""): their words are text over it.
    await expect(page.getByRole("region", { name: "Shop by Price" }).locator("img")).toHaveCount(3);
    // Scroll through the page so every lazy image is asked for, and let each picture near the
    // screen arrive before going on ("networkidle" is no wait: the page reached it long before).
    for (let y = 0; y < 6000; y += 600) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await expect
        .poll(() =>
          page.evaluate(() =>
            [...document.images]
              .filter((img) => {
                const box = img.getBoundingClientRect();
                return (
                  img.srcset &&
                  box.width > 0 &&
                  box.bottom > 0 &&
                  box.top < window.innerHeight &&
                  box.right > 0 &&
                  box.left < window.innerWidth
                );
              })
              .every((img) => img.complete && img.currentSrc !== ""),
          ),
        )
        .toBe(true);
    }
    const images = await page.evaluate(() =>
      [...document.images]
        .filter((img) => img.srcset && img.complete && img.currentSrc && img.getBoundingClientRect().width > 0)
        .map((img) => {
          // In a <picture> (the first banner until the carousel arrives) the browser picks from the
          // first <source> whose media matches, else from the image.
          const sources = img.parentElement instanceof HTMLPictureElement ? [...img.parentElement.querySelectorAll("source")] : [];
          const from = sources.find((source) => !source.media || window.matchMedia(source.media).matches) ?? img;
          return {
            chosen: img.currentSrc,
            drawn: img.getBoundingClientRect().width * window.devicePixelRatio,
            candidates: from.srcset.split(",").map((c) => {
              const [url, width] = c.trim().split(/\s+/);
              return { url: new URL(url!, location.href).href, width: Number.parseInt(width!, 10) };
            }),
          };
        }),
    );
    expect(images.length).toBeGreaterThan(10);
    // Every picture's figures, so that a failure says which picture and how it stood.
    const seen = images.map(
      ({ chosen, drawn, candidates }) =>
        `${new URL(chosen).pathname} for ${Math.round(drawn)} px of ${candidates.map((c) => c.width).join("/")}w`,
    );
    for (const { chosen, drawn, candidates } of images) {
      const bySize = candidates.sort((a, b) => a.width - b.width);
      const smallestCovering = bySize.find((c) => c.width >= drawn) ?? bySize.at(-1)!;
      const taken = candidates.find((c) => c.url === chosen);
      expect(taken, `${chosen} is none of its srcset's copies\n${seen.join("\n")}`).toBeDefined();
      expect(taken!.width, `${chosen} for ${Math.round(drawn)} device pixels\n${seen.join("\n")}`).toBeLessThanOrEqual(
        smallestCovering.width,
      );
    }
  });

  // A srcset names each copy's width, and the browser picks by those names: a copy wider than its
  // name is bytes nobody chose (the About picture's "960w" copy was 1,600 px, 43 kB for a 609 px
  // slot, under every product page).
  test("each picture of the About page and a product page is no wider than its srcset says", async ({ page, request }) => {
    const [product] = await publicProducts(request);
    for (const path of ["/about-us", `/product/${product!._id}`]) {
      await page.goto(path);
      for (let y = 0; y < 6000; y += 600) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.waitForLoadState("networkidle");
      }
      // (An image's naturalWidth is scaled by the density its srcset implies: each file is
      // measured alone instead.)
      const images = await page.evaluate(() =>
        Promise.all(
          [...document.images]
            .filter((img) => img.srcset && img.currentSrc)
            .map(async (img) => {
              const named = img.srcset
                .split(",")
                .map((c) => c.trim().split(/\s+/))
                .find(([url]) => new URL(url!, location.href).href === img.currentSrc);
              const file = new Image();
              file.src = img.currentSrc;
              await file.decode();
              return { chosen: img.currentSrc, named: Number.parseInt(named?.[1] ?? "", 10), natural: file.naturalWidth };
            }),
        ),
      );
      expect(
        images.some((image) => image.chosen.includes("about-us")),
        path,
      ).toBe(true);
      for (const { chosen, named, natural } of images) expect(natural, `${chosen} is named ${named}w`).toBeLessThanOrEqual(named);
    }
  });
});

test("on a 360px phone the top bar shows the pin and the whole pincode, and the language box holds its width", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true });
  const page = await context.newPage();
  await skipLocationPopup(page);
  await page.addInitScript(() => window.localStorage.setItem("pincode", "400001"));
  for (const lang of ["en", "mr", "hi"]) {
    await page.goto(`/?lang=${lang}`);
    const chip = page.getByRole("link", { name: /400001/ });
    await expect(chip).toBeVisible();
    // The words may give way to "…", never the pin, the chevron or the pincode itself.
    const parts = await chip.evaluate((link) => {
      const box = (element: Element | null) => element!.getBoundingClientRect();
      const text = box(link.querySelector(":scope > span"));
      return {
        pin: box(link.querySelector(".header-pincode__pin")).width,
        chevron: box(link.querySelector(".header-pincode__chevron")).width,
        pincodeRight: box(link.querySelector(".tabular")).right,
        textRight: text.right,
      };
    });
    expect(parts.pin, lang).toBe(14);
    expect(parts.chevron, lang).toBe(14);
    expect(parts.pincodeRight, lang).toBeLessThanOrEqual(parts.textRight + 0.5);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), lang).toBeLessThanOrEqual(360);
  }

  // The language box is as wide before its options are parsed as after: a first paint drawn
  // between the two moved the top bar's links by 41px.
  const select = page.locator(".topbar__language select");
  const drawn = (await select.boundingBox())!.width;
  await select.evaluate((element) => element.replaceChildren());
  expect((await select.boundingBox())!.width).toBe(drawn);
  await context.close();
});

test("on a 360px phone, before a pincode is chosen, the chip asks for one in words that fit, and reads out the whole", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true });
  const page = await context.newPage();
  await skipLocationPopup(page);
  for (const [lang, name, shown] of [
    ["en", "Choose delivery location", "Choose location"],
    ["mr", "डिलिव्हरीचे ठिकाण निवडा", "ठिकाण निवडा"],
    ["hi", "डिलीवरी की जगह चुनें", "जगह चुनें"],
  ] as const) {
    await page.goto(`/?lang=${lang}`);
    const chip = page.getByRole("link", { name, exact: true });
    await expect(chip).toBeVisible();
    await expect(chip.locator(".shown-on-phones")).toHaveText(shown);
    await expect(chip.locator(".shown-on-phones")).toBeVisible();
    // Whole: no "…" (the words' box holds all they need).
    const words = chip.locator(":scope > span");
    expect(await words.evaluate((span) => span.scrollWidth - span.clientWidth), lang).toBeLessThanOrEqual(0);
  }
  // On a wider screen, the whole words show.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  await expect(
    page.getByRole("link", { name: "Choose delivery location", exact: true }).getByText("Choose delivery location"),
  ).toBeVisible();
  await expect(page.locator(".header-pincode .shown-on-phones")).toBeHidden();
  await context.close();
});

test("a category's cards below the first screen and the footer are laid out only when they come near", async ({ page }) => {
  await page.goto("/category/SeaWater");
  const cards = page.locator(".product-grid__item");
  await expect(cards.first()).toBeVisible();
  // checkVisibility's contentVisibilityAuto: false for what the browser skips (content-visibility: auto).
  const laidOut = (locator: ReturnType<typeof page.locator>) =>
    locator.evaluate((element) => element.querySelector("a, p")!.checkVisibility({ contentVisibilityAuto: true }));
  const last = cards.last();
  const footer = page.getByRole("contentinfo");
  expect(await laidOut(cards.first())).toBe(true);
  expect(await laidOut(last)).toBe(false);
  expect(await laidOut(footer)).toBe(false);
  const placeHeld = (await last.boundingBox())!.height;

  await last.scrollIntoViewIfNeeded();
  await expect.poll(() => laidOut(last)).toBe(true);
  // The place held was about a card's height: the page did not jump as it came in.
  expect(Math.abs((await last.boundingBox())!.height - placeHeld)).toBeLessThanOrEqual(12);
  await footer.scrollIntoViewIfNeeded();
  await expect.poll(() => laidOut(footer)).toBe(true);
  await expect(footer.getByRole("link").first()).toBeVisible();
});

test("a shelf far below waits without a shimmer until the reader comes near, then shimmers while it loads", async ({ page }) => {
  // A shimmer says "loading"; ticking below the view before anything was asked for, it had
  // Chromium restyle its bands on every frame of the page's start (20 on the home page).
  const shimmering = () => page.evaluate(() => document.getAnimations().filter((animation) => animation.playState === "running").length);
  // The deals are held back once asked for, so the shelf is seen waiting for them.
  let asked = false;
  await page.route(
    (url) => url.pathname === "/api/ftds",
    () => void (asked = true),
  );
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("data-script", "");
  const deals = page.getByRole("region", { name: "Deal of the Day" });
  await expect(deals.locator(".product-card--skeleton")).toHaveCount(4);
  expect(asked).toBe(false);
  expect(await shimmering()).toBe(0);

  await deals.scrollIntoViewIfNeeded();
  await expect.poll(() => asked).toBe(true);
  await expect(deals.getByRole("status")).toBeVisible();
  await expect.poll(shimmering).toBeGreaterThan(0);
});
