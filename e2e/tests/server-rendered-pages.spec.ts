import { expect, test, type Page } from "@playwright/test";
import { newEmail, signUpThroughPanel } from "../support/accounts.ts";
import { publicProducts, skipLocationPopup, type ApiProduct } from "../support/storefront.ts";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Text as it appears in HTML source. */
const inHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const rupeeText = (n: number) => `₹${n.toLocaleString("en-IN")}`;

/** A product the demo shows on all three pages: an in-stock best seller of Sea Water fish. */
async function landingProduct(page: Page): Promise<ApiProduct & { category: string }> {
  const products = (await publicProducts(page.request)) as (ApiProduct & { category: string })[];
  const product = products.find((p) => p.category === "SeaWater" && p.inStock && !/[&<>"']/.test(p.name));
  if (!product) throw new Error("the demo catalog has no in-stock Sea Water product");
  return product;
}

/** Every console error or warning and uncaught error the page reports: a hydration mismatch is one. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

test.describe("server-rendered first view", () => {
  test("home, a category and a product arrive as HTML holding their products, prices and largest image", async ({ page }) => {
    const product = await landingProduct(page);
    const price = rupeeText(product.price.sale ?? product.price.default);
    const pages = [
      { url: "/", lcp: /<img[^>]*class="banner-slider__image"[^>]*fetchpriority="high"/i },
      { url: "/category/SeaWater", lcp: /<img[^>]*class="product-card__image"[^>]*fetchpriority="high"/i },
      { url: `/product/${product._id}`, lcp: /<img[^>]*class="gallery__main-image"[^>]*fetchpriority="high"/i },
    ];
    for (const { url, lcp } of pages) {
      const response = await page.request.get(url);
      expect(response.status(), url).toBe(200);
      expect(response.headers()["content-security-policy"], url).toContain("script-src 'self'");
      const html = await response.text();
      // Drawn by the app's own components, not the shell's placeholder header.
      expect(html, url).toContain('<script type="application/json" id="taaza-state">');
      expect(html, url).toMatch(lcp);
      expect(html, url).toMatch(/<img[^>]*fetchpriority="high"[^>]*srcset="[^"]+ 240w[^"]*"[^>]*sizes="[^"]+"|<img[^>]*srcset="[^"]+ 240w[^"]*"[^>]*sizes="[^"]+"[^>]*fetchpriority="high"/i);
      if (url !== "/") {
        expect(html, url).toContain(inHtml(product.name));
        expect(html, url).toContain(price);
      }
    }
    // The home page's shelves: best sellers with their prices.
    const home = await (await page.request.get("/")).text();
    expect(home).toContain("Best Sellers");
    expect(home).toMatch(/<article[^>]*class="product-card/);

    // What search engines and link previews read: title, description, canonical address, Open
    // Graph, and on a product page schema.org Product data with its price in rupees.
    const productHtml = await (await page.request.get(`/product/${product._id}`)).text();
    const origin = new URL((await page.request.get("/")).url()).origin;
    expect(productHtml).toContain(`<title>${inHtml(product.name)} — Taaza</title>`);
    expect(productHtml).toMatch(new RegExp(`<meta name="description" content="${escapeRegExp(inHtml(product.name))}, [0-9,]+ g, ₹`));
    expect(productHtml).toContain(`<link rel="canonical" href="${origin}/product/${product._id}">`);
    expect(productHtml).toContain('<meta property="og:type" content="product">');
    expect(productHtml).toContain(`<meta property="og:url" content="${origin}/product/${product._id}">`);
    expect(productHtml).toMatch(new RegExp(`<meta property="og:image" content="${escapeRegExp(origin)}/uploads/[^"]+">`));
    expect(productHtml.match(/<title>/g)).toHaveLength(1);
    // The lazy page's own stylesheet is linked, so the drawn page does not jump when its code lands.
    expect(productHtml).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/product-page-[\w-]+\.css">/);
    const jsonLd = /<script type="application\/ld\+json">([^<]+)<\/script>/.exec(productHtml)?.[1];
    expect(JSON.parse(jsonLd ?? "null")).toMatchObject({
      "@type": "Product",
      name: product.name,
      offers: { "@type": "Offer", priceCurrency: "INR", price: product.price.sale ?? product.price.default, availability: "https://schema.org/InStock" },
    });
    const categoryHtml = await (await page.request.get("/category/SeaWater/")).text();
    expect(categoryHtml).toContain("<title>Sea Water Fish — Taaza</title>");
    expect(categoryHtml).toContain('<meta name="description" content="Pomfret, surmai, bangda, rawas and more');
    expect(categoryHtml).toContain(`<link rel="canonical" href="${origin}/category/SeaWater">`);
    expect(categoryHtml).toContain('<meta property="og:title" content="Sea Water Fish — Taaza">');

    const sitemap = await (await page.request.get("/sitemap.xml")).text();
    for (const path of ["/", "/category/SeaWater", "/category/price1", `/product/${product._id}`]) expect(sitemap).toContain(`<loc>${origin}${path}</loc>`);

    // A reader of another language gets the shell, which their browser draws in that language.
    const hindi = await page.request.get("/", { headers: { "accept-language": "hi-IN,hi;q=0.9" } });
    expect(await hindi.text()).not.toContain('id="taaza-state"');
  });

  test("each page hydrates without a warning and takes a basket line", async ({ page }) => {
    await skipLocationPopup(page);
    const problems = watchConsole(page);
    const product = await landingProduct(page);

    await page.goto("/");
    // Signing up needs the hydrated header: a click on inert HTML would do nothing.
    await signUpThroughPanel(page, { username: "Hydra", email: newEmail("ssr") });
    await expect(page.getByText("Signed up successfully")).toBeVisible();

    // The server draws every visitor signed out; the signed-in header shows once React has
    // hydrated the page and read the session. Taps before that land on inert HTML.
    const hydrated = async () => {
      await expect(page.getByRole("link", { name: "Account", exact: true })).toBeVisible();
      await expect(page.getByRole("button", { name: "Login" })).toHaveCount(0);
    };

    await page.goto("/category/SeaWater");
    await expect(page.getByRole("heading", { level: 1, name: "Sea Water Fish" })).toBeVisible();
    await hydrated();
    // ADD waits (disabled) while the signed-in basket loads; a tap in the instant before that is
    // not the point here, so it is tried again until the line shows.
    const inBasket = page.locator("main").getByRole("group", { name: `${product.name} in basket` });
    await expect(async () => {
      if ((await inBasket.count()) === 0) await page.locator("main").getByRole("button", { name: `Add ${product.name} to basket` }).click({ timeout: 2000 });
      await expect(inBasket).toContainText("1", { timeout: 2000 });
    }).toPass();

    await page.goto(`/product/${product._id}`);
    await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
    await hydrated();
    await page.locator(".product-buy").getByRole("button", { name: `Add one ${product.name}` }).click();
    await expect(page.locator(".product-buy").getByRole("group", { name: `${product.name} in basket` })).toContainText("2");

    await page.goto("/");
    await expect(page.getByRole("region", { name: "Flash Deals" }).getByRole("timer")).toHaveText(/^\d\d:\d\d:\d\d$/);
    await expect(page.getByRole("button", { name: "Basket, 2 items" })).toBeVisible();

    expect(problems).toEqual([]);
  });
});
