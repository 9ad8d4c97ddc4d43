import { useId } from "react";
import { effectivePrice, formatRupees, packLabel, packsOf, preparationsOf, type ProductVariant } from "@taaza/domain";
import { useHydrated } from "../../../hooks/use-hydrated.ts";
import "./variant-options.css";
import { t } from "../../../lib/i18n/i18n.ts";
import { catalogText } from "../../../lib/i18n/messages/catalog.ts";

/**
 * The product page's choices (docs/decisions/023): the preparation, then the pack of that
 * preparation, each a group of radio buttons (arrow keys move within a group). A product sold
 * one way shows none. Choosing another preparation keeps the pack size when it has one.
 */
export function VariantOptions({
  variants,
  chosen,
  onChoose,
}: {
  variants: readonly ProductVariant[];
  chosen: ProductVariant;
  onChoose: (variant: ProductVariant) => void;
}) {
  const name = useId();
  // Until React owns the drawn page a choice would be lost: the options wait, as ADD does.
  const hydrated = useHydrated();
  if (variants.length < 2) return null;
  const preparations = preparationsOf(variants);
  const packs = packsOf(variants, chosen.preparation);

  const choosePreparation = (preparation: string) => {
    const ofIt = packsOf(variants, preparation);
    const next = ofIt.find((v) => v.weight === chosen.weight) ?? ofIt[0];
    if (next) onChoose(next);
  };

  return (
    <div className="variant-options">
      {preparations.length > 1 && (
        <fieldset className="variant-options__group">
          <legend className="variant-options__legend">{t(catalogText.preparation)}</legend>
          <div className="variant-options__choices">
            {preparations.map((preparation) => (
              <label key={preparation} className="variant-options__choice">
                <input
                  type="radio"
                  name={`${name}-preparation`}
                  value={preparation}
                  checked={preparation === chosen.preparation}
                  disabled={!hydrated}
                  onChange={() => choosePreparation(preparation)}
                />
                <span>{preparation}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <fieldset className="variant-options__group">
        <legend className="variant-options__legend">{t(catalogText.pack)}</legend>
        <div className="variant-options__choices">
          {packs.map((variant) => (
            <label key={variant._id} className="variant-options__choice">
              <input
                type="radio"
                name={`${name}-pack`}
                value={variant._id}
                checked={variant._id === chosen._id}
                disabled={!hydrated}
                onChange={() => onChoose(variant)}
              />
              <span className="tabular">
                {packLabel(variant.weight)} · {formatRupees(effectivePrice(variant.price))}
                {!variant.inStock && <span className="variant-options__sold-out"> · {t(catalogText.soldOutOption)}</span>}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
