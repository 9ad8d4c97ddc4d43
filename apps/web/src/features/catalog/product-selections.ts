import type { Product } from "@taaza/domain";

/**
 * The home and product pages' shelves, picked from the public catalog the browser already has
 * (one cached request), so no shelf costs a request of its own.
 */
const onShelf = (product: Product) => !product.isArchived;
const buyable = (product: Product) => !product.isArchived && product.inStock;

/** Best Sellers: bestseller, in stock, not archived. */
export function bestSellers(products: readonly Product[]): Product[] {
  return products.filter((product) => buyable(product) && product.bestseller);
}

/** Other cuts: the same product tag, up to 10, not the product itself. */
export function otherCuts(products: readonly Product[], product: Product): Product[] {
  return products.filter((other) => onShelf(other) && other._id !== product._id && other.productTag === product.productTag).slice(0, 10);
}

/** You May Also Like: 8 random non-archived products, not this one. */
export function alsoLike(products: readonly Product[], product: Product, random: () => number = Math.random): Product[] {
  return pickRandom(products.filter((other) => onShelf(other) && other._id !== product._id), 8, random);
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
