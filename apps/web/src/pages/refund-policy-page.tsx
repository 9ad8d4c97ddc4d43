import { t } from "../lib/i18n/i18n.ts";
import { refundText } from "../lib/i18n/messages/refund.ts";
import { shellText } from "../lib/i18n/messages/shell.ts";
import { PolicyLayout, PolicySection } from "../layouts/policy-layout.tsx";

/** /refundpolicy */
export default function RefundPolicyPage() {
  return (
    <PolicyLayout title={t(shellText.refund)} description={t(refundText.description)} intro={<p>{t(refundText.intro)}</p>}>
      <PolicySection id="refund-cancel" title={t(refundText.cancelTitle)}>
        <ul>
          <li>{t(refundText.cancel1)}</li>
          <li>{t(refundText.cancel2)}</li>
          <li>{t(refundText.cancel3)}</li>
        </ul>
      </PolicySection>
      <PolicySection id="refund-problems" title={t(refundText.problemsTitle)}>
        <ul>
          <li>{t(refundText.problems1)}</li>
          <li>{t(refundText.problems2)}</li>
          <li>{t(refundText.problems3)}</li>
          <li>{t(refundText.problems4)}</li>
          <li>{t(refundText.problems5)}</li>
        </ul>
      </PolicySection>
      <PolicySection id="refund-late" title={t(refundText.lateTitle)}>
        <p>{t(refundText.lateText)}</p>
      </PolicySection>
      <PolicySection id="refund-how" title={t(refundText.howTitle)}>
        <p>{t(refundText.howText)}</p>
      </PolicySection>
    </PolicyLayout>
  );
}
