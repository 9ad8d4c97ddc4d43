// Offers (issue 32): the staff screen of coupon codes, free delivery and what each code gave.
export { OffersPanel, couponState } from "./components/offers-panel.tsx";
