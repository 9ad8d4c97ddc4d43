import type { Product } from "@taaza/domain";

/**
 * The product page's shelves, picked from the public catalog the browser already has (one cached
 * request), so no shelf costs a request of its own. (The home page's Best Sellers is its own
 * small request: GET /products/best-sellers.)
 */
const onShelf = (product: Product) => !product.isArchived;

/** Other cuts: the same product tag, up to 10, not the product itself. */
export function otherCuts(products: readonly Product[], product: Product): Product[] {
  return products.filter((other) => onShelf(other) && other._id !== product._id && other.productTag === product.productTag).slice(0, 10);
}

/** You May Also Like: 8 random non-archived products, not this one. */
export function alsoLike(products: readonly Product[], product: Product, random: () => number = Math.random): Product[] {
  return pickRandom(
    products.filter((other) => onShelf(other) && other._id !== product._id),
    8,
    random,
  );
}

/** `count` distinct items in random order (a partial Fisher-Yates shuffle). */
export function pickRandom<T>(items: readonly T[], count: number, random: () => number = Math.random): T[] {
  const pool = [...items];
  const picked: T[] = [];
  while (picked.length < count && pool.length > 0) {
    const index = Math.floor(random() * pool.length);
    picked.push(pool.splice(index, 1)[0] as T);
  }
  return picked;
}
