import type { Catalogue } from "../../i18n.ts";
import type { catalogText } from "../../messages/catalog.ts";

export default {
  bestseller: "बेस्टसेलर",
  percentOff: "{percent}% छूट",
  grams: "{weight} ग्राम",
  regularPrice: "सामान्य कीमत ",
  outOfStock: "स्टॉक में नहीं",
  soldOutToday: "आज के लिए बिक गया",
  soldOutTodayMoreTomorrow: "आज के लिए बिक गया · कल मिलेगा",
  fewLeft: "बस कुछ ही बचे हैं",
  productCount: "{count, plural, one {# उत्पाद} other {# उत्पाद}}",
  price1: "₹300 तक",
  price2: "₹500 तक",
  price3: "₹500 से ऊपर",
  price1Sub: "रोज़ की पसंद",
  price2Sub: "झींगे, बासा और बहुत कुछ",
  price3Sub: "पॉम्फ्रेट, सुरमई, मटन",
  previous: "पिछला",
  next: "अगला",
  preparation: "कटिंग",
  pack: "पैक",
  soldOutOption: "खत्म",
  pageOf: "पेज {page} / {count}",
} satisfies Catalogue<typeof catalogText>;
