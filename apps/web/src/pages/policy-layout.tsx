import type { ReactNode } from "react";
import { Link } from "react-router";
import { useShop } from "../features/shop/api/get-shop.ts";
import { mailtoHref, telHref } from "../features/shop/contact-links.ts";
import { useDocumentTitle } from "../lib/use-document-title.ts";
import "./page.css";
import "./content-page.css";

export const POLICY_UPDATED = "1 November 2026";

const POLICIES = [
  { to: "/tnc", label: "Terms & Conditions" },
  { to: "/privacypolicy", label: "Privacy Policy" },
  { to: "/refundpolicy", label: "Refund Policy" },
] as const;

/** The frame of the three policy pages: title, date, the text, how to reach us, the other policies. */
export function PolicyLayout({ title, description, intro, children }: { title: string; description: string; intro: ReactNode; children: ReactNode }) {
  useDocumentTitle(title, description);
  return (
    <div className="container page content-page policy">
      <header className="content-page__head">
        <p className="page__eyebrow">Policies</p>
        <h1 className="page__title">{title}</h1>
        <p className="policy__updated">Last updated: {POLICY_UPDATED}</p>
        <div className="page__text">{intro}</div>
      </header>
      <div className="policy__body">{children}</div>
      <PolicyContact />
      <nav aria-label="Other policies" className="policy__others">
        <ul role="list">
          {POLICIES.filter((p) => p.label !== title).map((p) => (
            <li key={p.to}>
              <Link to={p.to}>{p.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

/** "Questions? Write to us": the shop's real contact details from configuration. */
function PolicyContact() {
  const { data: shop } = useShop();
  return (
    <section className="policy__section" aria-labelledby="policy-contact">
      <h2 id="policy-contact">Contact us</h2>
      {shop ? (
        <p>
          {shop.name}, {shop.address}. Phone{" "}
          <a className="tabular" href={telHref(shop.phone)}>
            {shop.phone}
          </a>
          , email <a href={mailtoHref(shop.email)}>{shop.email}</a>. We answer from 7 AM to 9 PM, every day.
        </p>
      ) : (
        <p className="skeleton policy__placeholder" aria-hidden="true" />
      )}
    </section>
  );
}

export function PolicySection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="policy__section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
