import {
  paiseToRupees,
  ADMIN_PAGE_SIZE,
  isSaleBelow,
  MESSAGES,
  packLabel,
  PRODUCT_IMAGE_LIMIT,
  STANDARD_PREPARATION,
  validateVariants,
  VARIANT_MESSAGES,
  rupeesToPaise,
  validateProductForm,
  type Category,
  type Product,
  type ProductFormValues,
  type ProductQuickEdit,
  PRICE_SHEET_MESSAGES,
  type PriceSheetBody,
  SERVER_MESSAGES,
  type VariantFormValues,
} from "@taaza/domain";
import type { Database } from "../../platform/database/client.ts";
import { inTransaction } from "../../platform/database/in-transaction.ts";
import { isForeignKeyViolation, violatedConstraint } from "../../platform/database/db-errors.ts";
import { conflict, invalid, notFound } from "../../platform/errors.ts";
import type { CatalogContext } from "./catalog-context.ts";
import { findProduct } from "./catalog-repository.ts";
import { viewProduct, viewProducts } from "./product-reading.ts";
import { toProduct, type ProductRow, type VariantRow } from "./product-view.ts";
import { changedFields, recordAudit, type Actor } from "../audit/index.ts";
import { removeStoredImage, withStoredImages, type MultipartForm } from "../uploads/index.ts";
import { imagesShownByOrders } from "../../read-models/images-in-orders.ts";
import {
  insertNamedIfNew,
  insertProduct,
  knownNames,
  lockProduct,
  mirrorOf,
  pageProducts,
  removeProductFromDeals,
  setAllVariantsInStock,
  updateProduct,
  updateVariant,
  variantsOfProduct,
  writeVariants,
  type ProductChanges,
  type VariantValues,
} from "./product-editing-repository.ts";

export const PRODUCT_IMAGES_FIELD = "productImages";

/** Add product: check every field in the spec's order, store the images, save; all or nothing. */
export async function createProduct(deps: CatalogContext, actor: Actor, form: MultipartForm): Promise<Product> {
  const uploads = imageFiles(form);
  const grid = variantsField(form.fields.variants);
  const values = await checkedValues(deps, withDefaultVariant(form.fields, grid), uploads.length);
  const inStock = flag(form.fields, "inStock") ?? true;
  const variants = grid ?? [soleVariant(values, null, inStock)];
  const bestseller = flag(form.fields, "bestseller") ?? false;
  const row = await withStoredImages(deps.images, uploads, (images) =>
    inTransaction(deps.db, async (tx) => {
      const wanted = variants.map(variantColumns);
      const row = await insertProduct(tx, { ...columns(values), ...mirrorOf(wanted[0]!), bestseller, images }).catch(translateMissingName);
      const written = await writeVariants(tx, row.id, [], wanted);
      await recordAudit(
        tx,
        actor,
        { action: "product.create", entity: "product", entityId: row.id, after: audited(row, written) },
        deps.clock.now(),
      );
      return row;
    }),
  );
  return viewProduct(deps.db, row);
}

/**
 * Edit product: the kept images (in the order sent) and the new ones make the product's images;
 * files of images it no longer names are deleted once the change is committed. A form that names
 * no kept images but sends files is spec section 7's edit page, which re-sends the product's
 * images as files: those files are the whole image set. A field the form does not send keeps its
 * value (a client that sends only `price` changes only the price).
 */
export async function editProduct(deps: CatalogContext, actor: Actor, id: string, form: MultipartForm): Promise<Product> {
  const current = await findProduct(deps.db, id);
  if (!current) throw notFound(SERVER_MESSAGES.product.notFound);
  const uploads = imageFiles(form);
  const keptNow = keptImages(form.fields.existingImages, current.images, uploads.length);
  const grid = variantsField(form.fields.variants);
  const values = await checkedValues(
    deps,
    withDefaultVariant({ ...formFieldsOf(current), ...form.fields }, grid),
    keptNow.length + uploads.length,
  );
  const flags = {
    inStock: flag(form.fields, "inStock"),
    bestseller: flag(form.fields, "bestseller"),
    isArchived: flag(form.fields, "isArchived"),
  };

  const { row, dropped } = await withStoredImages(deps.images, uploads, (added) =>
    inTransaction(deps.db, async (tx) => {
      // Checked again under the lock: another admin may have changed the images meanwhile.
      const locked = await lockProduct(tx, id);
      if (!locked) throw notFound(SERVER_MESSAGES.product.notFound);
      const kept = keptImages(form.fields.existingImages, locked.images, added.length);
      const images = [...kept, ...added];
      if (images.length > PRODUCT_IMAGE_LIMIT) throw invalid(MESSAGES.product.tooManyImages);
      if (images.length === 0) throw invalid(MESSAGES.product.imageRequired);
      // A form that does not send other names (an older client) leaves them as they are.
      const { altNames, translations, ...rest } = columns(values);
      const named = {
        ...rest,
        ...(form.fields.altNames === undefined ? {} : { altNames }),
        ...(translations === undefined ? {} : { translations }),
      };
      const current = await variantsOfProduct(tx, id);
      const wanted = grid ? checkedGrid(grid, current) : editedDefault(values, current, flags.inStock);
      const variants = await writeVariants(tx, id, current, wanted);
      const { inStock: _ignored, ...otherFlags } = flags;
      const changes = { ...named, ...definedOnly(otherFlags), ...mirrorOf(variants[0]!), images };
      const row = await updateProduct(tx, id, changes).catch(translateMissingName);
      if (!isDealable(row)) await removeProductFromDeals(tx, id);
      await auditProductChange(deps, tx, actor, "product.edit", { row: locked, variants: current }, { row, variants });
      return { row, dropped: locked.images.filter((name) => !kept.includes(name)) };
    }),
  );
  await removeImageFiles(deps, dropped);
  return viewProduct(deps.db, row);
}

/** Quick edits from the lists: flags, and the sale price checked against the stored default. */
export async function quickEditProduct(deps: CatalogContext, actor: Actor, id: string, edit: ProductQuickEdit): Promise<Product> {
  const row = await inTransaction(deps.db, async (tx) => {
    const locked = await lockProduct(tx, id);
    if (!locked) throw notFound(SERVER_MESSAGES.product.notFound);
    const changes: ProductChanges = definedOnly({ bestseller: edit.bestseller, isArchived: edit.isArchived });
    const variants = await variantsOfProduct(tx, id);
    let variantsChanged = false;
    if (edit.inStock !== undefined) {
      await setAllVariantsInStock(tx, id, edit.inStock);
      variantsChanged = true;
    }
    // The product's own sale price is its default variant's; `variants` prices each by id.
    const sales = [...(edit.price && variants[0] ? [{ _id: variants[0].id, sale: edit.price.sale }] : []), ...(edit.variants ?? [])];
    for (const { _id, sale } of sales) {
      const variant = variants.find((v) => v.id === _id);
      if (!variant) throw invalid(VARIANT_MESSAGES.unknown);
      if (sale !== null && !isSaleBelow(sale, variant.defaultPricePaise / 100)) throw invalid(MESSAGES.product.salePrice);
      await updateVariant(tx, id, _id, { salePricePaise: sale === null ? null : rupeesToPaise(sale) });
      variantsChanged = true;
    }
    if (variantsChanged) Object.assign(changes, mirrorOf((await variantsOfProduct(tx, id))[0]!));
    if (Object.keys(changes).length === 0) return locked;
    const row = await updateProduct(tx, id, changes);
    if (!isDealable(row)) await removeProductFromDeals(tx, id);
    const action = sales.length > 0 ? "product.price" : "product.edit";
    await auditProductChange(deps, tx, actor, action, { row: locked, variants }, { row, variants: await variantsOfProduct(tx, id) });
    return row;
  });
  return viewProduct(deps.db, row);
}

/**
 * The morning's price sheet: many variants' sale prices and stock in one transaction. Every row
 * is checked against its stored default price; one bad row refuses the whole sheet, naming it,
 * so a half-saved morning never reaches the shop. Products are locked in id order (two sheets
 * saved at once queue rather than deadlock).
 */
export async function savePriceSheet(deps: CatalogContext, sheet: PriceSheetBody): Promise<{ saved: number }> {
  const rowsByProduct = new Map<string, { row: PriceSheetBody["rows"][number]; n: number }[]>();
  sheet.rows.forEach((row, index) =>
    rowsByProduct.set(row.productId, [...(rowsByProduct.get(row.productId) ?? []), { row, n: index + 1 }]),
  );
  await inTransaction(deps.db, async (tx) => {
    for (const productId of [...rowsByProduct.keys()].sort()) {
      const rows = rowsByProduct.get(productId)!;
      const locked = isUuid(productId) ? await lockProduct(tx, productId) : undefined;
      if (!locked) throw invalid(PRICE_SHEET_MESSAGES.row(rows[0]!.n, PRICE_SHEET_MESSAGES.unknown));
      const variants = await variantsOfProduct(tx, productId);
      for (const { row, n } of rows) {
        const variant = variants.find((v) => v.id === row.variantId);
        if (!variant) throw invalid(PRICE_SHEET_MESSAGES.row(n, PRICE_SHEET_MESSAGES.unknown));
        if (row.sale !== null && !isSaleBelow(row.sale, variant.defaultPricePaise / 100))
          throw invalid(PRICE_SHEET_MESSAGES.row(n, MESSAGES.product.salePrice));
        await updateVariant(tx, productId, variant.id, {
          salePricePaise: row.sale === null ? null : rupeesToPaise(row.sale),
          inStock: row.inStock,
        });
      }
      const updated = await updateProduct(tx, productId, mirrorOf((await variantsOfProduct(tx, productId))[0]!));
      if (!isDealable(updated)) await removeProductFromDeals(tx, productId);
    }
  });
  return { saved: sheet.rows.length };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
function isUuid(text: string): boolean {
  return UUID.test(text);
}

export async function adminProductsPage(
  deps: CatalogContext,
  query: { search?: string; archived?: "true" | "false"; tag?: string; page?: number },
) {
  const page = query.page ?? 1;
  const pageSize = ADMIN_PAGE_SIZE.products;
  const { rows, total } = await pageProducts(
    deps.db,
    { archived: query.archived === "true", search: query.search?.trim() || undefined, tag: query.tag?.trim() || undefined },
    { limit: pageSize, offset: (page - 1) * pageSize },
  );
  return { data: await viewProducts(deps.db, rows), total, page, pageSize };
}

export async function addCategory(deps: CatalogContext, actor: Actor, name: string): Promise<Category> {
  const added = await inTransaction(deps.db, async (tx) => {
    const added = await insertNamedIfNew(tx, "category", name);
    if (added)
      await recordAudit(tx, actor, { action: "category.add", entity: "category", entityId: added._id, after: { name } }, deps.clock.now());
    return added;
  });
  if (!added) throw conflict(SERVER_MESSAGES.category.exists);
  return added;
}

export async function addProductTag(deps: CatalogContext, actor: Actor, name: string): Promise<Category> {
  const added = await inTransaction(deps.db, async (tx) => {
    const added = await insertNamedIfNew(tx, "productTag", name);
    if (added)
      await recordAudit(
        tx,
        actor,
        { action: "productTag.add", entity: "productTag", entityId: added._id, after: { name } },
        deps.clock.now(),
      );
    return added;
  });
  if (!added) throw conflict(SERVER_MESSAGES.productTag.exists);
  return added;
}

/**
 * A product as the audit log keeps it: the API's shape; its variants' label, price and stock only
 * when it has several (a single variant's are the product's own price and stock).
 */
function audited(row: ProductRow, variants: readonly VariantRow[]): Record<string, unknown> {
  const { createdAt: _created, variants: all, ...product } = toProduct(row, variants);
  if (all.length <= 1) return product;
  return { ...product, variants: all.map((v) => ({ label: v.label, price: v.price, inStock: v.inStock })) };
}

type ProductState = { row: ProductRow; variants: readonly VariantRow[] };

/** Records what an edit changed, in the edit's transaction; an edit that changed nothing records nothing. */
async function auditProductChange(
  deps: CatalogContext,
  tx: Database,
  actor: Actor,
  action: string,
  before: ProductState,
  after: ProductState,
) {
  const fields = changedFields(audited(before.row, before.variants), audited(after.row, after.variants));
  if (fields.after && Object.keys(fields.after).length === 0) return;
  await recordAudit(tx, actor, { action, entity: "product", entityId: after.row.id, ...fields }, deps.clock.now());
}

/** Archived or out-of-stock products cannot stay deals of the day. */
function isDealable(row: ProductRow): boolean {
  return row.inStock && !row.isArchived;
}

function imageFiles(form: MultipartForm): Buffer[] {
  return form.files.filter((f) => f.field === PRODUCT_IMAGES_FIELD).map((f) => f.bytes);
}

async function checkedValues(deps: CatalogContext, fields: Record<string, string>, imageCount: number): Promise<ProductFormValues> {
  const price = priceField(fields.price);
  const result = validateProductForm(
    {
      name: fields.name,
      defaultPrice: price.default,
      salePrice: price.sale,
      weight: fields.weight,
      description: fields.description,
      category: fields.category,
      productTag: fields.productTag,
      note: fields.note,
      hsnCode: fields.hsnCode,
      gstRate: fields.gstRate,
      imageCount,
      netWeight: fields.netWeight,
      grossWeight: fields.grossWeight,
      pieces: fields.pieces,
      serves: fields.serves,
      altNames: fields.altNames,
      translations: fields.translations,
    },
    await knownNames(deps.db),
  );
  if (!result.ok) throw invalid(result.message);
  return result.value;
}

/** The variants grid (JSON text in the form's `variants` field), checked; null when the form has none. */
function variantsField(text: string | undefined): VariantFormValues[] | null {
  if (text === undefined || text === "") return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw invalid(SERVER_MESSAGES.product.variantsText);
  }
  const result = validateVariants(parsed);
  if (!result.ok) throw invalid(result.message);
  return result.value;
}

/** The form's own weight, price and details are the default variant's when the grid is sent. */
function withDefaultVariant(fields: Record<string, string>, grid: VariantFormValues[] | null): Record<string, string> {
  const first = grid?.[0];
  if (!first) return fields;
  const text = (n: number | null) => (n === null ? "" : String(n));
  return {
    ...fields,
    weight: String(first.weight),
    price: JSON.stringify({ default: first.defaultPrice, sale: first.salePrice }),
    netWeight: text(first.netWeight),
    grossWeight: text(first.grossWeight),
    pieces: text(first.pieces),
    serves: text(first.serves),
  };
}

/** A product sold one way: its one variant, from the form's weight, price and details. */
function soleVariant(values: ProductFormValues, label: string | null, inStock: boolean): VariantFormValues {
  return {
    _id: null,
    label: label ?? packLabel(values.weight),
    preparation: STANDARD_PREPARATION,
    weight: values.weight,
    netWeight: values.netWeight,
    grossWeight: values.grossWeight,
    pieces: values.pieces,
    serves: values.serves,
    defaultPrice: values.defaultPrice,
    salePrice: values.salePrice,
    inStock,
  };
}

/** The grid against the product's variants: an id must be one of them. */
function checkedGrid(grid: VariantFormValues[], current: readonly VariantRow[]) {
  if (grid.some((v) => v._id !== null && !current.some((c) => c.id === v._id))) throw invalid(VARIANT_MESSAGES.unknown);
  return grid.map(variantColumns);
}

/**
 * A form without the grid (an older client) edits the default variant from its weight, price and
 * details; the others stay. A label that only said the old pack size follows the new one.
 */
function editedDefault(values: ProductFormValues, current: readonly VariantRow[], inStock: boolean | undefined) {
  const [first, ...others] = current;
  const label = first && first.label !== packLabel(first.weightGrams) ? first.label : packLabel(values.weight);
  const edited = {
    ...soleVariant(values, label, inStock ?? first?.inStock ?? true),
    preparation: first?.preparation ?? STANDARD_PREPARATION,
  };
  return [
    { ...variantColumns(edited), id: first?.id ?? null },
    ...others.map(({ id, productId: _p, position: _n, createdAt: _c, ...rest }) => ({ ...rest, id })),
  ];
}

function variantColumns(v: VariantFormValues): VariantValues & { id: string | null } {
  return {
    id: v._id,
    label: v.label,
    preparation: v.preparation,
    weightGrams: v.weight,
    netWeightGrams: v.netWeight,
    grossWeightGrams: v.grossWeight,
    pieces: v.pieces,
    serves: v.serves,
    defaultPricePaise: rupeesToPaise(v.defaultPrice),
    salePricePaise: v.salePrice === null ? null : rupeesToPaise(v.salePrice),
    inStock: v.inStock,
  };
}

/** `price` is JSON text `{"default": 499, "sale": 449}`; anything else has no default price. */
function priceField(text: string | undefined): { default?: unknown; sale?: unknown } {
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

function flag(fields: Record<string, string>, name: "inStock" | "bestseller" | "isArchived"): boolean | undefined {
  const value = fields[name];
  if (value === undefined || value === "") return undefined;
  if (value === "true") return true;
  if (value === "false") return false;
  throw invalid(`${name} must be true or false`);
}

/**
 * The images to keep: a subset of the current ones, each once, when the form names them; when it
 * does not, all of them, or none when it sends files (they replace the set).
 */
function keptImages(text: string | undefined, current: string[], sentFiles: number): string[] {
  if (text === undefined) return sentFiles > 0 ? [] : current;
  let names: unknown;
  try {
    names = JSON.parse(text);
  } catch {
    throw invalid(SERVER_MESSAGES.product.keptImages);
  }
  if (
    !Array.isArray(names) ||
    !names.every((n): n is string => typeof n === "string" && current.includes(n)) ||
    new Set(names).size !== names.length
  ) {
    throw invalid(SERVER_MESSAGES.product.keptImages);
  }
  return names;
}

/** A stored product as the edit form's text fields, for the fields a form leaves out. */
function formFieldsOf(row: ProductRow): Record<string, string> {
  const optional = (value: number | null) => (value === null ? "" : String(value));
  return {
    name: row.name,
    price: JSON.stringify({
      default: paiseToRupees(row.defaultPricePaise),
      sale: row.salePricePaise === null ? null : paiseToRupees(row.salePricePaise),
    }),
    weight: String(row.weightGrams),
    description: row.description,
    category: row.category,
    productTag: row.productTag,
    note: row.note,
    hsnCode: row.hsnCode,
    gstRate: String(row.gstRate),
    netWeight: optional(row.netWeightGrams),
    grossWeight: optional(row.grossWeightGrams),
    pieces: optional(row.pieces),
    serves: optional(row.serves),
  };
}

function columns(values: ProductFormValues) {
  return {
    name: values.name,
    description: values.description,
    category: values.category,
    productTag: values.productTag,
    note: values.note,
    weightGrams: values.weight,
    defaultPricePaise: rupeesToPaise(values.defaultPrice),
    salePricePaise: values.salePrice === null ? null : rupeesToPaise(values.salePrice),
    hsnCode: values.hsnCode,
    gstRate: values.gstRate,
    netWeightGrams: values.netWeight,
    grossWeightGrams: values.grossWeight,
    pieces: values.pieces,
    serves: values.serves,
    altNames: values.altNames,
    translations: values.translations,
  };
}

function definedOnly<T extends Record<string, unknown>>(values: T): Partial<{ [K in keyof T]: Exclude<T[K], undefined> }> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<{
    [K in keyof T]: Exclude<T[K], undefined>;
  }>;
}

/** A category or tag removed between the check and the write. */
function translateMissingName(error: unknown): never {
  if (isForeignKeyViolation(error)) {
    throw invalid(violatedConstraint(error)?.includes("product_tag") ? MESSAGES.product.productTag : MESSAGES.product.category);
  }
  throw error;
}

/** Deletes image files the catalog no longer names, except those an order still shows. */
async function removeImageFiles(deps: CatalogContext, names: string[]) {
  if (names.length === 0) return;
  const stillShown = await imagesShownByOrders(deps.db, names);
  await Promise.all(names.filter((n) => !stillShown.has(n)).map((n) => removeStoredImage(deps.images, n)));
}
