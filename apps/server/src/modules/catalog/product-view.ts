import { paiseToRupees, type Product, type ProductVariant } from "@taaza/domain";
import type { products, productVariants } from "./catalog-tables.ts";

export type ProductRow = typeof products.$inferSelect;
export type VariantRow = typeof productVariants.$inferSelect;

/** A variant as the API speaks it: rupees, grams, `_id`. */
export function toVariant(row: VariantRow): ProductVariant {
  return {
    _id: row.id,
    label: row.label,
    preparation: row.preparation,
    weight: row.weightGrams,
    netWeight: row.netWeightGrams,
    grossWeight: row.grossWeightGrams,
    pieces: row.pieces,
    serves: row.serves,
    price: {
      default: paiseToRupees(row.defaultPricePaise),
      sale: row.salePricePaise === null ? null : paiseToRupees(row.salePricePaise),
    },
    inStock: row.inStock,
  };
}

/** A product as the API speaks it: rupees, the spec's field names, `_id`, its variants (default first). */
export function toProduct(row: ProductRow, variants: readonly VariantRow[]): Product {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    productTag: row.productTag,
    note: row.note,
    weight: row.weightGrams,
    price: {
      default: paiseToRupees(row.defaultPricePaise),
      sale: row.salePricePaise === null ? null : paiseToRupees(row.salePricePaise),
    },
    images: row.images,
    inStock: row.inStock,
    bestseller: row.bestseller,
    isArchived: row.isArchived,
    hsnCode: row.hsnCode,
    gstRate: row.gstRate,
    createdAt: row.createdAt.toISOString(),
    netWeight: row.netWeightGrams,
    grossWeight: row.grossWeightGrams,
    pieces: row.pieces,
    serves: row.serves,
    altNames: row.altNames,
    translations: row.translations,
    variants: [...variants].sort((a, b) => a.position - b.position).map(toVariant),
  };
}
