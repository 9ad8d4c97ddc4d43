import { isPriceBand, PRICE_BANDS, type HOME_CATEGORIES } from "@taaza/domain";
import { CATEGORY_LABELS } from "./category-labels.ts";

export type CategoryCopy = {
  /** Short name for tiles and breadcrumbs. */
  label: string;
  /** The category page's heading. */
  title: string;
  /** The line under the heading (and the page's meta description). */
  subtext: string;
};

const CATEGORIES: Record<(typeof HOME_CATEGORIES)[number], Omit<CategoryCopy, "label">> = {
  SeaWater: {
    title: "Sea Water Fish",
    subtext: "Pomfret, surmai, bangda, rawas and more, landed on the Konkan coast and cleaned the way you like.",
  },
  Prawns: {
    title: "Prawns",
    subtext: "Tiger and white prawns, whole or peeled and deveined, ready for a koliwada fry or a coconut curry.",
  },
  FreshWater: {
    title: "Fresh Water Fish",
    subtext: "Rohu, katla, tilapia, basa and singhara from clean inland farms, cut into steaks or fillets.",
  },
  Chicken: {
    title: "Chicken",
    subtext: "Farm-fresh chicken, never frozen: curry cut, boneless, legs, wings and whole birds.",
  },
  Mutton: {
    title: "Mutton",
    subtext: "Tender goat meat from trusted farms: curry cut, boneless, keema and chops, cut to order.",
  },
  Crab: {
    title: "Crab",
    subtext: "Live mud crabs and cleaned blue crabs, sweet and meaty, delivered the day they are caught.",
  },
};

const BANDS: Record<keyof typeof PRICE_BANDS, string> = {
  price1: "Everyday favourites at ₹300 or less: small packs, chicken cuts and the catch of the day.",
  price2: "Generous packs at ₹500 or less, from prawns and basa to mutton keema.",
  price3: "Special occasion picks above ₹500: large pomfret, surmai steaks and premium mutton.",
};

/** Title and subtext for /category/{cat}: a known category, a price band, or any other name. */
export function categoryCopy(cat: string): CategoryCopy {
  if (isPriceBand(cat)) {
    const label = PRICE_BANDS[cat].label;
    return { label, title: label, subtext: BANDS[cat] };
  }
  if (Object.hasOwn(CATEGORIES, cat)) {
    const known = cat as keyof typeof CATEGORIES;
    return { label: CATEGORY_LABELS[known], ...CATEGORIES[known] };
  }
  return { label: cat, title: cat, subtext: "Fresh fish and meat from Taaza, delivered across Maharashtra." };
}
