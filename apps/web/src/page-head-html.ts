import { effectivePrice, isBuyable, productWords, uploadUrl, type Product } from "@taaza/domain";
import type { PageHead } from "./lib/use-document-title.ts";

/** Text safe inside an HTML attribute or element. */
function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/**
 * The head of a page drawn on the server (entry-server.tsx): its title and description, the
 * canonical address, Open Graph tags for link previews and, on a product page, schema.org
 * `Product` data with its price in rupees and whether it can be bought today.
 */
export function pageHeadHtml(head: PageHead, canonical: string, origin: string, locale = "en"): string {
  const { title, description, product } = head;
  const image = product?.images[0] ? `${origin}${uploadUrl(product.images[0])}` : undefined;
  const meta = (property: string, content: string) => `<meta property="${property}" content="${escapeHtml(content)}">`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    meta("og:site_name", "Taaza"),
    meta("og:type", product ? "product" : "website"),
    meta("og:title", title),
    meta("og:description", description),
    meta("og:url", canonical),
    meta("og:locale", `${locale}_IN`),
    ...(image
      ? [meta("og:image", image), `<meta name="twitter:card" content="summary_large_image">`]
      : [`<meta name="twitter:card" content="summary">`]),
  ];
  if (product) tags.push(`<script type="application/ld+json">${productData(product, canonical, origin, locale)}</script>`);
  return tags.join("");
}

/** schema.org Product with one Offer; `<` escaped so the data cannot close its element. */
function productData(product: Product, canonical: string, origin: string, locale: string): string {
  const words = productWords(product, locale);
  const data = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: words.name,
    description: words.description,
    sku: product._id,
    category: product.category,
    image: product.images.map((file) => `${origin}${uploadUrl(file)}`),
    offers: {
      "@type": "Offer",
      url: canonical,
      priceCurrency: "INR",
      price: effectivePrice(product.price),
      availability: isBuyable(product) ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      itemCondition: "https://schema.org/NewCondition",
    },
  };
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
