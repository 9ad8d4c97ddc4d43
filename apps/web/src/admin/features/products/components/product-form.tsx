import { useEffect, useId, useMemo, useRef, type ReactNode } from "react";
import { Controller, useForm, useWatch, type ControllerRenderProps, type FieldErrors } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "../../../../lib/toast.ts";
import { DEFAULT_HSN_CODE, defaultProductNote, MAX_ALT_NAMES, type DeliveryHours, type Product } from "@taaza/domain";
import { TextField } from "../../../../components/ui/text-field.tsx";
import type { ProductDraft } from "../api/save-product.ts";
import { useCategories } from "../api/categories.ts";
import { useProductTags } from "../api/product-tags.ts";
import { useShopHours } from "../api/shop-hours.ts";
import { NamedSelect } from "./named-select.tsx";
import { productFormSchema, type ProductFieldName, type ProductFormFields } from "./product-form-schema.ts";
import { ProductImagesField } from "./product-images-field.tsx";
import { VariantsGrid } from "./variants-grid.tsx";
import { TextAreaField } from "./text-area-field.tsx";
import { TranslationsSection, translationFields } from "./translations-section.tsx";
import "./product-form.css";

/**
 * Spec section 9: the add form starts on Sea Fish; this shop calls its sea fish SeaWater. When
 * neither exists, the first category is chosen.
 */
const PREFERRED_CATEGORIES = ["Sea Fish", "SeaWater"];

type ProductFormProps = {
  /** The product being edited; absent on the add page. */
  product?: Product;
  submitLabel: string;
  busy: boolean;
  onSubmit: (draft: ProductDraft) => void;
  /** Extra actions shown beside the submit button (Archive on the edit page). */
  extraActions?: ReactNode;
};

function initialFields(product: Product | undefined, hours: DeliveryHours): ProductFormFields {
  return {
    name: product?.name ?? "",
    defaultPrice: product ? String(product.price.default) : "",
    salePrice: product?.price.sale != null ? String(product.price.sale) : "",
    weight: product ? String(product.weight) : "",
    description: product?.description ?? "",
    category: product?.category ?? "",
    productTag: product?.productTag ?? "",
    note: product?.note ?? defaultProductNote(hours),
    hsnCode: product?.hsnCode ?? DEFAULT_HSN_CODE,
    gstRate: String(product?.gstRate ?? 0),
    netWeight: product?.netWeight != null ? String(product.netWeight) : "",
    grossWeight: product?.grossWeight != null ? String(product.grossWeight) : "",
    pieces: product?.pieces != null ? String(product.pieces) : "",
    serves: product?.serves != null ? String(product.serves) : "",
    altNames: (product?.altNames ?? []).join(", "),
    translations: translationFields(product),
    inStock: product?.inStock ?? true,
    bestseller: product?.bestseller ?? false,
    existingImages: product?.images ?? [],
    addedImages: [],
    // A product sold one way is edited with the plain fields; more than one way, with the grid.
    variants:
      product && product.variants.length > 1
        ? product.variants.map((v) => ({
            _id: v._id,
            preparation: v.preparation,
            label: v.label,
            weight: String(v.weight),
            defaultPrice: String(v.price.default),
            salePrice: v.price.sale === null ? "" : String(v.price.sale),
            netWeight: v.netWeight === null ? "" : String(v.netWeight),
            grossWeight: v.grossWeight === null ? "" : String(v.grossWeight),
            pieces: v.pieces === null ? "" : String(v.pieces),
            serves: v.serves === null ? "" : String(v.serves),
            inStock: v.inStock,
          }))
        : [],
  };
}

/**
 * Every field of a product. The same ordered rules as the server (validateProductForm from the
 * domain) run on submit; the first broken one shows its message as a toast and marks its field.
 */
export function ProductForm({ product, submitLabel, busy, onSubmit, extraActions }: ProductFormProps) {
  const categories = useCategories();
  const productTags = useProductTags();
  const shopHours = useShopHours();
  const formRef = useRef<HTMLFormElement>(null);

  // Until the person picks one, the category is the spec's default (or the first one there is).
  const categoryNames = useMemo(() => categories.data?.map((c) => c.name), [categories.data]);
  const tagNames = useMemo(() => productTags.data?.map((t) => t.name), [productTags.data]);
  const defaultCategory = PREFERRED_CATEGORIES.find((name) => categoryNames?.includes(name)) ?? categoryNames?.[0] ?? "";
  const schema = useMemo(
    () => productFormSchema({ categories: categoryNames, productTags: tagNames, defaultCategory, editing: product !== undefined }),
    [categoryNames, tagNames, defaultCategory, product],
  );

  const {
    register,
    control,
    handleSubmit,
    getValues,
    getFieldState,
    setValue,
    formState: { errors },
  } = useForm<ProductFormFields, unknown, ProductDraft>({
    resolver: zodResolver(schema),
    defaultValues: initialFields(product, shopHours.hours),
    // Marks are set on Save, every broken field at once; a mark stays until the next Save, and the
    // form focuses the broken field itself (some fields are not plain inputs).
    reValidateMode: "onSubmit",
    shouldFocusError: false,
  });

  // A new product's note says the shop's configured hours once they are known, unless typed over.
  const { hours, known } = shopHours;
  useEffect(() => {
    if (product || !known || getFieldState("note").isDirty) return;
    setValue("note", defaultProductNote(hours));
  }, [product, known, hours, getFieldState, setValue]);

  const productName = useWatch({ control, name: "name" });
  const variantRows = useWatch({ control, name: "variants" });
  const soldOneWay = variantRows.length === 0;

  // Every broken field is marked at once; the toast says the first (the rules' order, the
  // server's message) and that field is focused.
  const showProblem = (problems: FieldErrors<ProductFormFields>) => {
    const [field, problem] = Object.entries(problems)[0] ?? [];
    const message = messageOf(problem);
    if (!message) return;
    toast.error(message);
    focusField(formRef.current, field as ProductFieldName | "root");
  };

  const errorOf = (field: ProductFieldName) => errors[field]?.message;

  return (
    <form ref={formRef} className="product-form" noValidate onSubmit={(event) => void handleSubmit(onSubmit, showProblem)(event)}>
      <div className="product-form__grid">
        <section className="admin-card product-form__section" aria-labelledby="product-basics">
          <h2 id="product-basics" className="admin-section-title">
            Product
          </h2>
          <TextField label="Name" error={errorOf("name")} autoComplete="off" {...register("name")} />
          <TextField
            label="Also known as"
            hint={`Optional. What customers also type, separated by commas: Marathi, Hindi, other spellings (e.g. paplet, पापलेट, सरंगा). Up to ${MAX_ALT_NAMES}.`}
            error={errorOf("altNames")}
            autoComplete="off"
            {...register("altNames")}
          />
          {soldOneWay && (
            <div className="product-form__row">
              <TextField
                label="Default price (₹)"
                inputMode="decimal"
                error={errorOf("defaultPrice")}
                autoComplete="off"
                {...register("defaultPrice")}
              />
              <TextField
                label="Sale price (₹)"
                inputMode="decimal"
                hint="Optional; below the default price"
                error={errorOf("salePrice")}
                autoComplete="off"
                {...register("salePrice")}
              />
              <TextField label="Weight (g)" inputMode="numeric" error={errorOf("weight")} autoComplete="off" {...register("weight")} />
            </div>
          )}
          <TextAreaField label="Description" rows={5} error={errorOf("description")} {...register("description")} />
          <TextAreaField label="Note" rows={3} error={errorOf("note")} {...register("note")} />
        </section>

        <TranslationsSection register={register} error={messageOf(errors.translations) ?? undefined} />

        <VariantsGrid control={control} register={register} getValues={getValues} error={messageOf(errors.variants) ?? undefined} />

        {soldOneWay && (
          <section className="admin-card product-form__section" aria-labelledby="product-details">
            <div>
              <h2 id="product-details" className="admin-section-title">
                What the customer gets
              </h2>
              <p className="admin-field__hint">
                Optional. Shown on the product page so shoppers know how much fish they get. Whole numbers.
              </p>
            </div>
            <div className="product-form__row">
              <TextField
                label="Net weight (grams)"
                inputMode="numeric"
                hint="After cleaning: what is delivered"
                error={errorOf("netWeight")}
                autoComplete="off"
                {...register("netWeight")}
              />
              <TextField
                label="Gross weight (grams)"
                inputMode="numeric"
                hint="Before cleaning; not less than net"
                error={errorOf("grossWeight")}
                autoComplete="off"
                {...register("grossWeight")}
              />
              <TextField label="Pieces" inputMode="numeric" error={errorOf("pieces")} autoComplete="off" {...register("pieces")} />
              <TextField
                label="Serves"
                inputMode="numeric"
                hint="People"
                error={errorOf("serves")}
                autoComplete="off"
                {...register("serves")}
              />
            </div>
          </section>
        )}

        <div className="product-form__side">
          <section className="admin-card product-form__section" aria-labelledby="product-grouping">
            <h2 id="product-grouping" className="admin-section-title">
              Grouping
            </h2>
            <Controller
              control={control}
              name="category"
              render={({ field }) => (
                <NamedSelect
                  kind="category"
                  name="category"
                  label="Category"
                  value={field.value || defaultCategory}
                  onChange={field.onChange}
                  options={categoryNames}
                  loadFailed={categories.isError}
                  error={errorOf("category")}
                />
              )}
            />
            <Controller
              control={control}
              name="productTag"
              render={({ field }) => (
                <NamedSelect
                  kind="productTag"
                  name="productTag"
                  label="Product tag"
                  value={field.value}
                  onChange={field.onChange}
                  options={tagNames}
                  loadFailed={productTags.isError}
                  error={errorOf("productTag")}
                  placeholder="Choose a tag"
                />
              )}
            />
          </section>

          <section className="admin-card product-form__section" aria-labelledby="product-tax">
            <h2 id="product-tax" className="admin-section-title">
              Tax on the bill
            </h2>
            <TextField
              label="HSN code"
              inputMode="numeric"
              hint="e.g. 0302 fresh fish, 0304 fillets, 0306 prawns and crab, 0207 chicken, 0204 mutton"
              error={errorOf("hsnCode")}
              autoComplete="off"
              {...register("hsnCode")}
            />
            {/* Controlled: a registered select's default value is not applied reliably everywhere. */}
            <Controller
              control={control}
              name="gstRate"
              render={({ field }) => (
                <SelectField label="GST rate" error={errorOf("gstRate")} {...field}>
                  <option value="0">0% (fresh or chilled, exempt)</option>
                  <option value="5">5% (frozen or pre-packaged and labelled)</option>
                </SelectField>
              )}
            />
          </section>

          <section className="admin-card product-form__section" aria-labelledby="product-availability">
            <h2 id="product-availability" className="admin-section-title">
              Availability
            </h2>
            <label className="admin-check">
              <input type="checkbox" {...register("inStock")} />
              In stock
            </label>
            <label className="admin-check">
              <input type="checkbox" {...register("bestseller")} />
              Bestseller
            </label>
          </section>
        </div>

        <section className="admin-card product-form__section product-form__images" aria-label="Product images">
          <Controller
            control={control}
            name="existingImages"
            render={({ field: existing }) => (
              <Controller
                control={control}
                name="addedImages"
                render={({ field: added }) => (
                  <ProductImagesField
                    existing={existing.value}
                    onExistingChange={existing.onChange}
                    added={added.value}
                    onAddedChange={added.onChange}
                    error={errorOf("existingImages")}
                    productName={productName}
                  />
                )}
              />
            )}
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

/** A field's message; a list's (the variants grid) may sit on its `root`. */
function messageOf(problem: unknown): string | null {
  if (!problem || typeof problem !== "object") return null;
  if ("message" in problem && typeof problem.message === "string") return problem.message;
  return "root" in problem ? messageOf(problem.root) : null;
}

function focusField(form: HTMLFormElement | null, field: ProductFieldName | "root"): void {
  if (!form || field === "root") return;
  const target =
    field === "existingImages" || field === "addedImages"
      ? form.querySelector<HTMLElement>(".image-field input, .image-field button")
      : field === "variants"
        ? form.querySelector<HTMLElement>(".product-form__variants input")
        : form.querySelector<HTMLElement>(`[name="${field}"]`);
  target?.focus();
}

type SelectFieldProps = ControllerRenderProps<ProductFormFields, "gstRate"> & {
  label: string;
  error: string | undefined;
  children: ReactNode;
};

function SelectField({ label, name, value, error, onChange, onBlur, ref, children }: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="admin-field">
      <label htmlFor={id} className="admin-field__label">
        {label}
      </label>
      <select
        ref={ref}
        id={id}
        name={name}
        className="admin-select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        {children}
      </select>
      {error && (
        <p id={errorId} className="text-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
