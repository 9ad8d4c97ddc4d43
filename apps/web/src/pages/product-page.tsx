import type { Product, ProductVariant } from "@taaza/domain";
import { useParams } from "react-router";
import { AboutUsTeaser } from "../components/ui/about-us-teaser.tsx";
import { BasketControl, BasketLineTotal } from "../features/basket/index.ts";
import { ProductView } from "../features/catalog/index.ts";
import { ReviewsSection } from "../features/reviews/index.ts";
import "./page.css";

const basketControl = (product: Product, variant?: ProductVariant) => <BasketControl product={product} variant={variant} />;
const lineTotal = (product: Product, variant?: ProductVariant) => <BasketLineTotal product={product} variant={variant} />;
const reviews = (product: Product) => <ReviewsSection productId={product._id} />;

/** /product/{id}: the catalog's product page, with the basket's controls, the reviews and About Taaza. */
export default function ProductPage() {
  const id = useParams().id ?? "";
  return <ProductView id={id} renderAction={basketControl} renderLineTotal={lineTotal} renderReviews={reviews} about={<AboutUsTeaser />} />;
}
