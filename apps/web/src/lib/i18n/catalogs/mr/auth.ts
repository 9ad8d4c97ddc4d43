import type { Catalogue } from "../../i18n.ts";
import type { authText } from "../../messages/auth.ts";

export default {
  signIn: "साइन इन",
  signUp: "साइन अप",
  signInLede: "पुन्हा स्वागत! आजच्या ताज्या मासळीने कार्ट भरण्यासाठी साइन इन करा.",
  signUpLede: "कार्ट ठेवण्यासाठी, पत्ते जतन करण्यासाठी आणि ऑर्डरचा मागोवा घेण्यासाठी खाते तयार करा.",
  email: "ईमेल",
  password: "पासवर्ड",
  username: "वापरकर्त्याचे नाव",
  passwordHint: "किमान 8 अक्षरे: कॅपिटल व स्मॉल अक्षरे, एक अंक आणि @$!%*?& पैकी एक चिन्ह",
  newToTaaza: "ताझावर नवीन आहात?",
  createAccount: "खाते तयार करा",
  haveAccount: "आधीच खाते आहे?",
  signInLink: "साइन इन करा",
  or: "किंवा",
  showPassword: "पासवर्ड दाखवा",
  enterEmail: "कृपया तुमचा ईमेल टाका",
  validEmail: "कृपया योग्य ईमेल टाका",
  enterPassword: "कृपया तुमचा पासवर्ड टाका",
  enterNewPassword: "कृपया पासवर्ड टाका",
  enterUsername: "कृपया वापरकर्त्याचे नाव टाका",
  usernameTooLong: "वापरकर्त्याचे नाव खूप मोठे आहे",
  passwordRule: "पासवर्डमध्ये किमान 8 अक्षरे हवीत: कॅपिटल अक्षर, स्मॉल अक्षर, अंक आणि विशेष चिन्ह.",
  signupFailed: "साइन अप होऊ शकले नाही",
  loginFailed: "लॉग इन होऊ शकले नाही",
  socialFailed: "साइन अप करताना त्रुटी आली.",
} satisfies Catalogue<typeof authText>;
