import { StarIcon } from "../../../components/ui/icons.tsx";
import "./star-rating.css";
import { t } from "../../../lib/i18n/i18n.ts";
import { reviewsText } from "../../../lib/i18n/messages/reviews.ts";

/** Five stars, filled to the rating (halves round to the nearer star); read as "Rated 4.3 out of 5". */
export function StarRating({ rating, size = "small" }: { rating: number; size?: "small" | "large" }) {
  const filled = Math.round(rating);
  return (
    <span className={`stars stars--${size}`} role="img" aria-label={t(reviewsText.rated, { rating })}>
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon key={n} className={n <= filled ? "stars__star stars__star--on" : "stars__star"} />
      ))}
    </span>
  );
}
