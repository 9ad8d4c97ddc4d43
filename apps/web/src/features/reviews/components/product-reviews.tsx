import { useState } from "react";
import { formatIndiaDate, REVIEWS_PAGE_SIZE, uploadUrl, imageSrcSet, type Review } from "@taaza/domain";
import { Modal } from "../../../components/ui/modal.tsx";
import { Pagination } from "../../../components/ui/pagination.tsx";
import { useProductReviews } from "../api/get-product-reviews.ts";
import { StarRating } from "./star-rating.tsx";
import "./product-reviews.css";
import { t } from "../../../lib/i18n/i18n.ts";
import { reviewsText } from "../../../lib/i18n/messages/reviews.ts";

/** A product's reviews: the average, five a page best rated first, photos that open large. */
export function ProductReviews({ productId }: { productId: string }) {
  const [page, setPage] = useState(1);
  const reviews = useProductReviews(productId, page);
  const [photo, setPhoto] = useState<string | null>(null);

  if (reviews.isPending) {
    return (
      <p className="reviews__state" role="status">
        {t(reviewsText.reviewsLoading)}
      </p>
    );
  }
  if (reviews.isError) {
    return (
      <p className="reviews__state reviews__state--error" role="alert">
        {t(reviewsText.reviewsFailed)}
      </p>
    );
  }

  const { average, count } = reviews.data;
  const list = reviews.data.reviews.reviews;
  if (count === 0) return <p className="reviews__state">{t(reviewsText.noReviews)}</p>;

  return (
    <div className="reviews">
      <div className="reviews__summary">
        <p className="reviews__average tabular">{average.toFixed(1)}</p>
        <div>
          <StarRating rating={average} size="large" />
          <p className="reviews__count">
            Based on {count} {count === 1 ? "review" : "reviews"}
          </p>
        </div>
      </div>
      <ol className="reviews__list" aria-busy={reviews.isPlaceholderData}>
        {list.map((review) => (
          <ReviewItem key={review._id} review={review} onOpenPhoto={setPhoto} />
        ))}
      </ol>
      <Pagination page={page} pageCount={Math.ceil(count / REVIEWS_PAGE_SIZE)} label={t(reviewsText.reviewPages)} onSelect={setPage} />
      {photo && (
        <Modal title={t(reviewsText.reviewPhoto)} hideTitle size="large" onClose={() => setPhoto(null)}>
          <img className="reviews__photo-large" src={uploadUrl(photo)} width={960} height={960} alt={t(reviewsText.photoShared)} />
        </Modal>
      )}
    </div>
  );
}

function ReviewItem({ review, onOpenPhoto }: { review: Review; onOpenPhoto: (file: string) => void }) {
  return (
    <li className="review">
      <div className="review__head">
        <p className="review__author">
          {review.username}
          {review.verifiedPurchase && <span className="review__verified">{t(reviewsText.verified)}</span>}
        </p>
        <time className="review__date" dateTime={review.createdAt}>
          {formatIndiaDate(review.createdAt)}
        </time>
      </div>
      <StarRating rating={review.rating} />
      {/* Plain text, printed as text: whatever a customer typed is never read as HTML. */}
      {review.review && <p className="review__text">{review.review}</p>}
      {review.media.length > 0 && (
        <ul className="review__photos" role="list">
          {review.media.map((file, index) => (
            <li key={file}>
              <button
                type="button"
                className="review__photo"
                aria-label={t(reviewsText.openPhoto, { index: index + 1, name: review.username })}
                onClick={() => onOpenPhoto(file)}
              >
                <img
                  src={uploadUrl(file)}
                  srcSet={imageSrcSet(file) || undefined}
                  sizes="80px"
                  width={80}
                  height={80}
                  loading="lazy"
                  decoding="async"
                  alt=""
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
