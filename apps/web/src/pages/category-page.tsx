import { categoryPageNumber, prepFilterOf, productSortOf, type Product } from "@taaza/domain";
import { useParams, useSearchParams } from "react-router";
import { BasketControl } from "../features/basket/index.ts";
import { CategoryView } from "../features/catalog/index.ts";
import "./page.css";

const basketControl = (product: Product) => <BasketControl product={product} />;

/** /category/{cat}: a category or a price band, 20 products a page (?page=2), sorted (?sort=) and by preparation (?prep=). */
export default function CategoryPage() {
  const category = useParams().cat ?? "";
  const [searchParams] = useSearchParams();
  const listing = {
    category,
    page: categoryPageNumber(searchParams.get("page")),
    sort: productSortOf(searchParams.get("sort")),
    prep: prepFilterOf(searchParams.get("prep")),
  };
  return <CategoryView listing={listing} renderAction={basketControl} />;
}
