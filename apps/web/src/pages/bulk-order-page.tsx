import { useShop } from "../features/shop/api/get-shop.ts";
import { mailtoHref, telHref, whatsappHref } from "../features/shop/contact-links.ts";
import { ChatIcon, MailIcon, PhoneIcon } from "../components/ui/icons.tsx";
import { useDocumentTitle } from "../lib/use-document-title.ts";
import "./page.css";
import "./content-page.css";

const WHATSAPP_MESSAGE = "Hello Taaza, I would like to place a bulk order. Items and quantities: ";
const EMAIL_SUBJECT = "Bulk order enquiry";

/** /contact, "Bulk Order" in the header: call, WhatsApp or email the shop. */
export default function BulkOrderPage() {
  useDocumentTitle("Bulk Order", "Bulk orders of fresh fish, prawns, chicken and mutton for weddings, restaurants and housing societies across Maharashtra.");
  const { data: shop } = useShop();

  return (
    <div className="container page content-page">
      <header className="content-page__head">
        <p className="page__eyebrow">Bulk Order</p>
        <h1 className="page__title">Ordering for a party, a restaurant or your society?</h1>
        <p className="page__text">
          For 5 kg and more we plan your order with you: the cuts you need, a price for the quantity, and a delivery time
          that suits your kitchen. Tell us what you need and we reply within an hour, 7 AM to 9 PM, every day.
        </p>
      </header>

      <ul className="contact-options" role="list" aria-busy={!shop}>
        <li className="contact-options__item">
          <PhoneIcon className="contact-options__icon" />
          <h2 className="contact-options__title">Call us</h2>
          <p>Talk to our team and get a quote on the call.</p>
          {shop ? (
            <a className="btn btn--primary btn--block" href={telHref(shop.phone)}>
              Call {shop.phone}
            </a>
          ) : (
            <span className="skeleton contact-options__placeholder" />
          )}
        </li>
        <li className="contact-options__item">
          <ChatIcon className="contact-options__icon" />
          <h2 className="contact-options__title">Message on WhatsApp</h2>
          <p>Send your list of items and quantities; we reply with a quote.</p>
          {shop ? (
            <a className="btn btn--primary btn--block" href={whatsappHref(shop.whatsapp, WHATSAPP_MESSAGE)} target="_blank" rel="noopener noreferrer">
              Message us on WhatsApp
            </a>
          ) : (
            <span className="skeleton contact-options__placeholder" />
          )}
        </li>
        <li className="contact-options__item">
          <MailIcon className="contact-options__icon" />
          <h2 className="contact-options__title">Email us</h2>
          <p>Best for regular orders for restaurants and caterers.</p>
          {shop ? (
            <a className="btn btn--primary btn--block" href={`${mailtoHref(shop.email)}?subject=${encodeURIComponent(EMAIL_SUBJECT)}`}>
              Email {shop.email}
            </a>
          ) : (
            <span className="skeleton contact-options__placeholder" />
          )}
        </li>
      </ul>
    </div>
  );
}
