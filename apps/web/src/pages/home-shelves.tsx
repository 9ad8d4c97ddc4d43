import type { Product } from "@taaza/domain";
import { BasketControl } from "../features/basket/index.ts";
import { CategoryTiles, PriceBandTiles } from "../features/catalog/index.ts";
import { HomeShelves } from "../features/home/index.ts";

const basketControl = (product: Product) => <BasketControl product={product} />;

/**
 * The home page's shelves with the catalog's tiles and the basket's controls on their cards: a lazy
 * module (page-loaders.ts), out of the first download.
 */
export default function HomePageShelves() {
  return <HomeShelves categories={<CategoryTiles />} priceBands={<PriceBandTiles />} renderAction={basketControl} />;
}
