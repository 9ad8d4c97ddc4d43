import { t } from "../lib/i18n/i18n.ts";
import { privacyText } from "../lib/i18n/messages/privacy.ts";
import { shellText } from "../lib/i18n/messages/shell.ts";
import { PolicyLayout, PolicySection } from "../layouts/policy-layout.tsx";

/** /privacypolicy */
export default function PrivacyPolicyPage() {
  return (
    <PolicyLayout title={t(shellText.privacy)} description={t(privacyText.description)} intro={<p>{t(privacyText.intro)}</p>}>
      <PolicySection id="privacy-collect" title={t(privacyText.collectTitle)}>
        <ul>
          <li>{t(privacyText.collect1)}</li>
          <li>{t(privacyText.collect2)}</li>
          <li>{t(privacyText.collect3)}</li>
          <li>{t(privacyText.collect4)}</li>
          <li>{t(privacyText.collect5)}</li>
          <li>{t(privacyText.collect6)}</li>
        </ul>
      </PolicySection>
      <PolicySection id="privacy-use" title={t(privacyText.useTitle)}>
        <ul>
          <li>{t(privacyText.use1)}</li>
          <li>{t(privacyText.use2)}</li>
          <li>{t(privacyText.use3)}</li>
          <li>{t(privacyText.use4)}</li>
        </ul>
        <p>{t(privacyText.useMarketing)}</p>
      </PolicySection>
      <PolicySection id="privacy-share" title={t(privacyText.shareTitle)}>
        <ul>
          <li>{t(privacyText.share1)}</li>
          <li>{t(privacyText.share2)}</li>
          <li>{t(privacyText.share3)}</li>
          <li>{t(privacyText.share4)}</li>
        </ul>
        <p>{t(privacyText.sharePublic)}</p>
      </PolicySection>
      <PolicySection id="privacy-device" title={t(privacyText.deviceTitle)}>
        <p>{t(privacyText.deviceText)}</p>
      </PolicySection>
      <PolicySection id="privacy-keep" title={t(privacyText.keepTitle)}>
        <p>{t(privacyText.keepText)}</p>
      </PolicySection>
      <PolicySection id="privacy-rights" title={t(privacyText.rightsTitle)}>
        <p>{t(privacyText.rightsText)}</p>
      </PolicySection>
    </PolicyLayout>
  );
}
