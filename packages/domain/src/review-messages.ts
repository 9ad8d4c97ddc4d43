/** The product page's reviews (spec section 8): loaded with the product page, not the home page. */
export const REVIEW_MESSAGES = {
  added: "Review added successfully.",
  loading: "Loading reviews...",
  fetchFailed: "Error: Failed to fetch reviews",
  none: "No reviews yet...",
  tooManyImages: "You can upload up to 3 images",
  rating: "Please choose a rating from 1 to 5",
} as const;
