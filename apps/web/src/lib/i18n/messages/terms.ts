import { defineMessages } from "../i18n.ts";

/** /tnc; {refundPolicy} is the link to the Refund Policy. */
export const termsText = defineMessages("terms", {
  description:
    "The terms for buying from Taaza: ordering, prices by weight, delivery in 90 minutes or a slot, payment, cancellation within 15 minutes and refunds.",
  intro:
    "These terms apply when you browse taaza.in or buy from us. By placing an order you agree to them, so please read them once. They are written to be clear; if anything is not, ask us.",
  accountTitle: "1. Your account",
  accountText:
    "You need an account to keep a basket and to order. Keep your password to yourself; you are responsible for orders placed from your account. You must be 18 or older, or order with a parent's permission. We may close accounts used for fraud or abuse.",
  productsTitle: "2. Products, weight and prices",
  products1: "Fish, prawns, crab, chicken and mutton are natural products: size, colour and the number of pieces vary.",
  products2:
    "Every product shows its weight in grams. Because we clean and cut by hand, the actual weight may vary by 30g-40g from the weight shown.",
  products3:
    "Prices are in Indian rupees and include all taxes. A sale price, when shown, is the price you pay; the struck price is our regular price. The price per gram is shown to help you compare.",
  products4:
    "Our server calculates the price of every order from our current prices when you pay. If a price changes while an item is in your basket, you see the new price before you pay.",
  products5: "Pictures are illustrations of the product, not of the exact pieces you will receive.",
  deliveryTitle: "3. Delivery",
  delivery1:
    "We deliver only to serviceable pincodes in Maharashtra. Each pincode has its own delivery charge, shown in the basket before you pay.",
  delivery2:
    "You choose a delivery day (today or tomorrow) and a slot: within 90 minutes (today, for orders placed before 6 PM) or a two-hour slot between 8 AM and 8 PM. A slot that has already started cannot be chosen.",
  delivery3:
    "We aim to deliver within 90 minutes or within your chosen slot. Traffic, weather and festivals can delay us; if we will be late, we tell you.",
  delivery4:
    "Please make sure someone can receive the order: fresh food cannot wait at a gate. If nobody is available we will call you; an order that cannot be delivered after two attempts is not refundable.",
  paymentTitle: "4. Payment",
  paymentText:
    "All orders are paid online when you order, through our payment partner (cards, UPI, net banking and wallets). Cash on delivery is not available at present. We never see or store your card details. An order is confirmed only when the payment is confirmed.",
  cancelTitle: "5. Cancelling an order",
  cancelText:
    "You can cancel an order within 15 minutes of placing it by calling or messaging us. After 15 minutes your order is already being cleaned and cut for you, so it can no longer be cancelled. Refunds for cancelled orders follow our {refundPolicy}.",
  qualityTitle: "6. Quality problems",
  qualityText:
    "If something is wrong with your order (missing items, the wrong cut, or a product that is not fresh), tell us within 2 hours of delivery, with a photo if you can. We will replace the item or refund it as set out in the {refundPolicy}. If no issue is reported within 2 hours of delivery, the order is considered accepted.",
  reviewsTitle: "7. Reviews and photos",
  reviewsText:
    "Reviews must be your own honest experience. Do not post other people's personal details, offensive content or advertising; we may remove reviews that do. By posting a review you let us show it, with your username and photos, on our website.",
  liabilityTitle: "8. Our responsibility",
  liabilityText:
    "We are responsible for delivering what you ordered, fresh and safe to eat when handled as our storage instructions say. We are not responsible for food stored or cooked in other ways, or for delays we could not reasonably avoid. Nothing in these terms limits your rights under the Consumer Protection Act, 2019.",
  lawTitle: "9. Changes and the law",
  lawText:
    "We may update these terms; the date at the top shows the latest version, and an order is governed by the terms in force when it was placed. These terms are governed by the laws of India, and the courts of Mumbai have jurisdiction.",
});
