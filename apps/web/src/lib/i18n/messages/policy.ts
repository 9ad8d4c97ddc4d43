import { defineMessages } from "../i18n.ts";

/** The frame of the three policy pages: eyebrow, date, how to reach us, the other policies. */
export const policyText = defineMessages("policy", {
  policies: "Policies",
  updated: "Last updated: {date}",
  contactTitle: "Contact us",
  contactText: "{name}, {address}. Phone {phone}, email {email}. We answer from 7 AM to 9 PM, every day.",
  otherPolicies: "Other policies",
});
