import { averageRating, MESSAGES, REVIEW_IMAGE_LIMIT, REVIEW_TEXT_MAX, REVIEWS_PAGE_SIZE, type ProductReviews, type Review } from "@taaza/domain";
import type { AppDeps } from "../../app-deps.ts";
import { badRequest, forbidden, notFound, unauthorized } from "../../http/http-error.ts";
import type { Principal } from "../accounts/accounts-repository.ts";
import type { MultipartForm } from "../uploads/multipart-form.ts";
import { withStoredImages } from "../uploads/stored-images.ts";
import { findReviewedProduct, findUsername, insertReview, listReviews, reviewTotals, type ReviewRow } from "./reviews-repository.ts";

export const REVIEW_IMAGES_FIELD = "reviewImages";

export function toReview(row: ReviewRow): Review {
  return {
    _id: row.id,
    username: row.username,
    rating: row.rating,
    review: row.review,
    media: row.media,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * A product customers can see: an unknown or archived product has no reviews to show or take.
 * Staff still read an archived product's reviews (they open the product to edit or restore it).
 */
async function visibleProduct(deps: AppDeps, productId: string, includeArchived = false) {
  const product = await findReviewedProduct(deps.db, productId);
  if (!product || (product.isArchived && !includeArchived)) throw notFound(MESSAGES.product.notFound);
  return product;
}

/**
 * A product's reviews, best rated first, with the average and count over all of them. Without a
 * page every review is returned; with one, that page of five.
 */
export async function productReviews(deps: AppDeps, productId: string, page: number | undefined, viewer: Principal | null): Promise<ProductReviews> {
  const product = await visibleProduct(deps, productId, viewer?.userType === "Admin");
  const window = page === undefined ? undefined : { limit: REVIEWS_PAGE_SIZE, offset: (page - 1) * REVIEWS_PAGE_SIZE };
  const rows = await listReviews(deps.db, product.id, window);
  const totals = await reviewTotals(deps.db, product.id);
  return {
    reviews: { reviews: rows.map(toReview), productId: { _id: product.id, name: product.name } },
    average: averageRating(totals.ratingSum, totals.count),
    count: totals.count,
  };
}

/** The fields of the review form, checked; the images are checked (and stored) afterwards. */
export function readReviewForm(form: MultipartForm): { rating: number; review: string; images: Buffer[] } {
  if (form.files.some((file) => file.field !== REVIEW_IMAGES_FIELD)) throw badRequest(MESSAGES.review.wrongFileField);
  const images = form.files.map((file) => file.bytes);
  if (images.length > REVIEW_IMAGE_LIMIT) throw badRequest(MESSAGES.review.tooManyImages);

  const ratingText = (form.fields.rating ?? "").trim();
  if (!/^[1-5]$/.test(ratingText)) throw badRequest(MESSAGES.review.rating);

  // Stored as the plain text typed; pages print it as text, never as HTML.
  const review = (form.fields.review ?? "").trim();
  if (review.length > REVIEW_TEXT_MAX) throw badRequest(MESSAGES.review.tooLong);
  if (review === "" && images.length === 0) throw badRequest(MESSAGES.review.empty);
  return { rating: Number(ratingText), review, images };
}

/**
 * A customer's review: the name on it is always the poster's own username from their account,
 * whatever the form says. Photos are stored only if the review is saved.
 */
export async function postReview(deps: AppDeps, principal: Principal, productId: string, readForm: () => Promise<MultipartForm>): Promise<Review> {
  if (principal.userType !== "User") throw forbidden(MESSAGES.review.customersOnly);
  const product = await visibleProduct(deps, productId);
  const username = await findUsername(deps.db, principal.id);
  if (username === undefined) throw unauthorized(MESSAGES.auth.sessionExpired);

  const { rating, review, images } = readReviewForm(await readForm());
  const row = await withStoredImages(deps.images, images, (media) =>
    insertReview(deps.db, { productId: product.id, userId: principal.id, username, rating, review, media }),
  );
  return toReview(row);
}
