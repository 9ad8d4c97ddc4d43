// The reviews feature as the rest of the app sees it (everything else in this folder is its own).
export { ReviewsSection } from "./components/reviews-section.tsx";
