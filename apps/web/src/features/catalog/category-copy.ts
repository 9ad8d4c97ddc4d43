import { isPriceBand, type HOME_CATEGORIES } from "@taaza/domain";
import { t, type Message } from "../../lib/i18n/i18n.ts";
import { catalogText } from "../../lib/i18n/messages/catalog.ts";
import { browseText } from "../../lib/i18n/messages/browse.ts";
import { categoryLabel } from "./category-labels.ts";

export type CategoryCopy = {
  /** Short name for tiles and breadcrumbs. */
  label: string;
  /** The category page's heading. */
  title: string;
  /** The line under the heading (and the page's meta description). */
  subtext: string;
};

const CATEGORIES: Record<(typeof HOME_CATEGORIES)[number], { title: Message; subtext: Message }> = {
  SeaWater: { title: browseText.seaWaterTitle, subtext: browseText.seaWaterText },
  Prawns: { title: browseText.prawnsTitle, subtext: browseText.prawnsText },
  FreshWater: { title: browseText.freshWaterTitle, subtext: browseText.freshWaterText },
  Chicken: { title: browseText.chickenTitle, subtext: browseText.chickenText },
  Mutton: { title: browseText.muttonTitle, subtext: browseText.muttonText },
  Crab: { title: browseText.crabTitle, subtext: browseText.crabText },
};

const BANDS = {
  price1: { label: catalogText.price1, subtext: browseText.price1Text },
  price2: { label: catalogText.price2, subtext: browseText.price2Text },
  price3: { label: catalogText.price3, subtext: browseText.price3Text },
} as const;

/** Title and subtext for /category/{cat}: a known category, a price band, or any other name. */
export function categoryCopy(cat: string): CategoryCopy {
  if (isPriceBand(cat)) {
    const label = t(BANDS[cat].label);
    return { label, title: label, subtext: t(BANDS[cat].subtext) };
  }
  if (Object.hasOwn(CATEGORIES, cat)) {
    const known = cat as keyof typeof CATEGORIES;
    return { label: categoryLabel(known), title: t(CATEGORIES[known].title), subtext: t(CATEGORIES[known].subtext) };
  }
  return { label: cat, title: cat, subtext: t(browseText.otherCategoryText) };
}
