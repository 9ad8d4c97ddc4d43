import { Link } from "react-router";
import { t } from "../lib/i18n/i18n.ts";
import { tNodes } from "../lib/i18n/t-nodes.tsx";
import { shellText } from "../lib/i18n/messages/shell.ts";
import { termsText } from "../lib/i18n/messages/terms.ts";
import { PolicyLayout, PolicySection } from "../layouts/policy-layout.tsx";

/** /tnc */
export default function TermsPage() {
  const refundLink = <Link to="/refundpolicy">{t(shellText.refund)}</Link>;
  return (
    <PolicyLayout title={t(shellText.terms)} description={t(termsText.description)} intro={<p>{t(termsText.intro)}</p>}>
      <PolicySection id="tnc-account" title={t(termsText.accountTitle)}>
        <p>{t(termsText.accountText)}</p>
      </PolicySection>
      <PolicySection id="tnc-products" title={t(termsText.productsTitle)}>
        <ul>
          <li>{t(termsText.products1)}</li>
          <li>{t(termsText.products2)}</li>
          <li>{t(termsText.products3)}</li>
          <li>{t(termsText.products4)}</li>
          <li>{t(termsText.products5)}</li>
        </ul>
      </PolicySection>
      <PolicySection id="tnc-delivery" title={t(termsText.deliveryTitle)}>
        <ul>
          <li>{t(termsText.delivery1)}</li>
          <li>{t(termsText.delivery2)}</li>
          <li>{t(termsText.delivery3)}</li>
          <li>{t(termsText.delivery4)}</li>
        </ul>
      </PolicySection>
      <PolicySection id="tnc-payment" title={t(termsText.paymentTitle)}>
        <p>{t(termsText.paymentText)}</p>
      </PolicySection>
      <PolicySection id="tnc-cancel" title={t(termsText.cancelTitle)}>
        <p>{tNodes(termsText.cancelText, { refundPolicy: refundLink })}</p>
      </PolicySection>
      <PolicySection id="tnc-quality" title={t(termsText.qualityTitle)}>
        <p>{tNodes(termsText.qualityText, { refundPolicy: refundLink })}</p>
      </PolicySection>
      <PolicySection id="tnc-reviews" title={t(termsText.reviewsTitle)}>
        <p>{t(termsText.reviewsText)}</p>
      </PolicySection>
      <PolicySection id="tnc-liability" title={t(termsText.liabilityTitle)}>
        <p>{t(termsText.liabilityText)}</p>
      </PolicySection>
      <PolicySection id="tnc-law" title={t(termsText.lawTitle)}>
        <p>{t(termsText.lawText)}</p>
      </PolicySection>
    </PolicyLayout>
  );
}
