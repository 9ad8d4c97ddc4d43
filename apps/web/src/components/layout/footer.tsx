import { Link } from "react-router";
import { HOME_CATEGORIES } from "@taaza/domain";
import { CATEGORY_LABELS } from "../../features/catalog/category-labels.ts";
import { useShop } from "../../features/shop/api/get-shop.ts";
import { mailtoHref, telHref } from "../../features/shop/contact-links.ts";
import { FacebookIcon, InstagramIcon, LogoMark, XLogoIcon } from "../ui/icons.tsx";
import "./footer.css";

// Every category (the spec's four footer links plus Prawns and Crab), in the home tiles' order.
const CATEGORY_LINKS = HOME_CATEGORIES.map((category) => ({
  to: `/category/${category}`,
  label: category === "SeaWater" || category === "FreshWater" ? `${CATEGORY_LABELS[category]} Fish` : CATEGORY_LABELS[category],
}));

const HELP_LINKS = [
  { to: "/tnc", label: "Terms & Conditions" },
  { to: "/privacypolicy", label: "Privacy Policy" },
  { to: "/refundpolicy", label: "Refund Policy" },
  { to: "/contactus", label: "Contact Us" },
] as const;

const SOCIAL_LINKS = [
  { href: "https://www.instagram.com/taaza", label: "Taaza on Instagram", Icon: InstagramIcon },
  { href: "https://www.facebook.com/taaza", label: "Taaza on Facebook", Icon: FacebookIcon },
  { href: "https://x.com/taaza", label: "Taaza on X", Icon: XLogoIcon },
] as const;

export function Footer() {
  const { data: shop } = useShop();

  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section className="site-footer__brand" aria-label="About Taaza">
          <Link to="/" className="site-footer__logo">
            <LogoMark className="site-footer__mark" />
            <span>Taaza</span>
          </Link>
          <p className="site-footer__blurb">
            Fresh sea fish, river fish, prawns, crab, chicken and mutton: cleaned, cut and delivered across
            Maharashtra.
          </p>
          <ul className="site-footer__social">
            {SOCIAL_LINKS.map(({ href, label, Icon }) => (
              <li key={href}>
                <a href={href} className="site-footer__social-link" aria-label={label} target="_blank" rel="noopener noreferrer">
                  <Icon />
                </a>
              </li>
            ))}
          </ul>
        </section>

        <nav aria-labelledby="footer-shop">
          <h2 id="footer-shop" className="site-footer__heading">
            Shop
          </h2>
          <ul className="site-footer__links">
            {CATEGORY_LINKS.map(({ to, label }) => (
              <li key={to}>
                <Link to={to}>{label}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-help">
          <h2 id="footer-help" className="site-footer__heading">
            Help
          </h2>
          <ul className="site-footer__links">
            {HELP_LINKS.map(({ to, label }) => (
              <li key={to}>
                <Link to={to}>{label}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__heading">
            Get in touch
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
        <p>© 2026 Taaza</p>
      </div>
    </footer>
  );
}
