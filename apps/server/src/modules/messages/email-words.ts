import { DELIVERY_SLOTS, EXPRESS_SLOT, dateInWords, deliveryInWords, type ShopLocale } from "@taaza/domain";
import type { SignInChange } from "./notifier.ts";

/**
 * What the shop's emails say, in the three languages customers shop in (docs/languages.md): a
 * customer's emails are written in the language stored on their account. `{name}` is a variable;
 * `{*name}` is one the HTML letter shows in bold. English is the wording the emails always had.
 * Numbers keep Latin digits in every language, as money and dates do on the pages (decision 016).
 */
export interface EmailWords {
  /** The greeting, before the first sentence ("Hello {name},"). */
  hello: string;
  questions: string;
  seeOrder: string;
  delivery: string;
  totalPaid: string;
  grams: string;
  confirmed: { subject: string; heading: string; body: string; bill: string };
  cancelled: { subject: string; heading: string; body: string; refundStarted: string; nothingDue: string };
  refund: { subject: string; heading: string; body: string };
  delivered: { subject: string; heading: string; body: string; keepFresh: string; button: string };
  packed: { subject: string; heading: string; body: string };
  outForDelivery: { subject: string; heading: string; body: string; bringing: string; button: string };
  issue: {
    subject: string;
    openHeading: string;
    openTicket: string;
    openLimits: string;
    acknowledgedHeading: string;
    acknowledged: string;
    resolvedHeading: string;
    refund: string;
    replacement: string;
    rejected: string;
  };
  verify: { subject: string; heading: string; body: string; button: string; ignore: string };
  reset: { subject: string; heading: string; body: string; button: string; ignore: string };
  signInChanged: { subject: string; heading: string; changes: Record<SignInChange, string>; warning: string; button: string };
  resetGoogle: { subject: string; heading: string; body: string; button: string };
  /** A slot's hours by its start hour, as people there say them; `express` for the 90-minute slot. */
  hours: Record<number, string> & { express: string };
}

const EN: EmailWords = {
  hello: "Hello {name},",
  questions: "Questions? Call {phone} or write to {email}.",
  seeOrder: "See your order",
  delivery: "Delivery",
  totalPaid: "Total paid",
  grams: "{grams} g",
  confirmed: {
    subject: "Order {billId} confirmed: delivery {when}",
    heading: "Thank you, your order is confirmed",
    body: "we have your order {*billId} and will deliver it on {*when} to {address}.",
    bill: "Your bill {billNumber} is attached as a PDF.",
  },
  cancelled: {
    subject: "Order {billId} cancelled",
    heading: "Your order is cancelled",
    body: "your order {*billId} for {when} is cancelled.",
    refundStarted: "We have started a refund of {amount} to the way you paid; banks usually take 5-7 working days.",
    nothingDue: "Nothing more is due back to you for this order.",
  },
  refund: {
    subject: "Refund of {amount} for order {billId} processed",
    heading: "Your refund is on its way",
    body: "The payment provider has sent {amount} back for your order {billId}. Depending on your bank it reaches your account within 5-7 working days.",
  },
  delivered: {
    subject: "Order {billId} delivered",
    heading: "Your order is delivered",
    body: "your order {*billId} was delivered. Enjoy your meal!",
    keepFresh: "Keep fresh meat and fish in the fridge (0-4 °C) and cook it within a day, or freeze it.",
    button: "Review what you bought",
  },
  packed: {
    subject: "Order {billId} packed",
    heading: "Your order is packed",
    body: "your order {*billId} is weighed and packed:",
  },
  outForDelivery: {
    subject: "Order {billId} is on its way",
    heading: "Your order is on its way",
    body: "your order {*billId} is out for delivery.",
    bringing: "{rider} is bringing it. Give the delivery code {code} at the door.",
    button: "Follow your order",
  },
  issue: {
    subject: "{heading} (order {billId})",
    openHeading: "We have your complaint, ticket {ticket}",
    openTicket: "Your ticket number is {ticket}. Please quote it if you call or write to us.",
    openLimits: "We acknowledge every complaint within 48 hours and resolve it within 30 days.",
    acknowledgedHeading: "We are looking into ticket {ticket}",
    acknowledged: "Our team has seen your complaint {ticket} and is working on it.",
    resolvedHeading: "Ticket {ticket} is resolved",
    refund: "We are refunding the items you reported. The money reaches your account in 5-7 business days.",
    replacement: "We will replace the items you reported with your next order.",
    rejected: "We could not accept this complaint: {note}",
  },
  verify: {
    subject: "Confirm your email for {shop}",
    heading: "Confirm your email",
    body: "Please confirm that this is your email address. The link works once, for {hours} hours.",
    button: "Confirm my email",
    ignore: "If you did not create an account, ignore this email.",
  },
  reset: {
    subject: "Reset your {shop} password",
    heading: "Reset your password",
    body: "Someone (we hope you) asked to reset the password of your account. The link works once, for {minutes} minutes, and signs you out everywhere once the new password is set.",
    button: "Choose a new password",
    ignore: "If you did not ask for this, ignore this email: your password stays as it is.",
  },
  signInChanged: {
    subject: "How you sign in to {shop} changed",
    heading: "Your sign-in changed",
    changes: {
      "password-set": "A password was added to your account. From now on it signs in with that password too.",
      "password-changed": "The password of your account was changed, and your other sign-ins were ended.",
      "google-connected": "A Google account was connected to your account. It can now sign in with Google.",
      "google-connected-password-removed":
        "You signed in with Google. Your email had never been confirmed with the password this account had, so that password was removed and every other sign-in was ended.",
    },
    warning: 'If this was not you, choose "Forgot password?" on {shop} to set a new password, and write to us.',
    button: "Go to My Account",
  },
  resetGoogle: {
    subject: "About your {shop} password",
    heading: "You sign in with Google",
    body: 'Someone asked to reset the password of your account, but you sign in with Google and have no password with us. Use "Continue with Google" to sign in.',
    button: "Go to {shop}",
  },
  hours: { express: "" },
};

const MR: EmailWords = {
  hello: "नमस्कार {name},",
  questions: "काही प्रश्न? {phone} वर फोन करा किंवा {email} वर लिहा.",
  seeOrder: "तुमची ऑर्डर पाहा",
  delivery: "डिलिव्हरी",
  totalPaid: "एकूण भरलेले",
  grams: "{grams} ग्रॅम",
  confirmed: {
    subject: "ऑर्डर {billId} निश्चित: डिलिव्हरी {when}",
    heading: "धन्यवाद, तुमची ऑर्डर निश्चित झाली आहे",
    body: "तुमची ऑर्डर {*billId} आम्हाला मिळाली आहे; आम्ही ती {*when} या वेळेत {address} येथे पोहोचवू.",
    bill: "तुमचे बिल {billNumber} या ईमेलसोबत PDF म्हणून जोडले आहे.",
  },
  cancelled: {
    subject: "ऑर्डर {billId} रद्द झाली",
    heading: "तुमची ऑर्डर रद्द झाली आहे",
    body: "{when} साठीची तुमची ऑर्डर {*billId} रद्द झाली आहे.",
    refundStarted: "{amount} चा परतावा तुम्ही पैसे भरलेल्या पद्धतीने सुरू केला आहे; बँकांना साधारण 5-7 कामकाजाचे दिवस लागतात.",
    nothingDue: "या ऑर्डरसाठी तुम्हाला आणखी काही परत मिळायचे नाही.",
  },
  refund: {
    subject: "ऑर्डर {billId} चा {amount} परतावा पूर्ण झाला",
    heading: "तुमचा परतावा येत आहे",
    body: "पेमेंट सेवेने तुमच्या ऑर्डर {billId} साठी {amount} परत पाठवले आहेत. तुमच्या बँकेनुसार ते 5-7 कामकाजाच्या दिवसांत तुमच्या खात्यात जमा होतील.",
  },
  delivered: {
    subject: "ऑर्डर {billId} पोहोचवली",
    heading: "तुमची ऑर्डर पोहोचली आहे",
    body: "तुमची ऑर्डर {*billId} पोहोचवली आहे. जेवणाचा आनंद घ्या!",
    keepFresh: "ताजे मटण आणि मासे फ्रिजमध्ये (0-4 °C) ठेवा आणि एका दिवसात शिजवा, किंवा फ्रीझ करा.",
    button: "तुम्ही घेतलेल्या वस्तूंना अभिप्राय द्या",
  },
  packed: {
    subject: "ऑर्डर {billId} पॅक झाली",
    heading: "तुमची ऑर्डर पॅक झाली आहे",
    body: "तुमच्या ऑर्डर {*billId} चे वजन करून ती पॅक केली आहे:",
  },
  outForDelivery: {
    subject: "ऑर्डर {billId} येत आहे",
    heading: "तुमची ऑर्डर येत आहे",
    body: "तुमची ऑर्डर {*billId} डिलिव्हरीसाठी निघाली आहे.",
    bringing: "{rider} ती घेऊन येत आहेत. दारात डिलिव्हरी कोड {code} सांगा.",
    button: "तुमची ऑर्डर कुठे आहे ते पाहा",
  },
  issue: {
    subject: "{heading} (ऑर्डर {billId})",
    openHeading: "तुमची तक्रार मिळाली, तिकीट {ticket}",
    openTicket: "तुमचा तिकीट क्रमांक {ticket} आहे. फोन करताना किंवा लिहिताना तो सांगा.",
    openLimits: "आम्ही प्रत्येक तक्रारीची 48 तासांत दखल घेतो आणि 30 दिवसांत ती सोडवतो.",
    acknowledgedHeading: "आम्ही तिकीट {ticket} पाहत आहोत",
    acknowledged: "आमच्या टीमने तुमची तक्रार {ticket} पाहिली आहे आणि त्यावर काम सुरू आहे.",
    resolvedHeading: "तिकीट {ticket} सोडवले आहे",
    refund: "तुम्ही कळवलेल्या वस्तूंचा परतावा आम्ही देत आहोत. पैसे 5-7 कामकाजाच्या दिवसांत तुमच्या खात्यात जमा होतील.",
    replacement: "तुम्ही कळवलेल्या वस्तू आम्ही तुमच्या पुढच्या ऑर्डरसोबत बदलून देऊ.",
    rejected: "आम्ही ही तक्रार स्वीकारू शकलो नाही: {note}",
  },
  verify: {
    subject: "{shop} साठी तुमचा ईमेल निश्चित करा",
    heading: "तुमचा ईमेल निश्चित करा",
    body: "हा तुमचाच ईमेल पत्ता आहे हे कृपया निश्चित करा. ही लिंक एकदाच, {hours} तासांसाठी चालेल.",
    button: "माझा ईमेल निश्चित करा",
    ignore: "तुम्ही खाते उघडले नसेल, तर या ईमेलकडे दुर्लक्ष करा.",
  },
  reset: {
    subject: "तुमचा {shop} पासवर्ड रीसेट करा",
    heading: "तुमचा पासवर्ड रीसेट करा",
    body: "कोणीतरी (आशा आहे तुम्हीच) तुमच्या खात्याचा पासवर्ड रीसेट करायला सांगितले. ही लिंक एकदाच, {minutes} मिनिटांसाठी चालेल, आणि नवीन पासवर्ड ठेवताच तुम्हाला सगळीकडून साइन आउट करेल.",
    button: "नवीन पासवर्ड निवडा",
    ignore: "तुम्ही हे मागितले नसेल, तर या ईमेलकडे दुर्लक्ष करा: तुमचा पासवर्ड आहे तसाच राहील.",
  },
  signInChanged: {
    subject: "तुम्ही {shop} मध्ये साइन इन करण्याची पद्धत बदलली",
    heading: "तुमचे साइन-इन बदलले",
    changes: {
      "password-set": "तुमच्या खात्याला पासवर्ड जोडला आहे. आता त्या पासवर्डनेही साइन इन करता येईल.",
      "password-changed": "तुमच्या खात्याचा पासवर्ड बदलला आहे, आणि तुमची इतर साइन-इन संपवली आहेत.",
      "google-connected": "तुमच्या खात्याला Google खाते जोडले आहे. आता Google ने साइन इन करता येईल.",
      "google-connected-password-removed":
        "तुम्ही Google ने साइन इन केले. या खात्याच्या पासवर्डसह तुमचा ईमेल कधीच निश्चित झाला नव्हता, म्हणून तो पासवर्ड काढून टाकला आणि इतर सर्व साइन-इन संपवली.",
    },
    warning: 'हे तुम्ही केले नसेल, तर {shop} वर "पासवर्ड विसरलात?" निवडून नवीन पासवर्ड ठेवा, आणि आम्हाला लिहा.',
    button: "माझे खाते उघडा",
  },
  resetGoogle: {
    subject: "तुमच्या {shop} पासवर्डबद्दल",
    heading: "तुम्ही Google ने साइन इन करता",
    body: 'कोणीतरी तुमच्या खात्याचा पासवर्ड रीसेट करायला सांगितले, पण तुम्ही Google ने साइन इन करता आणि आमच्याकडे तुमचा पासवर्ड नाही. साइन इन करण्यासाठी "Google सह सुरू ठेवा" वापरा.',
    button: "{shop} उघडा",
  },
  hours: {
    8: "सकाळी 8-10",
    10: "सकाळी 10-दुपारी 12",
    12: "दुपारी 12-2",
    14: "दुपारी 2-4",
    16: "संध्याकाळी 4-6",
    18: "संध्याकाळी 6-8",
    express: "90 मिनिटांत",
  },
};

const HI: EmailWords = {
  hello: "नमस्ते {name},",
  questions: "कोई सवाल? {phone} पर फ़ोन करें या {email} पर लिखें।",
  seeOrder: "अपना ऑर्डर देखें",
  delivery: "डिलीवरी",
  totalPaid: "कुल भुगतान",
  grams: "{grams} ग्राम",
  confirmed: {
    subject: "ऑर्डर {billId} पक्का: डिलीवरी {when}",
    heading: "धन्यवाद, आपका ऑर्डर पक्का हो गया है",
    body: "हमें आपका ऑर्डर {*billId} मिल गया है; हम इसे {*when} {address} पर पहुँचाएँगे।",
    bill: "आपका बिल {billNumber} इस ईमेल के साथ PDF में लगा है।",
  },
  cancelled: {
    subject: "ऑर्डर {billId} रद्द",
    heading: "आपका ऑर्डर रद्द हो गया है",
    body: "{when} का आपका ऑर्डर {*billId} रद्द हो गया है।",
    refundStarted: "हमने {amount} का रिफ़ंड उसी तरीके से शुरू कर दिया है जिससे आपने भुगतान किया था; बैंक आम तौर पर 5-7 कामकाजी दिन लेते हैं।",
    nothingDue: "इस ऑर्डर के लिए आपको और कुछ वापस नहीं मिलना है।",
  },
  refund: {
    subject: "ऑर्डर {billId} का {amount} रिफ़ंड पूरा हुआ",
    heading: "आपका रिफ़ंड आ रहा है",
    body: "पेमेंट सेवा ने आपके ऑर्डर {billId} के {amount} वापस भेज दिए हैं। आपके बैंक के अनुसार यह 5-7 कामकाजी दिनों में आपके खाते में पहुँच जाएगा।",
  },
  delivered: {
    subject: "ऑर्डर {billId} पहुँचा दिया गया",
    heading: "आपका ऑर्डर पहुँच गया है",
    body: "आपका ऑर्डर {*billId} पहुँचा दिया गया है। खाने का आनंद लें!",
    keepFresh: "ताज़ा मीट और मछली फ़्रिज में (0-4 °C) रखें और एक दिन के अंदर पकाएँ, या फ़्रीज़ करें।",
    button: "आपने जो ख़रीदा उसका रिव्यू दें",
  },
  packed: {
    subject: "ऑर्डर {billId} पैक हो गया",
    heading: "आपका ऑर्डर पैक हो गया है",
    body: "आपका ऑर्डर {*billId} तौलकर पैक कर दिया गया है:",
  },
  outForDelivery: {
    subject: "ऑर्डर {billId} रास्ते में है",
    heading: "आपका ऑर्डर रास्ते में है",
    body: "आपका ऑर्डर {*billId} डिलीवरी के लिए निकल चुका है।",
    bringing: "{rider} इसे ला रहे हैं। दरवाज़े पर डिलीवरी कोड {code} बताएँ।",
    button: "देखें आपका ऑर्डर कहाँ है",
  },
  issue: {
    subject: "{heading} (ऑर्डर {billId})",
    openHeading: "आपकी शिकायत मिल गई, टिकट {ticket}",
    openTicket: "आपका टिकट नंबर {ticket} है। फ़ोन करते या लिखते समय इसे बताएँ।",
    openLimits: "हम हर शिकायत का 48 घंटे में जवाब देते हैं और 30 दिन में उसे सुलझाते हैं।",
    acknowledgedHeading: "हम टिकट {ticket} देख रहे हैं",
    acknowledged: "हमारी टीम ने आपकी शिकायत {ticket} देख ली है और उस पर काम कर रही है।",
    resolvedHeading: "टिकट {ticket} सुलझ गया है",
    refund: "आपने जिन चीज़ों की शिकायत की, उनका हम रिफ़ंड कर रहे हैं। पैसे 5-7 कामकाजी दिनों में आपके खाते में पहुँच जाएँगे।",
    replacement: "आपने जिन चीज़ों की शिकायत की, उन्हें हम आपके अगले ऑर्डर के साथ बदलकर देंगे।",
    rejected: "हम यह शिकायत स्वीकार नहीं कर सके: {note}",
  },
  verify: {
    subject: "{shop} के लिए अपना ईमेल पक्का करें",
    heading: "अपना ईमेल पक्का करें",
    body: "कृपया पक्का करें कि यह आपका ही ईमेल पता है। यह लिंक एक बार, {hours} घंटे तक चलेगा।",
    button: "मेरा ईमेल पक्का करें",
    ignore: "अगर आपने खाता नहीं बनाया, तो इस ईमेल को अनदेखा करें।",
  },
  reset: {
    subject: "अपना {shop} पासवर्ड रीसेट करें",
    heading: "अपना पासवर्ड रीसेट करें",
    body: "किसी ने (उम्मीद है आपने) आपके खाते का पासवर्ड रीसेट करने को कहा है। यह लिंक एक बार, {minutes} मिनट तक चलेगा, और नया पासवर्ड रखते ही आपको हर जगह से साइन आउट कर देगा।",
    button: "नया पासवर्ड चुनें",
    ignore: "अगर आपने यह नहीं माँगा, तो इस ईमेल को अनदेखा करें: आपका पासवर्ड जैसा है वैसा ही रहेगा।",
  },
  signInChanged: {
    subject: "{shop} में आपके साइन इन करने का तरीका बदला",
    heading: "आपका साइन-इन बदला",
    changes: {
      "password-set": "आपके खाते में पासवर्ड जोड़ा गया है। अब उस पासवर्ड से भी साइन इन किया जा सकता है।",
      "password-changed": "आपके खाते का पासवर्ड बदला गया है, और आपके बाकी साइन-इन ख़त्म कर दिए गए हैं।",
      "google-connected": "आपके खाते से एक Google खाता जोड़ा गया है। अब Google से साइन इन किया जा सकता है।",
      "google-connected-password-removed":
        "आपने Google से साइन इन किया। इस खाते के पासवर्ड के साथ आपका ईमेल कभी पक्का नहीं हुआ था, इसलिए वह पासवर्ड हटा दिया गया और बाकी सभी साइन-इन ख़त्म कर दिए गए।",
    },
    warning: 'अगर यह आपने नहीं किया, तो {shop} पर "पासवर्ड भूल गए?" चुनकर नया पासवर्ड रखें, और हमें लिखें।',
    button: "मेरा खाता खोलें",
  },
  resetGoogle: {
    subject: "आपके {shop} पासवर्ड के बारे में",
    heading: "आप Google से साइन इन करते हैं",
    body: 'किसी ने आपके खाते का पासवर्ड रीसेट करने को कहा, लेकिन आप Google से साइन इन करते हैं और हमारे पास आपका कोई पासवर्ड नहीं है। साइन इन करने के लिए "Google के साथ जारी रखें" इस्तेमाल करें।',
    button: "{shop} खोलें",
  },
  hours: {
    8: "सुबह 8-10 बजे",
    10: "सुबह 10-दोपहर 12 बजे",
    12: "दोपहर 12-2 बजे",
    14: "दोपहर 2-4 बजे",
    16: "शाम 4-6 बजे",
    18: "शाम 6-8 बजे",
    express: "90 मिनट के अंदर",
  },
};

export const EMAIL_WORDS: Record<ShopLocale, EmailWords> = { en: EN, mr: MR, hi: HI };

/** A pattern with its variables filled in (bold marks dropped): subjects and the plain-text part. */
export function fill(pattern: string, values: Record<string, string | number>): string {
  return pattern.replace(/\{\*?(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

/** A pattern cut into plain text and the `{*bold}` variables, for the HTML letter to set. */
export function pieces(pattern: string, values: Record<string, string | number>): { text: string; bold: boolean }[] {
  return pattern
    .split(/(\{\*\w+\})/)
    .filter((part) => part !== "")
    .map((part) => {
      const bold = /^\{\*(\w+)\}$/.exec(part);
      return bold ? { text: String(values[bold[1]!] ?? ""), bold: true } : { text: fill(part, values), bold: false };
    });
}

/**
 * When an order comes, in the reader's language and never as "Tomorrow": "Fri 27 Nov, 8-10 AM",
 * "शुक्र, 27 नोव्हें, सकाळी 8-10" (Latin digits, as the order page writes it).
 */
export function deliveryWhen(language: ShopLocale, date: string, slot: string): string {
  if (language === "en") return deliveryInWords(date, slot);
  const words = EMAIL_WORDS[language];
  const start = DELIVERY_SLOTS.find((s) => s.slot === slot)?.startHour;
  const hours = slot === EXPRESS_SLOT ? words.hours.express : start === undefined || start === null ? slot : (words.hours[start] ?? slot);
  return `${dateIn(language, date)}, ${hours}`;
}

function dateIn(language: ShopLocale, date: string): string {
  if (language === "en") return dateInWords(date);
  // A calendar date, not an instant: read at UTC midnight so no zone can move it by a day.
  return new Date(`${date}T00:00:00Z`).toLocaleDateString(`${language}-IN-u-nu-latn`, {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });
}
