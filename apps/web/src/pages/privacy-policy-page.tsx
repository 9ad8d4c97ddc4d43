import { t } from "../lib/i18n/i18n.ts";
import { shellText } from "../lib/i18n/messages/shell.ts";
import { PolicyLayout, PolicySection } from "./policy-layout.tsx";

/** /privacypolicy */
export default function PrivacyPolicyPage() {
  return (
    <PolicyLayout
      title={t(shellText.privacy)}
      description="What personal data Taaza collects to deliver your fish and meat, why, who we share it with, and your rights."
      intro={
        <p>
          We collect only what we need to take, deliver and support your orders, and we never sell your data. This policy
          explains what we keep, why, and what you can ask us to do with it.
        </p>
      }
    >
      <PolicySection id="privacy-collect" title="What we collect">
        <ul>
          <li>Account details: your username, email address, and your password (stored only as a secure one-way hash).</li>
          <li>If you sign in with Google: your name, email address and Google account identifier. We do not see your Google password.</li>
          <li>Profile details you choose to add: your age and gender.</li>
          <li>Delivery addresses (up to 3), with the name and phone number for each, and the pincode you choose on the site.</li>
          <li>Your basket, orders, delivery slots and payment references (not card or bank details).</li>
          <li>Reviews and photos you post. Photos are re-saved by our server, which removes hidden data such as camera location.</li>
        </ul>
      </PolicySection>
      <PolicySection id="privacy-use" title="How we use it">
        <ul>
          <li>To deliver your order to the right door at the right time, and to call you about it.</li>
          <li>To take payment, issue refunds and keep the records the law requires.</li>
          <li>To answer your questions and sort out problems with an order.</li>
          <li>To keep the shop secure: preventing fraud, abuse and attempts to break into accounts.</li>
        </ul>
        <p>We do not send marketing messages unless you ask for them, and you can stop them at any time.</p>
      </PolicySection>
      <PolicySection id="privacy-share" title="Who we share it with">
        <ul>
          <li>Our delivery staff see the name, address and phone number of the order they deliver.</li>
          <li>Our payment partner processes your payment under its own security standards; we receive only a payment reference.</li>
          <li>Google, only if you choose to sign in with Google.</li>
          <li>Authorities, when the law requires it.</li>
        </ul>
        <p>Your reviews are public, with your username. Nothing else is shown to other customers.</p>
      </PolicySection>
      <PolicySection id="privacy-device" title="On your device">
        <p>
          We keep your sign-in and your chosen delivery pincode in your browser&apos;s local storage so you stay signed in.
          Logging out removes your sign-in from the device. We do not use advertising cookies or third-party trackers.
        </p>
      </PolicySection>
      <PolicySection id="privacy-keep" title="How long we keep it">
        <p>
          We keep your account while you use it. Order and payment records are kept for 8 years, as Indian tax and
          accounting law requires. Sign-in sessions expire on their own after 30 days.
        </p>
      </PolicySection>
      <PolicySection id="privacy-rights" title="Your rights">
        <p>
          You can see and correct your profile and addresses in My Account at any time. You can ask us for a copy of your
          data, to correct it, or to delete your account, in line with the Digital Personal Data Protection Act, 2023.
          Write to us at the email below; we reply within 30 days. Records we must keep by law are kept until that duty ends.
        </p>
      </PolicySection>
    </PolicyLayout>
  );
}
