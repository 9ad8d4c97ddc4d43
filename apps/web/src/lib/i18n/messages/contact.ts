import { defineMessages } from "../i18n.ts";

/** /contactus: the shop's address, phone and email. */
export const contactText = defineMessages("contact", {
  description: "Call, email or visit Taaza: fresh fish and meat delivered across Mumbai, Thane, Navi Mumbai and Pune.",
  title: "We are here to help",
  intro:
    "Questions about an order, a delivery or a product? Reach us from 7 AM to 9 PM, every day. For a problem with an order, please tell us within 2 hours of delivery.",
  address: "Address",
  phone: "Phone",
  email: "Email",
  grievanceTitle: "Grievance officer",
  grievanceText:
    "For a complaint about an order or about your personal data, write to or call our grievance officer. Every complaint gets a ticket number, is acknowledged within {hours} hours and is resolved within {days} days.",
});
