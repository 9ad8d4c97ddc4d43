import { defineMessages } from "../i18n.ts";

/** /privacypolicy */
export const privacyText = defineMessages("privacy", {
  description: "What personal data Taaza collects to deliver your fish and meat, why, who we share it with, and your rights.",
  intro:
    "We collect only what we need to take, deliver and support your orders, and we never sell your data. This policy explains what we keep, why, and what you can ask us to do with it.",
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
  rightsTitle: "Your rights",
  rightsText:
    "In My Account you can see and correct your profile and addresses, give or withdraw consent to marketing messages, download a copy of your data, and delete your account, in line with the Digital Personal Data Protection Act, 2023. Records we must keep by law are kept until that duty ends.",
  dataTitle: "What we keep, why, and for how long",
  why: "Why: {text}",
  howLong: "How long: {text}",
  accountData:
    "Account: your username, email address, password (stored only as a one-way hash) or Google account identifier, and your age and gender if you add them.",
  accountWhy: "to sign you in and show your profile.",
  accountKeep: "until you delete your account.",
  addressData: "Delivery addresses: the name, phone number and address of each (up to 3), and the pincode you choose on the site.",
  addressWhy: "to deliver your orders and call you about them.",
  addressKeep: "until you delete the address or your account.",
  orderData:
    "Orders and bills: what you bought, the delivery address and slot, payment references, refunds and credit notes (never card or bank details).",
  orderWhy: "to deliver, bill and refund your orders, and because GST law requires these records.",
  orderKeep: "72 months after the year's annual GST return. After you delete your account they no longer lead back to you.",
  reviewData: "Reviews and their photos, issues you report with their photos, and your order ratings.",
  reviewWhy:
    "reviews help other customers choose; issues and ratings let us put things right. Photos are re-saved by our server, which removes hidden data such as camera location.",
  reviewKeep: "until removed. Deleting your account erases your name on reviews, every photo and the words of your ratings.",
  messageData: "Messages we send you: order confirmations with the bill, refunds, deliveries, and email links.",
  messageWhy: "to keep you informed and to show that a message was sent.",
  messageKeep: "90 days.",
  signInData: "Sign-in records: your signed-in sessions and failed sign-in attempts.",
  signInWhy: "to keep you signed in and your account safe from break-ins.",
  signInKeep: "sessions end after 30 days; failed attempts are forgotten after 15 minutes.",
  consentData: "Your consents (for marketing messages), each change with its time.",
  consentWhy: "to show what you agreed to and when.",
  consentKeep: "until you delete your account.",
  complaintsTitle: "Complaints and the grievance officer",
  complaintsText:
    "Our grievance officer is {name} ({phone}, {email}). Every complaint gets a ticket number, is acknowledged within 48 hours and is resolved within 30 days.",
  complaintsNoOfficer:
    "Write to us at the email below. Every complaint gets a ticket number, is acknowledged within 48 hours and is resolved within 30 days.",
  boardText:
    "If our answer does not satisfy you, you can complain to the Data Protection Board of India, set up under the Digital Personal Data Protection Act, 2023.",
});
