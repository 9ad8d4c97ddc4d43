import type { Catalogue } from "../../i18n.ts";
import type { searchText } from "../../messages/search.ts";

export default {
  searchProducts: "उत्पाद खोजें",
  placeholder: "उत्पाद खोजें...",
  matchingProducts: "मिलते-जुलते उत्पाद",
  searching: "खोज रहे हैं…",
  unavailable: "अभी खोज उपलब्ध नहीं है। कृपया फिर से कोशिश करें।",
  title: "खोज",
  titleFor: "खोज: {q}",
  resultsFor: "“{q}” के नतीजे",
  popular: "अभी लोकप्रिय",
} satisfies Catalogue<typeof searchText>;
