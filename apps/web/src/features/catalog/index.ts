// The catalog feature as the rest of the app sees it (everything else in this folder is its own).
export { requestCategoryPageEarly } from "./api/get-category-page.ts";
export { requestProductEarly } from "./api/get-product.ts";
export { categoryLabel, categoryLinkLabel } from "./category-labels.ts";
export { CategoryTiles } from "./components/category-tiles.tsx";
export { CategoryView } from "./components/category-view.tsx";
export { PriceBandTiles } from "./components/price-band-tiles.tsx";
export { ProductView } from "./components/product-view.tsx";
export { PRODUCT_PHOTO_SIZES } from "./image-sizes.ts";
