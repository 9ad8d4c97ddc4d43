import { useShop } from "../api/get-shop.ts";
import { telHref, whatsappHref } from "../contact-links.ts";
import "./need-help.css";
import { t } from "../../../lib/i18n/i18n.ts";
import { ordersText } from "../../../lib/i18n/messages/orders.ts";

/**
 * "Need help?" on an order: WhatsApp with the order id typed in already, the shop's phone, and
 * when the shop is open, from the shop's own configuration, in the reader's language.
 */
export function NeedHelp({ billId }: { billId: string }) {
  const { data: shop } = useShop();
  if (!shop) return null;
  const [opens = "", closes = ""] = shop.deliveryHours.split("-");
  return (
    <section className="need-help" aria-labelledby="need-help-title">
      <h2 id="need-help-title" className="need-help__title">
        {t(ordersText.needHelp)}
      </h2>
      <p className="need-help__text">{t(ordersText.openHours, { opens, closes })}</p>
      <div className="need-help__actions">
        <a
          className="btn btn--primary"
          href={whatsappHref(shop.whatsapp, t(ordersText.whatsappText, { shop: shop.name, billId }))}
          target="_blank"
          rel="noreferrer"
        >
          {t(ordersText.whatsappUs)}
          <span className="visually-hidden">{t(ordersText.whatsappAbout, { billId })}</span>
        </a>
        <a className="btn btn--secondary" href={telHref(shop.phone)}>
          {t(ordersText.callShop, { phone: shop.phone })}
        </a>
      </div>
    </section>
  );
}
