import type { Catalogue } from "../../i18n.ts";
import type { contactText } from "../../messages/contact.ts";

export default {
  description: "ताझाला कॉल करा, ईमेल करा किंवा भेट द्या: मुंबई, ठाणे, नवी मुंबई आणि पुण्यात ताजे मासे आणि मटण-चिकनची डिलिव्हरी.",
  title: "आम्ही मदतीसाठी आहोत",
  intro:
    "ऑर्डर, डिलिव्हरी किंवा एखाद्या उत्पादनाबद्दल प्रश्न आहे? दररोज 7 AM ते 9 PM आमच्याशी संपर्क साधा. ऑर्डरमध्ये काही अडचण असल्यास कृपया डिलिव्हरीनंतर 2 तासांत आम्हाला कळवा.",
  address: "पत्ता",
  phone: "फोन",
  email: "ईमेल",
} satisfies Catalogue<typeof contactText>;
