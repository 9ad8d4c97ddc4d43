import type { Product } from "@taaza/domain";
import { useSearchParams } from "react-router";
import { BasketControl } from "../features/basket/index.ts";
import { SearchResults } from "../features/search/index.ts";
import "./page.css";

const basketControl = (product: Product) => <BasketControl product={product} />;

/** /search?q=: the search's results, with the basket's controls on their cards. */
export default function SearchPage() {
  const [params] = useSearchParams();
  return <SearchResults q={(params.get("q") ?? "").trim()} renderAction={basketControl} />;
}
