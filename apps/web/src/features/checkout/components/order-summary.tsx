import { effectivePrice, formatRupees, hasSale, paiseToRupees, rupeesToPaise, type CartLine } from "@taaza/domain";
import { ProductThumb } from "../../../components/ui/product-thumb.tsx";
import { lineProduct, lineTotal, lineVariantLabel } from "../../../lib/basket-totals.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { checkoutText } from "../../../lib/i18n/messages/checkout.ts";
import { catalogText } from "../../../lib/i18n/messages/catalog.ts";
import type { OfferBill } from "../offer-bill.ts";
import { localName } from "../../../lib/i18n/product-words.ts";

/** The basket's lines as they will be ordered; unavailable lines are shown but not counted. */
export function OrderSummaryLines({ lines }: { lines: readonly CartLine[] }) {
  return (
    <ul className="summary-lines" role="list">
      {lines.map((line) => {
        const product = lineProduct(line);
        const variantLabel = lineVariantLabel(line);
        const unitPaise = rupeesToPaise(effectivePrice(product.price));
        return (
          <li key={line._id} className={line.available ? "summary-line" : "summary-line summary-line--unavailable"}>
            <ProductThumb file={product.images[0]} size={56} />
            <span className="summary-line__details">
              <span className="summary-line__name">{localName(product)}</span>
              <span className="summary-line__meta tabular">
                {variantLabel ?? t(catalogText.grams, { weight: product.weight })} · {line.quantity} ×{" "}
                {formatRupees(paiseToRupees(unitPaise))}
                {hasSale(product.price) && (
                  <>
                    {" "}
                    <s>
                      <span className="visually-hidden">{t(checkoutText.regularPrice)}</span>
                      {formatRupees(product.price.default)}
                    </s>
                  </>
                )}
              </span>
              {!line.available && <span className="summary-line__unavailable">{t(checkoutText.unavailable)}</span>}
            </span>
            <span className="summary-line__total tabular">{line.available ? formatRupees(lineTotal(line)) : "–"}</span>
          </li>
        );
      })}
    </ul>
  );
}

/** Subtotal, delivery charges, taxes (0) and total, as the server will charge them. */
export function BillRows({ bill, deliveryKnown }: { bill: OfferBill; deliveryKnown: boolean }) {
  // Free delivery by the shop's threshold: the address's charge struck through (issue 32).
  const waived = bill.deliveryChargePaise === 0 && bill.fullDeliveryChargePaise > 0;
  return (
    <>
      <dl className="bill-rows tabular">
        <div>
          <dt>{t(checkoutText.subtotal)}</dt>
          <dd>{formatRupees(paiseToRupees(bill.subtotalPaise))}</dd>
        </div>
        <div>
          <dt>{t(checkoutText.deliveryCharges)}</dt>
          <dd className={deliveryKnown && bill.deliveryChargePaise === 0 ? "bill-rows__free" : undefined}>
            {!deliveryKnown ? (
              "–"
            ) : bill.deliveryChargePaise === 0 ? (
              <>
                {waived && (
                  <>
                    <s>{formatRupees(paiseToRupees(bill.fullDeliveryChargePaise))}</s>{" "}
                  </>
                )}
                {t(checkoutText.free)}
              </>
            ) : (
              formatRupees(paiseToRupees(bill.deliveryChargePaise))
            )}
          </dd>
        </div>
        {bill.discountPaise > 0 && (
          <div className="bill-rows__discount">
            <dt>{t(checkoutText.discount, { code: bill.couponCode ?? "" })}</dt>
            <dd>-{formatRupees(paiseToRupees(bill.discountPaise))}</dd>
          </div>
        )}
        <div>
          <dt>{t(checkoutText.taxes)}</dt>
          <dd>{formatRupees(paiseToRupees(bill.taxesPaise))}</dd>
        </div>
        <div className="bill-rows__total">
          <dt>{t(checkoutText.total)}</dt>
          <dd>{formatRupees(paiseToRupees(bill.totalPaise))}</dd>
        </div>
      </dl>
      {deliveryKnown && bill.addForFreePaise !== null && (
        <p className="bill-rows__nudge" role="status">
          {t(checkoutText.addForFreeDelivery, { amount: formatRupees(paiseToRupees(bill.addForFreePaise)) })}
        </p>
      )}
    </>
  );
}
