import type { UseFormRegister } from "react-hook-form";
import { PRODUCT_TRANSLATION_LOCALES, type Product, type ProductTranslationLocale } from "@taaza/domain";
import { TextField } from "../../../../components/ui/text-field.tsx";
import { TextAreaField } from "./text-area-field.tsx";
import type { ProductFormFields, TranslationFields } from "./product-form-schema.ts";

const LANGUAGE_NAMES: Record<ProductTranslationLocale, string> = { mr: "Marathi (मराठी)", hi: "Hindi (हिंदी)" };

export function translationFields(product: Product | undefined): TranslationFields {
  const of = (locale: ProductTranslationLocale) => {
    const given = product?.translations?.[locale];
    return { name: given?.name ?? "", description: given?.description ?? "", note: given?.note ?? "" };
  };
  return { mr: of("mr"), hi: of("hi") };
}

/**
 * The product's name, description and note in Marathi and Hindi. Each is optional: a customer
 * reading in a language without one sees the English text.
 */
export function TranslationsSection({ register, error }: { register: UseFormRegister<ProductFormFields>; error: string | undefined }) {
  return (
    <section className="admin-card product-form__section" aria-labelledby="product-translations">
      <div>
        <h2 id="product-translations" className="admin-section-title">
          In Marathi and Hindi
        </h2>
        <p className="admin-field__hint">
          Optional. Shown to customers who shop in that language; where a text is empty they see the English one.
        </p>
        {error && (
          <p className="text-field__error" role="alert">
            {error}
          </p>
        )}
      </div>
      {PRODUCT_TRANSLATION_LOCALES.map((locale) => (
        <fieldset key={locale} className="product-form__language" lang={locale}>
          <legend className="admin-field__label">{LANGUAGE_NAMES[locale]}</legend>
          <TextField label={`Name in ${LANGUAGE_NAMES[locale]}`} autoComplete="off" {...register(`translations.${locale}.name`)} />
          <TextAreaField label={`Description in ${LANGUAGE_NAMES[locale]}`} rows={4} {...register(`translations.${locale}.description`)} />
          <TextAreaField label={`Note in ${LANGUAGE_NAMES[locale]}`} rows={2} {...register(`translations.${locale}.note`)} />
        </fieldset>
      ))}
    </section>
  );
}
