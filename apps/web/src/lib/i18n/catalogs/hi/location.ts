import type { Catalogue } from "../../i18n.ts";
import type { locationText } from "../../messages/location.ts";

export default {
  locationTitle: "डिलीवरी की जगह चुनें",
  locationLede: "हम मुंबई, ठाणे, नवी मुंबई और पुणे में ताज़ी मछली और मीट घर तक पहुँचाते हैं।",
  pincode: "पिनकोड",
  pincodePlaceholder: "अपने शहर का पिनकोड डालें",
  pincodeExample: "उदाहरण: {pincode} (फ़ोर्ट, मुंबई)",
  pincodeCheckFailed: "यह पिनकोड अभी जाँचा नहीं जा सका। कृपया फिर से कोशिश करें।",
  checking: "जाँच हो रही है…",
  continue: "आगे बढ़ें",
  serviceable: "बढ़िया! हम आपके शहर में डिलीवरी करते हैं।",
  notServiceable: "माफ़ कीजिए! हम अभी आपके शहर में डिलीवरी नहीं करते।",
  sixDigits: "कृपया सही 6 अंकों का पिनकोड डालें।",
  stillBrowse: "{notDelivered}। आप सामान देख सकते हैं; ऑर्डर के लिए ऐसा पिनकोड चुनें जहाँ हम डिलीवरी करते हैं।",
  changePincode: "पिनकोड बदलें",
  demandTitle: "यहाँ डिलीवरी शुरू होने पर मुझे बताएँ",
  demandPlaceholder: "ईमेल या 10 अंकों का मोबाइल नंबर",
  demandSubmit: "मुझे बताएँ",
  demandInvalid: "कृपया ईमेल पता या 10 अंकों का मोबाइल नंबर डालें",
  demandThanks: "धन्यवाद। {pincode} पर डिलीवरी शुरू होते ही हम आपको बताएँगे।",
} satisfies Catalogue<typeof locationText>;
