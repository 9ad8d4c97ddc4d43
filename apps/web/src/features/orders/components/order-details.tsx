import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { formatRupees, type Order } from "@taaza/domain";
import { ProductThumb } from "../../../components/ui/product-thumb.tsx";
import { placedAt } from "../order-status.ts";
import { deliveryInWordsFor } from "../../../lib/i18n/delivery-in-words.ts";
import { CancelOrder } from "./cancel-order.tsx";
import { OrderStatusBadge } from "./order-status-badge.tsx";
import { OrderCare } from "./order-care.tsx";
import { OrderTimeline } from "./order-timeline.tsx";
import "./orders.css";
import { t } from "../../../lib/i18n/i18n.ts";
import { ordersText } from "../../../lib/i18n/messages/orders.ts";
import { checkoutText } from "../../../lib/i18n/messages/checkout.ts";
import { catalogText } from "../../../lib/i18n/messages/catalog.ts";

// Fetched with the order rather than with the storefront's first load, which is at its budget.
const DownloadButton = lazy(() => import("../../../components/ui/download-button.tsx"));

/** One order as its customer sees it: what, where, when, and what it cost (spec section 2, Order page). */
export function OrderDetails({ order, isOwner = false }: { order: Order; isOwner?: boolean }) {
  const address = order.shippingAddress;
  const reviewable = order.products.filter((line) => line.product._id !== null);

  return (
    <div className="order-details">
      <header className="order-details__head">
        <div>
          <p className="order-details__eyebrow">{t(ordersText.orderId)}</p>
          <h1 className="order-details__bill tabular">{order.billId}</h1>
          <p className="order-details__date">{t(ordersText.placedOn, { when: placedAt(order) })}</p>
        </div>
        <OrderStatusBadge order={order} />
      </header>
      {order.status === "Canceled" && (
        <p className="order-details__cancelled" role="status">
          {t(ordersText.cancelledNotice)}
        </p>
      )}
      <CancelOrder order={order} />

      <div className="order-details__grid">
        <div className="order-details__main">
          <section className="order-card" aria-labelledby="order-delivery">
            <h2 id="order-delivery" className="order-card__title">
              {t(ordersText.delivery)}
            </h2>
            <dl className="order-facts">
              <div>
                <dt>{t(ordersText.deliverySlot)}</dt>
                <dd>{deliveryInWordsFor(order.time.day, order.time.slot)}</dd>
              </div>
              <div>
                <dt>{t(ordersText.deliverTo)}</dt>
                <dd>
                  <address className="order-address">
                    <strong>
                      {address.firstName} {address.lastName}
                    </strong>
                    <span>
                      {address.address}, {address.landmark}
                    </span>
                    <span>
                      {address.city}, {address.state} <span className="tabular">{address.pincode}</span>
                    </span>
                    <span className="tabular">{t(checkoutText.addressPhone, { phone: address.phoneNo })}</span>
                  </address>
                </dd>
              </div>
            </dl>
          </section>

          <section className="order-card" aria-labelledby="order-items">
            <h2 id="order-items" className="order-card__title">
              {t(ordersText.items)}
            </h2>
            <ul className="order-items" role="list">
              {order.products.map((line, index) => (
                <li key={line._id ?? `${line.product._id ?? "gone"}-${index}`} className="order-item">
                  <ProductThumb file={line.product.images[0]} size={56} />
                  <span className="order-item__details">
                    {line.product._id ? (
                      <Link to={`/product/${line.product._id}`} className="order-item__name">
                        {line.product.name}
                      </Link>
                    ) : (
                      <span className="order-item__name">{line.product.name}</span>
                    )}
                    <span className="order-item__meta tabular">
                      {/* The cut and pack sold ("Steaks · 1 kg"); older answers name only the weight. */}
                      {line.variant?.label ?? t(catalogText.grams, { weight: line.product.weight })} · {line.quantity} ×{" "}
                      {formatRupees(line.price)}
                    </span>
                    {line.packedGrams != null && (
                      <span className="order-item__packed tabular">
                        {t(ordersText.packedWeight, { weight: t(catalogText.grams, { weight: line.packedGrams }) })}
                      </span>
                    )}
                  </span>
                  <span className="order-item__total tabular">{formatRupees(line.price * line.quantity)}</span>
                </li>
              ))}
            </ul>
          </section>
        </div>

        <section className="order-card order-bill" aria-labelledby="order-bill">
          <h2 id="order-bill" className="order-card__title">
            {t(ordersText.billing)}
          </h2>
          <dl className="order-bill__rows tabular">
            <div>
              <dt>{t(ordersText.subtotal)}</dt>
              <dd>{formatRupees(order.subtotal)}</dd>
            </div>
            <div>
              <dt>{t(ordersText.deliveryCharges)}</dt>
              <dd>{formatRupees(order.deliveryCharges)}</dd>
            </div>
            {order.discount > 0 && (
              <div className="order-bill__discount">
                <dt>{t(ordersText.discount, { code: order.coupon ?? "" })}</dt>
                <dd>-{formatRupees(order.discount)}</dd>
              </div>
            )}
            <div>
              <dt>{t(ordersText.taxes)}</dt>
              <dd>{formatRupees(order.taxes)}</dd>
            </div>
            <div className="order-bill__total">
              <dt>{t(ordersText.total)}</dt>
              <dd>{formatRupees(order.billPrice)}</dd>
            </div>
            <div>
              <dt>{t(ordersText.payment)}</dt>
              <dd>{order.paymentMethod === "Online" ? t(ordersText.online) : order.paymentMethod}</dd>
            </div>
            {order.billNumber && (
              <div>
                <dt>{t(ordersText.billNumber)}</dt>
                <dd>{order.billNumber}</dd>
              </div>
            )}
          </dl>
          {order.billNumber && (
            <Suspense fallback={null}>
              <DownloadButton
                path={`/orders/${encodeURIComponent(order._id)}/bill.pdf`}
                fileName="bill.pdf"
                label={t(ordersText.downloadBill)}
                className="btn btn--secondary order-bill__download"
              />
            </Suspense>
          )}
          {/* Money that went back on a billed order has its credit note (one PDF for all of them). */}
          {order.billNumber && order.refunds.some((refund) => refund.status === "processed") && (
            <Suspense fallback={null}>
              <DownloadButton
                path={`/orders/${encodeURIComponent(order._id)}/credit-notes.pdf`}
                fileName="credit-notes.pdf"
                label={t(ordersText.downloadCreditNote)}
                className="btn btn--secondary order-bill__download"
              />
            </Suspense>
          )}
        </section>

        <OrderTimeline order={order} />

        <OrderCare order={order} isOwner={isOwner} />

        {reviewable.length > 0 && order.status !== "Canceled" && (
          <section className="order-card order-feedback-card" aria-labelledby="order-feedback">
            <h2 id="order-feedback" className="order-card__title">
              {t(ordersText.howWasIt)}
            </h2>
            <p className="order-card__text">{order.status === "Delivered" ? t(ordersText.reviewDelivered) : t(ordersText.reviewLater)}</p>
            <ul className="order-feedback" role="list">
              {reviewable.map((line) => (
                <li key={line.product._id}>
                  <Link to={`/product/${line.product._id}#write-review`}>{t(ordersText.reviewProduct, { name: line.product.name })}</Link>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </div>
  );
}
