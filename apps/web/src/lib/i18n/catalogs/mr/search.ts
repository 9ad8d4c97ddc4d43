import type { Catalogue } from "../../i18n.ts";
import type { searchText } from "../../messages/search.ts";

export default {
  searchProducts: "उत्पादने शोधा",
  placeholder: "उत्पादने शोधा...",
  matchingProducts: "जुळणारी उत्पादने",
  searching: "शोधत आहोत…",
  unavailable: "सध्या शोध उपलब्ध नाही. कृपया पुन्हा प्रयत्न करा.",
  title: "शोध",
  titleFor: "शोध: {q}",
  resultsFor: "“{q}” साठी निकाल",
  popular: "सध्या लोकप्रिय",
} satisfies Catalogue<typeof searchText>;
