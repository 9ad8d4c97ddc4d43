import { useShop } from "../features/shop/api/get-shop.ts";
import { mailtoHref, telHref } from "../features/shop/contact-links.ts";
import { MailIcon, PhoneIcon, PinIcon } from "../components/ui/icons.tsx";
import { useDocumentTitle } from "../lib/use-document-title.ts";
import "./page.css";
import "./content-page.css";

/** /contactus: the shop's address, phone and email. */
export default function ContactUsPage() {
  useDocumentTitle("Contact Us", "Call, email or visit Taaza: fresh fish and meat delivered across Mumbai, Thane, Navi Mumbai and Pune.");
  const { data: shop } = useShop();

  return (
    <div className="container page content-page">
      <header className="content-page__head">
        <p className="page__eyebrow">Contact Us</p>
        <h1 className="page__title">We are here to help</h1>
        <p className="page__text">
          Questions about an order, a delivery or a product? Reach us from 7 AM to 9 PM, every day. For a problem with
          an order, please tell us within 2 hours of delivery.
        </p>
      </header>
      <dl className="contact-card" aria-busy={!shop}>
        <div className="contact-card__row">
          <dt>
            <PinIcon /> Address
          </dt>
          <dd>{shop ? <address>{shop.address}</address> : <span className="skeleton contact-card__placeholder" />}</dd>
        </div>
        <div className="contact-card__row">
          <dt>
            <PhoneIcon /> Phone
          </dt>
          <dd>
            {shop ? (
              <a className="tabular" href={telHref(shop.phone)}>
                {shop.phone}
              </a>
            ) : (
              <span className="skeleton contact-card__placeholder" />
            )}
          </dd>
        </div>
        <div className="contact-card__row">
          <dt>
            <MailIcon /> Email
          </dt>
          <dd>{shop ? <a href={mailtoHref(shop.email)}>{shop.email}</a> : <span className="skeleton contact-card__placeholder" />}</dd>
        </div>
      </dl>
    </div>
  );
}
