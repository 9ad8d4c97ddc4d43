import type { HOME_CATEGORIES } from "@taaza/domain";

/**
 * The short names of the home categories, for tiles and breadcrumbs. Apart from the pages' longer
 * copy (category-copy.ts) so the home page downloads six words, not every category's blurb.
 */
export const CATEGORY_LABELS: Record<(typeof HOME_CATEGORIES)[number], string> = {
  SeaWater: "Sea Water",
  Prawns: "Prawns",
  FreshWater: "Fresh Water",
  Chicken: "Chicken",
  Mutton: "Mutton",
  Crab: "Crab",
};
