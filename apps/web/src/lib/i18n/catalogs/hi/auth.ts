import type { Catalogue } from "../../i18n.ts";
import type { authText } from "../../messages/auth.ts";

export default {
  signIn: "साइन इन",
  signUp: "साइन अप",
  signInLede: "फिर से स्वागत है। आज की ताज़ी मछली से कार्ट भरने के लिए साइन इन करें।",
  signUpLede: "कार्ट रखने, पते सेव करने और ऑर्डर ट्रैक करने के लिए खाता बनाएँ।",
  email: "ईमेल",
  password: "पासवर्ड",
  username: "यूज़रनेम",
  passwordHint: "कम से कम 8 अक्षर: बड़े और छोटे अक्षर, एक अंक और @$!%*?& में से एक चिह्न",
  newToTaaza: "ताज़ा पर नए हैं?",
  createAccount: "खाता बनाएँ",
  haveAccount: "पहले से खाता है?",
  signInLink: "साइन इन करें",
  or: "या",
  showPassword: "पासवर्ड दिखाएँ",
  enterEmail: "कृपया अपना ईमेल डालें",
  validEmail: "कृपया सही ईमेल डालें",
  enterPassword: "कृपया अपना पासवर्ड डालें",
  enterNewPassword: "कृपया पासवर्ड डालें",
  enterUsername: "कृपया यूज़रनेम डालें",
  usernameTooLong: "यूज़रनेम बहुत लंबा है",
  passwordRule: "पासवर्ड में कम से कम 8 अक्षर हों: बड़ा अक्षर, छोटा अक्षर, अंक और विशेष चिह्न।",
  signupFailed: "साइन अप नहीं हो सका",
  loginFailed: "लॉग इन नहीं हो सका",
  socialFailed: "साइन अप के दौरान गड़बड़ी हुई।",
} satisfies Catalogue<typeof authText>;
