// The search feature as the rest of the app sees it (everything else in this folder is its own).
export { SearchBox } from "./components/search-box.tsx";
export { SearchResults } from "./components/search-results.tsx";
