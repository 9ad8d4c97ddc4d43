import { Link } from "react-router";
import { HOME_CATEGORIES } from "@taaza/domain";
import { categoryLinkLabel } from "../features/catalog/index.ts";
import { mailtoHref, telHref, useShop } from "../features/shop/index.ts";
import { FacebookIcon, InstagramIcon, LogoMark, XLogoIcon } from "../components/ui/icons.tsx";
import { HydrateWhenNear } from "../lib/hydrate-when-near.tsx";
import { t } from "../lib/i18n/i18n.ts";
import { shellText } from "../lib/i18n/messages/shell.ts";

// Every category (the spec's four footer links plus Prawns and Crab), in the home tiles' order.
const CATEGORY_LINKS = HOME_CATEGORIES.map((category) => ({
  to: `/category/${category}`,
  label: () => categoryLinkLabel(category),
}));

const HELP_LINKS = [
  { to: "/tnc", label: () => t(shellText.terms) },
  { to: "/privacypolicy", label: () => t(shellText.privacy) },
  { to: "/refundpolicy", label: () => t(shellText.refund) },
  { to: "/contactus", label: () => t(shellText.contactUs) },
] as const;

const SOCIAL_LINKS = [
  { href: "https://www.instagram.com/taaza", label: () => t(shellText.onInstagram), Icon: InstagramIcon },
  { href: "https://www.facebook.com/taaza", label: () => t(shellText.onFacebook), Icon: FacebookIcon },
  { href: "https://x.com/taaza", label: () => t(shellText.onX), Icon: XLogoIcon },
] as const;

export function Footer() {
  const { data: shop } = useShop();

  return (
    // Below every page's first screen: hydrated once it comes near the view (HydrateWhenNear).
    <HydrateWhenNear as="footer" className="site-footer">
      <div className="container site-footer__grid">
        <section className="site-footer__brand" aria-label={t(shellText.aboutTaaza)}>
          <Link to="/" className="site-footer__logo">
            <LogoMark className="site-footer__mark" />
            <span>Taaza</span>
          </Link>
          <p className="site-footer__blurb">{t(shellText.footerBlurb)}</p>
          <ul className="site-footer__social">
            {SOCIAL_LINKS.map(({ href, label, Icon }) => (
              <li key={href}>
                <a href={href} className="site-footer__social-link" aria-label={label()} target="_blank" rel="noopener noreferrer">
                  <Icon />
                </a>
              </li>
            ))}
          </ul>
        </section>

        <nav aria-labelledby="footer-shop">
          <h2 id="footer-shop" className="site-footer__heading">
            {t(shellText.shop)}
          </h2>
          <ul className="site-footer__links">
            {CATEGORY_LINKS.map(({ to, label }) => (
              <li key={to}>
                <Link to={to}>{label()}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-help">
          <h2 id="footer-help" className="site-footer__heading">
            {t(shellText.help)}
          </h2>
          <ul className="site-footer__links">
            {HELP_LINKS.map(({ to, label }) => (
              <li key={to}>
                <Link to={to}>{label()}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__heading">
            {t(shellText.getInTouch)}
          </h2>
          {/* Three lines are reserved while the details load, so the footer does not jump. */}
          <address className="site-footer__contact">
            {shop ? (
              <>
                <a href={telHref(shop.phone)} className="tabular">
                  {shop.phone}
                </a>
                <a href={mailtoHref(shop.email)}>{shop.email}</a>
                <span>{shop.address}</span>
              </>
            ) : (
              <>
                <span className="site-footer__placeholder" />
                <span className="site-footer__placeholder" />
                <span className="site-footer__placeholder" />
              </>
            )}
          </address>
        </section>
      </div>
      <div className="container site-footer__legal">
        {shop?.grievanceOfficer && (
          <p className="site-footer__grievance">
            {t(shellText.grievance, {
              ...shop.grievanceOfficer,
              hours: shop.grievanceOfficer.acknowledgeWithinHours,
              days: shop.grievanceOfficer.resolveWithinDays,
            })}
          </p>
        )}
        <p>© 2026 Taaza</p>
      </div>
    </HydrateWhenNear>
  );
}
