import type { Catalogue } from "../../i18n.ts";
import type { contactText } from "../../messages/contact.ts";

export default {
  description: "ताज़ा को कॉल करें, ईमेल करें या मिलने आएँ: मुंबई, ठाणे, नवी मुंबई और पुणे में ताज़ी मछली और मीट की डिलीवरी।",
  title: "हम आपकी मदद के लिए हैं",
  intro:
    "किसी ऑर्डर, डिलीवरी या उत्पाद के बारे में सवाल है? हमसे रोज़ 7 AM से 9 PM तक संपर्क करें। ऑर्डर में कोई दिक्कत हो तो कृपया डिलीवरी के 2 घंटे के अंदर बताएँ।",
  address: "पता",
  phone: "फ़ोन",
  email: "ईमेल",
} satisfies Catalogue<typeof contactText>;
