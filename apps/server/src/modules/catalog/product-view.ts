import { paiseToRupees, type Product } from "@taaza/domain";
import type { products } from "./catalog-tables.ts";

export type ProductRow = typeof products.$inferSelect;

/** A product as the API speaks it: rupees, the spec's field names, `_id`. */
export function toProduct(row: ProductRow): Product {
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
  };
}
