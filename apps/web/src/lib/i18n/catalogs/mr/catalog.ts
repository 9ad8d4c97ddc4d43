import type { Catalogue } from "../../i18n.ts";
import type { catalogText } from "../../messages/catalog.ts";

export default {
  bestseller: "सर्वाधिक खपाचे",
  percentOff: "{percent}% सूट",
  grams: "{weight} ग्रॅम",
  regularPrice: "नेहमीची किंमत ",
  outOfStock: "स्टॉक संपला",
  soldOutToday: "आजसाठी संपले",
  soldOutTodayMoreTomorrow: "आजसाठी संपले · उद्या मिळेल",
  fewLeft: "फक्त थोडे शिल्लक",
  productCount: "{count, plural, one {# उत्पादन} other {# उत्पादने}}",
  price1: "₹300 पर्यंत",
  price2: "₹500 पर्यंत",
  price3: "₹500 पेक्षा जास्त",
  price1Sub: "रोजच्या आवडीचे",
  price2Sub: "कोळंबी, बासा आणि बरेच काही",
  price3Sub: "पापलेट, सुरमई, मटण",
  previous: "मागील",
  next: "पुढील",
  preparation: "कापणी",
  pack: "पॅक",
  soldOutOption: "संपले",
  pageOf: "पान {page} / {count}",
} satisfies Catalogue<typeof catalogText>;
