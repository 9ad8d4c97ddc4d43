import { defineMessages } from "../i18n.ts";

/** /privacypolicy */
export const privacyText = defineMessages("privacy", {
  description: "What personal data Taaza collects to deliver your fish and meat, why, who we share it with, and your rights.",
  intro:
    "We collect only what we need to take, deliver and support your orders, and we never sell your data. This policy explains what we keep, why, and what you can ask us to do with it.",
  collectTitle: "What we collect",
  collect1: "Account details: your username, email address, and your password (stored only as a secure one-way hash).",
  collect2: "If you sign in with Google: your name, email address and Google account identifier. We do not see your Google password.",
  collect3: "Profile details you choose to add: your age and gender.",
  collect4: "Delivery addresses (up to 3), with the name and phone number for each, and the pincode you choose on the site.",
  collect5: "Your basket, orders, delivery slots and payment references (not card or bank details).",
  collect6: "Reviews and photos you post. Photos are re-saved by our server, which removes hidden data such as camera location.",
  useTitle: "How we use it",
  use1: "To deliver your order to the right door at the right time, and to call you about it.",
  use2: "To take payment, issue refunds and keep the records the law requires.",
  use3: "To answer your questions and sort out problems with an order.",
  use4: "To keep the shop secure: preventing fraud, abuse and attempts to break into accounts.",
  useMarketing: "We do not send marketing messages unless you ask for them, and you can stop them at any time.",
  shareTitle: "Who we share it with",
  share1: "Our delivery staff see the name, address and phone number of the order they deliver.",
  share2: "Our payment partner processes your payment under its own security standards; we receive only a payment reference.",
  share3: "Google, only if you choose to sign in with Google.",
  share4: "Authorities, when the law requires it.",
  sharePublic: "Your reviews are public, with your username. Nothing else is shown to other customers.",
  deviceTitle: "On your device",
  deviceText:
    "We keep your sign-in and your chosen delivery pincode in your browser's local storage so you stay signed in. Logging out removes your sign-in from the device. We do not use advertising cookies or third-party trackers.",
  keepTitle: "How long we keep it",
  keepText:
    "We keep your account while you use it. Order and payment records are kept for 8 years, as Indian tax and accounting law requires. Sign-in sessions expire on their own after 30 days.",
  rightsTitle: "Your rights",
  rightsText:
    "You can see and correct your profile and addresses in My Account at any time. You can ask us for a copy of your data, to correct it, or to delete your account, in line with the Digital Personal Data Protection Act, 2023. Write to us at the email below; we reply within 30 days. Records we must keep by law are kept until that duty ends.",
});
