import type { HOME_CATEGORIES } from "@taaza/domain";
import { t, type Message } from "../../lib/i18n/i18n.ts";
import { shellText } from "../../lib/i18n/messages/shell.ts";

type HomeCategory = (typeof HOME_CATEGORIES)[number];

/**
 * The short names of the home categories, for tiles and breadcrumbs. Apart from the pages' longer
 * copy (category-copy.ts) so the home page downloads six words, not every category's blurb.
 */
const LABELS: Record<HomeCategory, Message> = {
  SeaWater: shellText.seaWater,
  Prawns: shellText.prawns,
  FreshWater: shellText.freshWater,
  Chicken: shellText.chicken,
  Mutton: shellText.mutton,
  Crab: shellText.crab,
};

/** The category's short name in the active language. */
export function categoryLabel(category: HomeCategory): string {
  return t(LABELS[category]);
}

/** The footer's longer name: "Sea Water Fish" for the two kinds of fish. */
export function categoryLinkLabel(category: HomeCategory): string {
  if (category === "SeaWater") return t(shellText.seaWaterFish);
  if (category === "FreshWater") return t(shellText.freshWaterFish);
  return categoryLabel(category);
}
