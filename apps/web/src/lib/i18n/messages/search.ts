import { defineMessages } from "../i18n.ts";

/** The header's search box and the /search results page. */
export const searchText = defineMessages("search", {
  searchProducts: "Search products",
  placeholder: "Search products...",
  matchingProducts: "Matching products",
  searching: "Searching…",
  unavailable: "Search is not available right now. Please try again.",
  title: "Search",
  titleFor: "Search: {q}",
  resultsFor: "Results for “{q}”",
  popular: "Popular right now",
});
