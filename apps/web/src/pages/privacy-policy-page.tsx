import type { Message } from "../lib/i18n/i18n.ts";
import { t } from "../lib/i18n/i18n.ts";
import { privacyText } from "../lib/i18n/messages/privacy.ts";
import { shellText } from "../lib/i18n/messages/shell.ts";
import { useShop } from "../features/shop/index.ts";
import { PolicyLayout, PolicySection } from "../layouts/policy-layout.tsx";

/** Each piece of personal data the shop keeps, why, and for how long (docs/privacy.md has the tables behind it). */
const KEPT: readonly { data: Message; why: Message; keep: Message }[] = [
  { data: privacyText.accountData, why: privacyText.accountWhy, keep: privacyText.accountKeep },
  { data: privacyText.addressData, why: privacyText.addressWhy, keep: privacyText.addressKeep },
  { data: privacyText.orderData, why: privacyText.orderWhy, keep: privacyText.orderKeep },
  { data: privacyText.reviewData, why: privacyText.reviewWhy, keep: privacyText.reviewKeep },
  { data: privacyText.messageData, why: privacyText.messageWhy, keep: privacyText.messageKeep },
  { data: privacyText.signInData, why: privacyText.signInWhy, keep: privacyText.signInKeep },
  { data: privacyText.consentData, why: privacyText.consentWhy, keep: privacyText.consentKeep },
];

/** /privacypolicy: the privacy notice of the Digital Personal Data Protection Act 2023, in the shop's three languages. */
export default function PrivacyPolicyPage() {
  const officer = useShop().data?.grievanceOfficer;
  return (
    <PolicyLayout title={t(shellText.privacy)} description={t(privacyText.description)} intro={<p>{t(privacyText.intro)}</p>}>
      <PolicySection id="privacy-data" title={t(privacyText.dataTitle)}>
        <ul className="privacy-data">
          {KEPT.map((item) => (
            <li key={item.data.id}>
              <p>{t(item.data)}</p>
              <p>{t(privacyText.why, { text: t(item.why) })}</p>
              <p>{t(privacyText.howLong, { text: t(item.keep) })}</p>
            </li>
          ))}
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
      <PolicySection id="privacy-rights" title={t(privacyText.rightsTitle)}>
        <p>{t(privacyText.rightsText)}</p>
      </PolicySection>
      <PolicySection id="privacy-complaints" title={t(privacyText.complaintsTitle)}>
        <p>{officer ? t(privacyText.complaintsText, officer) : t(privacyText.complaintsNoOfficer)}</p>
        <p>{t(privacyText.boardText)}</p>
      </PolicySection>
    </PolicyLayout>
  );
}
