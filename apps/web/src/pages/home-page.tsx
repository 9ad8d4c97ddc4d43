import type { Product } from "@taaza/domain";
import { BasketControl } from "../features/basket/index.ts";
import { CategoryTiles, PriceBandTiles } from "../features/catalog/index.ts";
import { HomeView } from "../features/home/index.ts";
import { useDocumentTitle } from "../lib/use-document-title.ts";

const basketControl = (product: Product) => <BasketControl product={product} />;

/** /: the home page's sections, with the catalog's tiles and the basket's controls on its shelves. */
export function HomePage() {
  useDocumentTitle();
  return <HomeView categories={<CategoryTiles />} priceBands={<PriceBandTiles />} renderAction={basketControl} />;
}
