import { useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { toast } from "sonner";
import { DEFAULT_PRODUCT_NOTE, MESSAGES, validateProductForm, type Product } from "@taaza/domain";
import { TextField } from "../../../../components/ui/text-field.tsx";
import type { ProductDraft } from "../api/save-product.ts";
import { useCategories } from "../api/categories.ts";
import { useProductTags } from "../api/product-tags.ts";
import { NamedSelect } from "./named-select.tsx";
import { ProductImagesField, type NewImage } from "./product-images-field.tsx";
import "./product-form.css";

/**
 * Spec section 9: the add form starts on Sea Fish; this shop calls its sea fish SeaWater. When
 * neither exists, the first category is chosen.
 */
const PREFERRED_CATEGORIES = ["Sea Fish", "SeaWater"];

type FieldName = "name" | "defaultPrice" | "salePrice" | "weight" | "description" | "category" | "productTag" | "note" | "images";

/** Which field each rule's message is about, to mark and focus it. */
const FIELD_OF_MESSAGE: Record<string, FieldName> = {
  [MESSAGES.product.name]: "name",
  [MESSAGES.product.defaultPrice]: "defaultPrice",
  [MESSAGES.product.salePrice]: "salePrice",
  [MESSAGES.product.weight]: "weight",
  [MESSAGES.product.description]: "description",
  [MESSAGES.product.category]: "category",
  [MESSAGES.product.productTag]: "productTag",
  [MESSAGES.product.note]: "note",
  [MESSAGES.product.imageRequired]: "images",
  [MESSAGES.product.tooManyImages]: "images",
};

type ProductFormProps = {
  /** The product being edited; absent on the add page. */
  product?: Product;
  submitLabel: string;
  busy: boolean;
  onSubmit: (draft: ProductDraft) => void;
  /** Extra actions shown beside the submit button (Archive on the edit page). */
  extraActions?: ReactNode;
};

/**
 * Every field of a product. The same ordered rules as the server (validateProductForm from the
 * domain) run first; the first broken one shows its message as a toast and marks its field.
 */
export function ProductForm({ product, submitLabel, busy, onSubmit, extraActions }: ProductFormProps) {
  const categories = useCategories();
  const productTags = useProductTags();
  const formRef = useRef<HTMLFormElement>(null);

  const [name, setName] = useState(product?.name ?? "");
  const [defaultPrice, setDefaultPrice] = useState(product ? String(product.price.default) : "");
  const [salePrice, setSalePrice] = useState(product?.price.sale != null ? String(product.price.sale) : "");
  const [weight, setWeight] = useState(product ? String(product.weight) : "");
  const [description, setDescription] = useState(product?.description ?? "");
  const [chosenCategory, setCategory] = useState<string | null>(product?.category ?? null);
  const [productTag, setProductTag] = useState(product?.productTag ?? "");
  const [note, setNote] = useState(product?.note ?? DEFAULT_PRODUCT_NOTE);
  const [inStock, setInStock] = useState(product?.inStock ?? true);
  const [bestseller, setBestseller] = useState(product?.bestseller ?? false);
  const [existingImages, setExistingImages] = useState<string[]>(product?.images ?? []);
  const [addedImages, setAddedImages] = useState<NewImage[]>([]);
  const [problem, setProblem] = useState<{ field: FieldName; message: string } | null>(null);

  // Until the person picks one, the category is the spec's default (or the first one there is).
  const categoryNames = categories.data?.map((c) => c.name);
  const category = chosenCategory ?? PREFERRED_CATEGORIES.find((name) => categoryNames?.includes(name)) ?? categoryNames?.[0] ?? "";

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateProductForm(
      {
        name,
        defaultPrice,
        salePrice,
        weight,
        description,
        category,
        productTag,
        note,
        imageCount: existingImages.length + addedImages.length,
      },
      { categories: categoryNames, productTags: productTags.data?.map((t) => t.name) },
    );
    if (!result.ok) {
      const field = FIELD_OF_MESSAGE[result.message];
      setProblem(field ? { field, message: result.message } : null);
      toast.error(result.message);
      if (field) focusField(formRef.current, field);
      return;
    }
    setProblem(null);
    onSubmit({
      ...result.value,
      inStock,
      bestseller,
      existingImages: product ? existingImages : undefined,
      files: addedImages.map((image) => image.file),
    });
  };

  const errorOf = (field: FieldName) => (problem?.field === field ? problem.message : undefined);

  return (
    <form ref={formRef} className="product-form" noValidate onSubmit={handleSubmit}>
      <div className="product-form__grid">
        <section className="admin-card product-form__section" aria-labelledby="product-basics">
          <h2 id="product-basics" className="admin-section-title">
            Product
          </h2>
          <TextField label="Name" name="name" value={name} onChange={(e) => setName(e.target.value)} error={errorOf("name")} autoComplete="off" />
          <div className="product-form__row">
            <TextField
              label="Default price (₹)"
              name="defaultPrice"
              inputMode="decimal"
              value={defaultPrice}
              onChange={(e) => setDefaultPrice(e.target.value)}
              error={errorOf("defaultPrice")}
              autoComplete="off"
            />
            <TextField
              label="Sale price (₹)"
              name="salePrice"
              inputMode="decimal"
              hint="Optional; below the default price"
              value={salePrice}
              onChange={(e) => setSalePrice(e.target.value)}
              error={errorOf("salePrice")}
              autoComplete="off"
            />
            <TextField
              label="Weight (g)"
              name="weight"
              inputMode="numeric"
              value={weight}
              onChange={(e) => setWeight(e.target.value)}
              error={errorOf("weight")}
              autoComplete="off"
            />
          </div>
          <TextAreaField label="Description" name="description" rows={5} value={description} onChange={setDescription} error={errorOf("description")} />
          <TextAreaField label="Note" name="note" rows={3} value={note} onChange={setNote} error={errorOf("note")} />
        </section>

        <div className="product-form__side">
          <section className="admin-card product-form__section" aria-labelledby="product-grouping">
            <h2 id="product-grouping" className="admin-section-title">
              Grouping
            </h2>
            <NamedSelect
              kind="category"
              name="category"
              label="Category"
              value={category}
              onChange={setCategory}
              options={categoryNames}
              loadFailed={categories.isError}
              error={errorOf("category")}
            />
            <NamedSelect
              kind="productTag"
              name="productTag"
              label="Product tag"
              value={productTag}
              onChange={setProductTag}
              options={productTags.data?.map((t) => t.name)}
              loadFailed={productTags.isError}
              error={errorOf("productTag")}
              placeholder="Choose a tag"
            />
          </section>

          <section className="admin-card product-form__section" aria-labelledby="product-availability">
            <h2 id="product-availability" className="admin-section-title">
              Availability
            </h2>
            <label className="admin-check">
              <input type="checkbox" name="inStock" checked={inStock} onChange={(e) => setInStock(e.target.checked)} />
              In stock
            </label>
            <label className="admin-check">
              <input type="checkbox" name="bestseller" checked={bestseller} onChange={(e) => setBestseller(e.target.checked)} />
              Bestseller
            </label>
          </section>
        </div>

        <section className="admin-card product-form__section product-form__images" aria-label="Product images">
          <ProductImagesField
            existing={existingImages}
            onExistingChange={setExistingImages}
            added={addedImages}
            onAddedChange={setAddedImages}
            error={errorOf("images")}
            productName={name}
          />
        </section>
      </div>

      <div className="product-form__actions">
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy ? "Saving…" : submitLabel}
        </button>
        {extraActions}
      </div>
    </form>
  );
}

function focusField(form: HTMLFormElement | null, field: FieldName): void {
  if (!form) return;
  const target =
    field === "images" ? form.querySelector<HTMLElement>(".image-field input, .image-field button") : form.querySelector<HTMLElement>(`[name="${field}"]`);
  target?.focus();
}

type TextAreaFieldProps = {
  label: string;
  name: string;
  rows: number;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
};

function TextAreaField({ label, name, rows, value, onChange, error }: TextAreaFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="admin-field">
      <label htmlFor={id} className="admin-field__label">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        className="admin-textarea"
        rows={rows}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <p id={errorId} className="text-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
