import { useShop } from "../features/shop/api/get-shop.ts";
import { mailtoHref, telHref, whatsappHref } from "../features/shop/contact-links.ts";
import { ChatIcon, MailIcon, PhoneIcon } from "../components/ui/icons.tsx";
import { useDocumentTitle } from "../lib/use-document-title.ts";
import { t } from "../lib/i18n/i18n.ts";
import { bulkText } from "../lib/i18n/messages/bulk.ts";
import { shellText } from "../lib/i18n/messages/shell.ts";
import "./page.css";
import "./content-page.css";

/** /contact, "Bulk Order" in the header: call, WhatsApp or email the shop. */
export default function BulkOrderPage() {
  useDocumentTitle(t(shellText.bulkOrder), t(bulkText.description));
  const { data: shop } = useShop();

  return (
    <div className="container page content-page">
      <header className="content-page__head">
        <p className="page__eyebrow">{t(shellText.bulkOrder)}</p>
        <h1 className="page__title">{t(bulkText.title)}</h1>
        <p className="page__text">{t(bulkText.intro)}</p>
      </header>

      <ul className="contact-options" role="list" aria-busy={!shop}>
        <li className="contact-options__item">
          <PhoneIcon className="contact-options__icon" />
          <h2 className="contact-options__title">{t(bulkText.callTitle)}</h2>
          <p>{t(bulkText.callText)}</p>
          {shop ? (
            <a className="btn btn--primary btn--block" href={telHref(shop.phone)}>
              {t(bulkText.callButton, { phone: shop.phone })}
            </a>
          ) : (
            <span className="skeleton contact-options__placeholder" />
          )}
        </li>
        <li className="contact-options__item">
          <ChatIcon className="contact-options__icon" />
          <h2 className="contact-options__title">{t(bulkText.whatsappTitle)}</h2>
          <p>{t(bulkText.whatsappText)}</p>
          {shop ? (
            <a
              className="btn btn--primary btn--block"
              href={whatsappHref(shop.whatsapp, t(bulkText.whatsappMessage))}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t(bulkText.whatsappButton)}
            </a>
          ) : (
            <span className="skeleton contact-options__placeholder" />
          )}
        </li>
        <li className="contact-options__item">
          <MailIcon className="contact-options__icon" />
          <h2 className="contact-options__title">{t(bulkText.emailTitle)}</h2>
          <p>{t(bulkText.emailText)}</p>
          {shop ? (
            <a
              className="btn btn--primary btn--block"
              href={`${mailtoHref(shop.email)}?subject=${encodeURIComponent(t(bulkText.emailSubject))}`}
            >
              {t(bulkText.emailButton, { email: shop.email })}
            </a>
          ) : (
            <span className="skeleton contact-options__placeholder" />
          )}
        </li>
      </ul>
    </div>
  );
}
