import type { Catalogue } from "../../i18n.ts";
import type { locationText } from "../../messages/location.ts";

export default {
  locationTitle: "डिलिव्हरीचे ठिकाण निवडा",
  locationLede: "आम्ही मुंबई, ठाणे, नवी मुंबई आणि पुण्यात ताजे मासे व मटण घरपोच देतो.",
  pincode: "पिनकोड",
  pincodePlaceholder: "तुमच्या शहराचा पिनकोड टाका",
  pincodeExample: "उदाहरणार्थ {pincode} (फोर्ट, मुंबई)",
  pincodeCheckFailed: "हा पिनकोड आत्ता तपासता आला नाही. कृपया पुन्हा प्रयत्न करा.",
  checking: "तपासत आहोत…",
  continue: "पुढे चला",
  serviceable: "छान! आम्ही तुमच्या शहरात डिलिव्हरी करतो.",
  notServiceable: "माफ करा! आम्ही अजून तुमच्या शहरात डिलिव्हरी करत नाही.",
  sixDigits: "कृपया योग्य ६ अंकी पिनकोड टाका.",
  stillBrowse: "{notDelivered}. तुम्ही उत्पादने पाहू शकता; ऑर्डरसाठी आम्ही सेवा देतो असा पिनकोड निवडा.",
  changePincode: "पिनकोड बदला",
  demandTitle: "तुम्ही इथे डिलिव्हरी सुरू केल्यावर मला कळवा",
  demandPlaceholder: "ईमेल किंवा 10 अंकी मोबाईल नंबर",
  demandSubmit: "मला कळवा",
  demandInvalid: "कृपया ईमेल पत्ता किंवा 10 अंकी मोबाईल नंबर टाका",
  demandThanks: "धन्यवाद. आम्ही {pincode} येथे डिलिव्हरी सुरू केल्यावर तुम्हाला कळवू.",
} satisfies Catalogue<typeof locationText>;
