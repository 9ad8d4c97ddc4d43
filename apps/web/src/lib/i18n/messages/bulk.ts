import { defineMessages } from "../i18n.ts";

/** /contact, "Bulk Order": call, WhatsApp or email the shop for a large order. */
export const bulkText = defineMessages("bulk", {
  description: "Bulk orders of fresh fish, prawns, chicken and mutton for weddings, restaurants and housing societies across Maharashtra.",
  title: "Ordering for a party, a restaurant or your society?",
  intro:
    "For 5 kg and more we plan your order with you: the cuts you need, a price for the quantity, and a delivery time that suits your kitchen. Tell us what you need and we reply within an hour, 7 AM to 9 PM, every day.",
  callTitle: "Call us",
  callText: "Talk to our team and get a quote on the call.",
  callButton: "Call {phone}",
  whatsappTitle: "Message on WhatsApp",
  whatsappText: "Send your list of items and quantities; we reply with a quote.",
  whatsappButton: "Message us on WhatsApp",
  whatsappMessage: "Hello Taaza, I would like to place a bulk order. Items and quantities: ",
  emailTitle: "Email us",
  emailText: "Best for regular orders for restaurants and caterers.",
  emailButton: "Email {email}",
  emailSubject: "Bulk order enquiry",
});
