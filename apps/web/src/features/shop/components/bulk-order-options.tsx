import { ChatIcon, MailIcon, PhoneIcon } from "../../../components/ui/icons.tsx";
import { useShop, type ShopInfo } from "../api/get-shop.ts";
import { mailtoHref, telHref, whatsappHref } from "../contact-links.ts";
import "./contact-options.css";
import { t } from "../../../lib/i18n/i18n.ts";
import { bulkText } from "../../../lib/i18n/messages/bulk.ts";

type Button = { href: string; label: string; newTab?: boolean };

/** Call, WhatsApp or email: each way's button, once the shop's details are in. */
const OPTIONS = [
  {
    Icon: PhoneIcon,
    title: bulkText.callTitle,
    text: bulkText.callText,
    button: (shop: ShopInfo): Button => ({ href: telHref(shop.phone), label: t(bulkText.callButton, { phone: shop.phone }) }),
  },
  {
    Icon: ChatIcon,
    title: bulkText.whatsappTitle,
    text: bulkText.whatsappText,
    button: (shop: ShopInfo): Button => ({
      href: whatsappHref(shop.whatsapp, t(bulkText.whatsappMessage)),
      label: t(bulkText.whatsappButton),
      newTab: true,
    }),
  },
  {
    Icon: MailIcon,
    title: bulkText.emailTitle,
    text: bulkText.emailText,
    button: (shop: ShopInfo): Button => ({
      href: `${mailtoHref(shop.email)}?subject=${encodeURIComponent(t(bulkText.emailSubject))}`,
      label: t(bulkText.emailButton, { email: shop.email }),
    }),
  },
] as const;

/** "Bulk Order": call, WhatsApp or email the shop; each button holds its place while the details load. */
export function BulkOrderOptions() {
  const { data: shop } = useShop();
  return (
    <ul className="contact-options" role="list" aria-busy={!shop}>
      {OPTIONS.map(({ Icon, title, text, button }) => {
        const link = shop && button(shop);
        return (
          <li key={title.id} className="contact-options__item">
            <Icon className="contact-options__icon" />
            <h2 className="contact-options__title">{t(title)}</h2>
            <p>{t(text)}</p>
            {link ? (
              <a
                className="btn btn--primary btn--block"
                href={link.href}
                {...(link.newTab && { target: "_blank", rel: "noopener noreferrer" })}
              >
                {link.label}
              </a>
            ) : (
              <span className="skeleton contact-options__placeholder" />
            )}
          </li>
        );
      })}
    </ul>
  );
}
