import { useId, useRef } from "react";
import { createPortal } from "react-dom";
import { Link, useNavigate } from "react-router";
import { deliveryStanding, effectivePrice, formatRupees, hasSale, paiseToRupees, rupeesToPaise, type CartLine } from "@taaza/domain";
import { CloseIcon } from "../../../components/ui/icons.tsx";
import { ErrorState } from "../../../components/ui/list-state.tsx";
import { SectionBoundary } from "../../../components/ui/section-boundary.tsx";
import { useModalDialog } from "../../../components/ui/use-modal-dialog.ts";
import { ProductThumb } from "../../../components/ui/product-thumb.tsx";
import { useBasket, useFreeDeliveryMin } from "../api/get-basket.ts";
import {
  basketBill,
  basketCount,
  basketSavingsPaise,
  lineProduct,
  lineTotal,
  lineVariantLabel,
  payableLines,
} from "../../../lib/basket-totals.ts";
import { useBasketActions } from "../hooks/use-basket-actions.ts";
import { useChosenPincode } from "../../../hooks/use-chosen-pincode.ts";
import { usePincodes } from "../../../hooks/use-pincodes.ts";
import { BasketControl } from "./basket-control.tsx";
import "../../../components/ui/side-panel.css";
import "./basket-panel.css";
import { t } from "../../../lib/i18n/i18n.ts";
import { basketText } from "../../../lib/i18n/messages/basket.ts";
import { catalogText } from "../../../lib/i18n/messages/catalog.ts";
import { localName } from "../../../lib/i18n/product-words.ts";

/** The basket side panel (spec section 2). Loaded lazily; rendered only while open. */
export default function BasketPanel({ onClose }: { onClose: () => void }) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const navigate = useNavigate();
  const basket = useBasket();
  useModalDialog(dialogRef, onClose);

  const lines = basket.data ?? [];
  const count = basketCount(lines);
  // The chosen pincode's delivery charge, once known: the total is then the one checkout asks.
  const chosen = useChosenPincode();
  const pincodes = usePincodes(chosen !== null);
  const place = chosen ? pincodes.data?.find((pin) => String(pin.pincode) === chosen && pin.status) : undefined;
  const fullBill = basketBill(lines, place ? rupeesToPaise(place.deliveryCharges) : 0);
  // Free delivery above the shop's threshold (issue 32), judged by the domain's rule: the charge
  // struck through when it is waived, and how much more makes it free when it is not yet.
  const freeMin = useFreeDeliveryMin().data ?? null;
  const delivery = deliveryStanding(fullBill.subtotalPaise, fullBill.deliveryChargePaise, freeMin === null ? null : rupeesToPaise(freeMin));
  const bill = { ...fullBill, deliveryChargePaise: delivery.chargePaise, totalPaise: fullBill.subtotalPaise + delivery.chargePaise };
  const subtotal = formatRupees(paiseToRupees(bill.subtotalPaise));
  const savings = basketSavingsPaise(lines);
  const canCheckout = payableLines(lines).length > 0;

  return createPortal(
    <div className="side-panel-layer">
      {/* Clicking the dimmed page closes the panel; keyboard users have Escape and Close. */}
      <div className="side-panel-overlay" aria-hidden="true" onClick={onClose} />
      <div ref={dialogRef} className="side-panel basket-panel" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <div className="side-panel__header basket-panel__header">
          <h2 id={titleId} className="side-panel__title">
            {t(basketText.cart)}
            {count > 0 && <span className="basket-panel__count tabular"> ({t(basketText.items, { count })})</span>}
          </h2>
          {/* Focus starts on Close, so Escape/Enter are one key away and nothing is changed by accident. */}
          <button type="button" className="icon-button" aria-label={t(basketText.close)} onClick={onClose} autoFocus>
            <CloseIcon />
          </button>
        </div>

        {/* The lines fail alone: the panel and its Close stay. */}
        <div className="basket-panel__body">
          <SectionBoundary>
            {basket.isPending ? (
              <BasketSkeleton />
            ) : basket.isError ? (
              <ErrorState message={t(basketText.loadFailed)} onRetry={() => void basket.refetch()} />
            ) : lines.length === 0 ? (
              <div className="basket-panel__empty">
                <p>{t(basketText.empty)}</p>
                <button type="button" className="btn btn--secondary" onClick={onClose}>
                  {t(basketText.continueShopping)}
                </button>
              </div>
            ) : (
              <table className="basket-table">
                <thead>
                  <tr>
                    <th scope="col">{t(basketText.product)}</th>
                    <th scope="col" className="basket-table__quantity-head">
                      {t(basketText.quantity)}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {lines.map((line) => (
                    <BasketRow key={line.productId._id} line={line} onFollowLink={onClose} />
                  ))}
                </tbody>
              </table>
            )}
          </SectionBoundary>
        </div>

        {lines.length > 0 && (
          <div className="basket-panel__footer">
            <dl className="basket-panel__totals tabular">
              <div>
                <dt>{t(basketText.subtotal)}</dt>
                <dd>{subtotal}</dd>
              </div>
              {place && (
                <div>
                  <dt>{t(basketText.deliveryTo, { pincode: String(place.pincode) })}</dt>
                  <dd>
                    {delivery.waived && (
                      <>
                        <s className="basket-panel__struck">{formatRupees(paiseToRupees(delivery.fullChargePaise))}</s>{" "}
                      </>
                    )}
                    {bill.deliveryChargePaise === 0 ? t(basketText.free) : formatRupees(paiseToRupees(bill.deliveryChargePaise))}
                  </dd>
                </div>
              )}
              <div className="basket-panel__total">
                <dt>{t(basketText.total)}</dt>
                <dd>{formatRupees(paiseToRupees(bill.totalPaise))}</dd>
              </div>
              {savings > 0 && (
                <div className="basket-panel__savings">
                  <dt>{t(basketText.youSave)}</dt>
                  <dd>{formatRupees(paiseToRupees(savings))}</dd>
                </div>
              )}
            </dl>
            {!place && <p className="basket-panel__note">{t(basketText.deliveryNote)}</p>}
            {place && delivery.addForFreePaise !== null && (
              <p className="basket-panel__note">
                {t(basketText.addForFreeDelivery, { amount: formatRupees(paiseToRupees(delivery.addForFreePaise)) })}
              </p>
            )}
            <button
              type="button"
              className="btn btn--primary btn--block"
              disabled={!canCheckout}
              onClick={() => {
                onClose();
                void navigate("/checkout");
              }}
            >
              {t(basketText.proceed)}
            </button>
          </div>
        )}
      </div>
    </div>,
    document.body,
  );
}

function BasketRow({ line, onFollowLink }: { line: CartLine; onFollowLink: () => void }) {
  const actions = useBasketActions();
  const product = lineProduct(line);
  const variantLabel = lineVariantLabel(line);
  const onSale = hasSale(product.price);

  return (
    <tr className={line.available ? "basket-row" : "basket-row basket-row--unavailable"}>
      <td>
        <div className="basket-row__product">
          <ProductThumb file={product.images[0]} size={56} />
          <div className="basket-row__details">
            <Link to={`/product/${product._id}`} className="basket-row__name" onClick={onFollowLink}>
              {localName(product)}
            </Link>
            <span className="basket-row__weight tabular">{variantLabel ?? t(catalogText.grams, { weight: product.weight })}</span>
            <span className="basket-row__prices tabular">
              <span className="basket-row__sale">{formatRupees(effectivePrice(product.price))}</span>
              {onSale && (
                <s className="basket-row__default">
                  <span className="visually-hidden">{t(basketText.regularPrice)}</span>
                  {formatRupees(product.price.default)}
                </s>
              )}
            </span>
            {line.available && (
              <span className="basket-row__line-total tabular">
                <span className="visually-hidden">{t(basketText.lineTotal)}</span>
                {formatRupees(lineTotal(line))}
              </span>
            )}
          </div>
        </div>
      </td>
      <td className="basket-row__quantity">
        {line.available ? (
          <BasketControl product={line.productId} variant={line.variant} />
        ) : (
          <div className="basket-row__unavailable">
            <span className="basket-row__badge">{t(basketText.unavailable)}</span>
            <button
              type="button"
              className="link-button basket-row__remove"
              aria-label={t(basketText.removeFromBasket, { name: localName(product) })}
              onClick={() => void actions.removeLine(line)}
            >
              {t(basketText.remove)}
            </button>
          </div>
        )}
      </td>
    </tr>
  );
}

function BasketSkeleton() {
  return (
    <div role="status" aria-busy="true" className="basket-panel__skeleton">
      <span className="visually-hidden">{t(basketText.loading)}</span>
      {[0, 1, 2].map((index) => (
        <div key={index} className="basket-panel__skeleton-row" aria-hidden="true">
          <span className="skeleton basket-panel__skeleton-thumb" />
          <span className="skeleton basket-panel__skeleton-text" />
        </div>
      ))}
    </div>
  );
}
