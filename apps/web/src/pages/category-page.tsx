import { categoryPageNumber, type Product } from "@taaza/domain";
import { useParams, useSearchParams } from "react-router";
import { BasketControl } from "../features/basket/index.ts";
import { CategoryView } from "../features/catalog/index.ts";
import "./page.css";

const basketControl = (product: Product) => <BasketControl product={product} />;

/** /category/{cat}: a category or a price band, 20 products a page (?page=2 and so on). */
export default function CategoryPage() {
  const category = useParams().cat ?? "";
  const [searchParams] = useSearchParams();
  return <CategoryView category={category} page={categoryPageNumber(searchParams.get("page"))} renderAction={basketControl} />;
}
