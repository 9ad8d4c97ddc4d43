import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, expect, test, type BrowserContext, type Page } from "@playwright/test";
import { chromiumLaunch } from "../playwright.config.ts";
import { publicProducts, skipLocationPopup } from "../support/storefront.ts";

// Issue 31: the shop installs like an app (manifest and service worker), and a page the customer
// viewed once opens without a network, from the service worker's cache, saying it is offline in
// the customer's language.

test.use({ viewport: { width: 375, height: 812 } });

test.beforeEach(async ({ page }) => {
  await skipLocationPopup(page);
});

/** Waits until the service worker controls the page (it registers after the page has loaded). */
async function underServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

async function offline(context: BrowserContext, run: () => Promise<void>) {
  await context.setOffline(true);
  try {
    await run();
  } finally {
    await context.setOffline(false);
  }
}

test("Chromium reports the shop installable: a manifest with name, icons, theme colour and start URL, and a service worker", async ({
  baseURL,
}) => {
  // Chromium never offers to install from an incognito window, which every Playwright context
  // is: this check opens a profile of its own.
  const profile = mkdtempSync(path.join(tmpdir(), "taaza-install-"));
  const context = await chromium.launchPersistentContext(profile, { ...chromiumLaunch, baseURL, viewport: { width: 375, height: 812 } });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await skipLocationPopup(page);
    await page.goto("/");
    await underServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    await expect.poll(async () => (await cdp.send("Page.getInstallabilityErrors")).installabilityErrors, { timeout: 20_000 }).toEqual([]);
    const manifest = (await (await page.request.get("/manifest.webmanifest")).json()) as {
      name: string;
      start_url: string;
      icons: { sizes: string }[];
    };
    expect(manifest).toMatchObject({
      name: expect.stringContaining("Taaza"),
      short_name: "Taaza",
      theme_color: "#0E5E6F",
      display: "standalone",
    });
    expect(manifest.start_url).toMatch(/^\//);
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test("a product page visited once opens offline from the cache with the offline notice; a page never seen shows the offline page", async ({
  page,
  context,
  request,
}) => {
  const [product] = await publicProducts(request);
  await page.goto("/");
  await underServiceWorker(page);
  await page.goto(`/product/${product!._id}`);
  const heading = page.locator("main h1").first();
  await expect(heading).toBeVisible();
  const name = (await heading.textContent())!.trim();
  // Visited once means loaded: the drawn page is up before its code, which comes after its photo.
  await expect(page.locator("html")).toHaveAttribute("data-script", "");
  await page.waitForLoadState("networkidle");

  await offline(context, async () => {
    await page.goto(`/product/${product!._id}`);
    await expect(page.locator(".offline-notice")).toHaveText("You are offline. This is the page as you last saw it.");
    await expect(page.locator("main h1").first()).toHaveText(name);

    await page.goto("/category/Mutton?never-seen=1");
    await expect(page.getByRole("heading", { name: "You are offline" })).toBeVisible();
  });
});

test("a Marathi customer's offline notice and offline page are in Marathi", async ({ page, context, request }) => {
  const [product] = await publicProducts(request);
  await page.goto("/");
  await page.evaluate(() => {
    document.cookie = "taaza-locale=mr; path=/";
    localStorage.setItem("taaza.locale", "mr");
  });
  await underServiceWorker(page);
  await page.goto(`/product/${product!._id}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "mr");
  await expect(page.locator("html")).toHaveAttribute("data-script", "");
  await page.waitForLoadState("networkidle");
  await offline(context, async () => {
    await page.goto(`/product/${product!._id}`);
    await expect(page.locator(".offline-notice")).toHaveText("तुम्ही ऑफलाइन आहात. हे पान तुम्ही शेवटी पाहिले तसे आहे.");
    await page.goto("/category/Mutton?never-seen=2");
    await expect(page.getByRole("heading", { name: "तुम्ही ऑफलाइन आहात" })).toBeVisible();
  });
});
