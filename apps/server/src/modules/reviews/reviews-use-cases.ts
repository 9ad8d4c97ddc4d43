import {
  averageRating,
  MESSAGES,
  REVIEW_IMAGE_LIMIT,
  REVIEW_TEXT_MAX,
  REVIEWS_PAGE_SIZE,
  REVIEWS_UNPAGED_MAX,
  type ProductReviews,
  type Review,
  SERVER_MESSAGES,
} from "@taaza/domain";
import type { Clock } from "../../platform/clock.ts";
import type { Database } from "../../platform/database/client.ts";
import type { ImageStore } from "../../platform/ports/image-store.ts";
import { forbidden, invalid, notFound, unauthorized } from "../../platform/errors.ts";
import type { Principal } from "../../platform/principal.ts";
import { removeStoredImage, withStoredImages, type MultipartForm } from "../uploads/index.ts";
import { isVerifiedPurchase, listReviews, type ReviewRow } from "../../read-models/product-reviews.ts";
import { usernameOf } from "../../read-models/user-names.ts";
import type { Catalog } from "../catalog/index.ts";
import { anonymiseReviewsOf, findOwnReview, reviewTotals, upsertReview } from "./reviews-repository.ts";

export const REVIEW_IMAGES_FIELD = "reviewImages";
/** Spec section 7's client sends the photos under `review`, beside the review's text field. */
const REVIEW_IMAGE_FIELDS: readonly string[] = [REVIEW_IMAGES_FIELD, "review"];

export interface ReviewsDeps {
  db: Database;
  clock: Clock;
  /** Where reviews' photos are kept. */
  images: ImageStore;
  catalog: Pick<Catalog, "findProduct">;
}

export function toReview(row: ReviewRow): Review {
  return {
    _id: row.id,
    username: row.username,
    rating: row.rating,
    review: row.review,
    media: row.media,
    createdAt: row.createdAt.toISOString(),
    verifiedPurchase: row.verifiedPurchase,
  };
}

/**
 * A product customers can see: an unknown or archived product has no reviews to show or take.
 * Staff still read an archived product's reviews (they open the product to edit or restore it).
 */
async function visibleProduct(deps: ReviewsDeps, productId: string, includeArchived = false) {
  const product = await deps.catalog.findProduct(deps.db, productId);
  if (!product || (product.isArchived && !includeArchived)) throw notFound(SERVER_MESSAGES.product.notFound);
  return product;
}

/**
 * A product's reviews, best rated first, with the average and count over all of them. With a
 * page, that page of five; without one, the first REVIEWS_UNPAGED_MAX, so no request can make the
 * server read and send a product's every review at once.
 */
export async function productReviews(
  deps: ReviewsDeps,
  productId: string,
  page: number | undefined,
  viewer: Principal | null,
): Promise<ProductReviews> {
  const product = await visibleProduct(deps, productId, viewer?.userType === "Admin");
  const window =
    page === undefined ? { limit: REVIEWS_UNPAGED_MAX, offset: 0 } : { limit: REVIEWS_PAGE_SIZE, offset: (page - 1) * REVIEWS_PAGE_SIZE };
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
  if (form.files.some((file) => !REVIEW_IMAGE_FIELDS.includes(file.field))) throw invalid(SERVER_MESSAGES.review.wrongFileField);
  const images = form.files.map((file) => file.bytes);
  if (images.length > REVIEW_IMAGE_LIMIT) throw invalid(MESSAGES.review.tooManyImages);

  const ratingText = (form.fields.rating ?? "").trim();
  if (!/^[1-5]$/.test(ratingText)) throw invalid(MESSAGES.review.rating);

  // Stored as the plain text typed; pages print it as text, never as HTML.
  const review = (form.fields.review ?? "").trim();
  if (review.length > REVIEW_TEXT_MAX) throw invalid(SERVER_MESSAGES.review.tooLong);
  if (review === "" && images.length === 0) throw invalid(SERVER_MESSAGES.review.empty);
  return { rating: Number(ratingText), review, images };
}

/**
 * A customer's review: one per customer and product, so posting again rewrites it (rating
 * manipulation needs many accounts, not many posts). The name on it is always the poster's own
 * username, whatever the form says. Photos are stored only if the review is saved; the replaced
 * review's photos are removed once it is.
 */
export async function postReview(
  deps: ReviewsDeps,
  principal: Principal,
  productId: string,
  readForm: () => Promise<MultipartForm>,
): Promise<{ review: Review; created: boolean }> {
  if (principal.userType !== "User") throw forbidden(SERVER_MESSAGES.review.customersOnly);
  const product = await visibleProduct(deps, productId);
  const username = await usernameOf(deps.db, principal.id);
  if (username === undefined) throw unauthorized(SERVER_MESSAGES.auth.sessionExpired);

  const { rating, review, images } = readReviewForm(await readForm());
  const previous = await findOwnReview(deps.db, product.id, principal.id);
  const { row, created } = await withStoredImages(deps.images, images, async (media) => {
    const written = await upsertReview(
      deps.db,
      { productId: product.id, userId: principal.id, username, rating, review, media },
      deps.clock.now(),
    );
    return { row: { ...written.row, verifiedPurchase: await isVerifiedPurchase(deps.db, written.row.id) }, created: written.created };
  });
  const dropped = (previous?.media ?? []).filter((name) => !row.media.includes(name));
  await Promise.all(dropped.map((name) => removeStoredImage(deps.images, name)));
  return { review: toReview(row), created };
}

/** Erasure of an account (in `tx`): its reviews lose the name and photos; answers the photos to remove after commit. */
export function anonymiseReviews(tx: Database, userId: string, label: string): Promise<string[]> {
  return anonymiseReviewsOf(tx, userId, label);
}

/** Removes photos the database no longer names. */
export async function removeReviewPhotos(images: ImageStore, names: readonly string[]): Promise<void> {
  await Promise.all(names.map((name) => removeStoredImage(images, name)));
}
