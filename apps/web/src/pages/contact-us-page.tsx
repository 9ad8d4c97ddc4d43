import { mailtoHref, telHref, useShop } from "../features/shop/index.ts";
import { MailIcon, PhoneIcon, PinIcon } from "../components/ui/icons.tsx";
import { useDocumentTitle } from "../lib/use-document-title.ts";
import { t } from "../lib/i18n/i18n.ts";
import { contactText } from "../lib/i18n/messages/contact.ts";
import { shellText } from "../lib/i18n/messages/shell.ts";
import "./page.css";
import "./content-page.css";

/** /contactus: the shop's address, phone and email. */
export default function ContactUsPage() {
  useDocumentTitle(t(shellText.contactUs), t(contactText.description));
  const { data: shop } = useShop();

  return (
    <div className="container page content-page">
      <header className="content-page__head">
        <p className="page__eyebrow">{t(shellText.contactUs)}</p>
        <h1 className="page__title">{t(contactText.title)}</h1>
        <p className="page__text">{t(contactText.intro)}</p>
      </header>
      <dl className="contact-card" aria-busy={!shop}>
        <div className="contact-card__row">
          <dt>
            <PinIcon /> {t(contactText.address)}
          </dt>
          <dd>{shop ? <address>{shop.address}</address> : <span className="skeleton contact-card__placeholder" />}</dd>
        </div>
        <div className="contact-card__row">
          <dt>
            <PhoneIcon /> {t(contactText.phone)}
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
            <MailIcon /> {t(contactText.email)}
          </dt>
          <dd>{shop ? <a href={mailtoHref(shop.email)}>{shop.email}</a> : <span className="skeleton contact-card__placeholder" />}</dd>
        </div>
      </dl>
      {shop?.grievanceOfficer && (
        <section className="contact-grievance" aria-labelledby="contact-grievance">
          <h2 id="contact-grievance" className="contact-grievance__title">
            {t(contactText.grievanceTitle)}
          </h2>
          <p className="page__text">
            {t(contactText.grievanceText, {
              hours: shop.grievanceOfficer.acknowledgeWithinHours,
              days: shop.grievanceOfficer.resolveWithinDays,
            })}
          </p>
          <p className="contact-grievance__officer">
            <strong>{shop.grievanceOfficer.name}</strong>
            <a className="tabular" href={telHref(shop.grievanceOfficer.phone)}>
              {shop.grievanceOfficer.phone}
            </a>
            <a href={mailtoHref(shop.grievanceOfficer.email)}>{shop.grievanceOfficer.email}</a>
          </p>
        </section>
      )}
    </div>
  );
}
