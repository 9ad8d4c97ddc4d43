import type { ReactNode } from "react";
import { Link } from "react-router";
import { mailtoHref, telHref, useShop } from "../features/shop/index.ts";
import { useDocumentTitle } from "../lib/use-document-title.ts";
import { activeLocale, t } from "../lib/i18n/i18n.ts";
import { intlLocale } from "../lib/i18n/format.ts";
import { tNodes } from "../lib/i18n/t-nodes.tsx";
import { policyText } from "../lib/i18n/messages/policy.ts";
import { shellText } from "../lib/i18n/messages/shell.ts";
import "../pages/page.css";
import "../pages/content-page.css";

export const POLICY_UPDATED = "1 November 2026";
const POLICY_UPDATED_ON = "2026-11-01";

/** The date in the active language ("1 नोव्हेंबर, 2026"), Latin digits as everywhere in the shop. */
function updatedOn(): string {
  if (activeLocale() === "en") return POLICY_UPDATED;
  return new Date(`${POLICY_UPDATED_ON}T00:00:00Z`).toLocaleDateString(`${intlLocale()}-u-nu-latn`, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}

const POLICIES = [
  { to: "/tnc", label: shellText.terms },
  { to: "/privacypolicy", label: shellText.privacy },
  { to: "/refundpolicy", label: shellText.refund },
] as const;

/** The frame of the three policy pages: title, date, the text, how to reach us, the other policies. */
export function PolicyLayout({
  title,
  description,
  intro,
  children,
}: {
  title: string;
  description: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  useDocumentTitle(title, description);
  return (
    <div className="container page content-page policy">
      <header className="content-page__head">
        <p className="page__eyebrow">{t(policyText.policies)}</p>
        <h1 className="page__title">{title}</h1>
        <p className="policy__updated">{t(policyText.updated, { date: updatedOn() })}</p>
        <div className="page__text">{intro}</div>
      </header>
      <div className="policy__body">{children}</div>
      <PolicyContact />
      <nav aria-label={t(policyText.otherPolicies)} className="policy__others">
        <ul role="list">
          {POLICIES.filter((p) => t(p.label) !== title).map((p) => (
            <li key={p.to}>
              <Link to={p.to}>{t(p.label)}</Link>
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
      <h2 id="policy-contact">{t(policyText.contactTitle)}</h2>
      {shop ? (
        <p>
          {tNodes(policyText.contactText, {
            name: shop.name,
            address: shop.address,
            phone: (
              <a className="tabular" href={telHref(shop.phone)}>
                {shop.phone}
              </a>
            ),
            email: <a href={mailtoHref(shop.email)}>{shop.email}</a>,
          })}
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
