import { defineMessages } from "../i18n.ts";

/** Product cards (on every page that lists products) and page numbers. */
export const catalogText = defineMessages("catalog", {
  bestseller: "Bestseller",
  percentOff: "{percent}% off",
  grams: "{weight} g",
  regularPrice: "Regular price ",
  outOfStock: "Out of Stock",
  soldOutToday: "Sold out for today",
  soldOutTodayMoreTomorrow: "Sold out for today · more tomorrow",
  fewLeft: "Only a few left",
  productCount: "{count, plural, one {# product} other {# products}}",
  price1: "Up to ₹300",
  price2: "Up to ₹500",
  price3: "Above ₹500",
  price1Sub: "Everyday favourites",
  price2Sub: "Prawns, basa and more",
  price3Sub: "Pomfret, surmai, mutton",
  previous: "Previous",
  next: "Next",
  preparation: "Preparation",
  pack: "Pack",
  soldOutOption: "sold out",
  pageOf: "Page {page} of {count}",
});
