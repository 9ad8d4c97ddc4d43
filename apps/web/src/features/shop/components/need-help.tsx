import { useShop } from "../api/get-shop.ts";
import { telHref, whatsappHref } from "../contact-links.ts";
import "./need-help.css";

/**
 * "Need help?" on an order: WhatsApp with the order id typed in already, the shop's phone, and
 * when the shop is open, from the shop's own configuration.
 */
export function NeedHelp({ billId }: { billId: string }) {
  const { data: shop } = useShop();
  if (!shop) return null;
  return (
    <section className="need-help" aria-labelledby="need-help-title">
      <h2 id="need-help-title" className="need-help__title">
        Need help?
      </h2>
      <p className="need-help__text">
        We&apos;re open every day, <span className="tabular">{shop.deliveryHours.replace("-", " to ")}</span> (India time).
      </p>
      <div className="need-help__actions">
        <a
          className="btn btn--primary"
          href={whatsappHref(shop.whatsapp, `Hi ${shop.name}, I need help with my order ${billId}.`)}
          target="_blank"
          rel="noreferrer"
        >
          WhatsApp us<span className="visually-hidden"> about order {billId} (opens in a new tab)</span>
        </a>
        <a className="btn btn--secondary" href={telHref(shop.phone)}>
          Call <span className="tabular">{shop.phone}</span>
        </a>
      </div>
    </section>
  );
}
