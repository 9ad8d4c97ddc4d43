import { render, screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { pricePerGramAmount, pricePerKgAmount, type Order } from "@taaza/domain";
import { AddressLines } from "../src/features/addresses/index.ts";
import { ProductGridSkeleton } from "../src/components/ui/product-grid.tsx";
import { PriceBandTiles } from "../src/features/catalog/index.ts";
import { OrderDetails } from "../src/features/orders/components/order-details.tsx";
import { NeedHelp } from "../src/features/shop/index.ts";
import { activateLocale, loadNamespaces, t } from "../src/lib/i18n/i18n.ts";
import { browseText } from "../src/lib/i18n/messages/browse.ts";
import { buildOrder } from "./factories.ts";
import { server } from "./msw-server.ts";
import { queryWrapper } from "./query-wrapper.tsx";

const shop = {
  name: "Taaza",
  phone: "+91 98200 00000",
  email: "hello@taaza.in",
  whatsapp: "+919820000000",
  address: "Shop 4, Fort, Mumbai",
  googleClientId: null,
  deliveryHours: "07:00-21:00",
};

const deliveredOrder = (): Order =>
  buildOrder({
    status: "Delivered",
    // 18:30 UTC is midnight in India: the 25th there.
    createdAt: "2026-11-24T18:30:00.000Z",
    products: [
      {
        _id: "l1",
        variant: { _id: "v1", label: "500 g" },
        product: { _id: "p1", name: "Silver Pomfret", weight: 500, images: [], price: { default: 800, sale: 699 } },
        quantity: 1,
        price: 699,
        packedGrams: null,
      },
    ],
  });

function show(node: React.ReactNode) {
  server.use(http.get("/api/shop", () => HttpResponse.json(shop)));
  const { wrapper } = queryWrapper();
  return render(<MemoryRouter>{node}</MemoryRouter>, { wrapper });
}

const WORDS = {
  mr: {
    perGram: "₹1.40/ग्रॅम",
    perKg: "₹1,398/किलो",
    phone: "फोन: 9820012345",
    review: "Silver Pomfret चे परीक्षण लिहा",
    // Marathi's own month; CLDR writes its day period as AM.
    placedOn: /^25 नोव्हें,? 2026, 12:00 (AM|am|म\.पू\.) रोजी ऑर्डर दिली$/,
    needHelp: "मदत हवी आहे?",
    hours: "आम्ही दररोज 07:00 ते 21:00 (भारतीय वेळ) सुरू असतो.",
    whatsapp: "WhatsApp करा",
    call: "+91 98200 00000 वर कॉल करा",
    tile: "₹300 पर्यंत",
    tileSub: "रोजच्या आवडीचे",
    loadingProducts: "उत्पादने लोड होत आहेत…",
  },
  hi: {
    perGram: "₹1.40/ग्राम",
    perKg: "₹1,398/किलो",
    phone: "फ़ोन: 9820012345",
    review: "Silver Pomfret की समीक्षा लिखें",
    placedOn: /^25 नव(॰|\.)? 2026, 12:00 am को ऑर्डर किया$/,
    needHelp: "मदद चाहिए?",
    hours: "हम हर दिन 07:00 से 21:00 तक (भारतीय समय) खुले रहते हैं।",
    whatsapp: "WhatsApp करें",
    call: "+91 98200 00000 पर कॉल करें",
    tile: "₹300 तक",
    tileSub: "रोज़ की पसंद",
    loadingProducts: "उत्पाद लोड हो रहे हैं…",
  },
} as const;

describe.each(["mr", "hi"] as const)("texts once left in English, in %s (issue 33)", (locale) => {
  const words = WORDS[locale];
  afterEach(() => activateLocale("en"));
  // The pages' own namespaces, as their routes load them beside the page.
  beforeEach(() => loadNamespaces(["browse", "orders", "checkout"], locale));

  it("per-gram and per-kilo prices name the unit in the language, with Latin digits", async () => {
    await activateLocale(locale);
    expect(t(browseText.perGram, { price: pricePerGramAmount(699, 500) })).toBe(words.perGram);
    expect(t(browseText.perKg, { price: pricePerKgAmount(699, 500) })).toBe(words.perKg);
  });

  it("the order page: phone, placed on, review links and the Need help box", async () => {
    await activateLocale(locale);
    show(
      <>
        <OrderDetails order={deliveredOrder()} />
        <NeedHelp billId="51IDR" />
      </>,
    );
    expect(screen.getByText(words.phone)).toBeTruthy();
    expect(screen.getByText(words.placedOn)).toBeTruthy();
    expect(screen.getByRole("link", { name: words.review })).toBeTruthy();
    const help = await screen.findByRole("region", { name: words.needHelp });
    expect(within(help).getByText(words.hours)).toBeTruthy();
    expect(
      within(help)
        .getByRole("link", { name: new RegExp(`^${words.whatsapp}`) })
        .getAttribute("href"),
    ).toContain("51IDR");
    expect(within(help).getByRole("link", { name: words.call })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Phone:|Placed on|Review |Need help|open every day/);
  });

  it("a saved address's phone", async () => {
    await activateLocale(locale);
    show(<AddressLines address={{ ...deliveredOrder().shippingAddress, _id: "a1", tag: "home1" }} />);
    expect(screen.getByText(words.phone)).toBeTruthy();
  });

  it("the home page's price-band tiles", async () => {
    await activateLocale(locale);
    show(<PriceBandTiles />);
    const tile = screen.getByRole("link", { name: `${words.tile} ${words.tileSub}` });
    expect(tile.getAttribute("href")).toBe("/category/price1");
  });

  it("a shelf's placeholders, as a screen reader says them", async () => {
    await activateLocale(locale);
    show(<ProductGridSkeleton count={2} />);
    expect(screen.getByRole("status").textContent).toBe(words.loadingProducts);
  });
});
