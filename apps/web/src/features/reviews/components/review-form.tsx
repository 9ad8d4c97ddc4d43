import { useId, useState, type ChangeEvent, type FormEvent } from "react";
import { toast } from "../../../lib/toast.ts";
import { REVIEW_IMAGE_LIMIT, REVIEW_TEXT_MAX } from "@taaza/domain";
import { StarIcon } from "../../../components/ui/icons.tsx";
import { PhotoPicker, usePhotoPicks, type PickedPhoto } from "../../../components/ui/photo-picker.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { useCreateReview } from "../api/create-review.ts";
import "./review-form.css";
import { t } from "../../../lib/i18n/i18n.ts";
import { reviewsText } from "../../../lib/i18n/messages/reviews.ts";

const RATING_WORDS = [null, reviewsText.poor, reviewsText.fair, reviewsText.good, reviewsText.veryGood, reviewsText.excellent];

/**
 * Write a review: a rating of 1 to 5 stars, some text, up to 3 photos. Submit is enabled once
 * there is text or a photo; after a successful post the form locks (spec section 4).
 */
export function ReviewForm({ productId }: { productId: string }) {
  const ids = { text: useId(), photos: useId(), hint: useId() };
  const [rating, setRating] = useState(0);
  const [text, setText] = useState("");
  const photos = usePhotoPicks(REVIEW_IMAGE_LIMIT);
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateReview(productId);
  const done = create.isSuccess;

  const addPhotos = (event: ChangeEvent<HTMLInputElement>) => {
    const refused = photos.add(event);
    setProblem(refused === "notImages" ? t(reviewsText.onlyPhotos) : refused === "tooMany" ? t(reviewsText.tooManyPhotos) : null);
  };

  const removePhoto = (photo: PickedPhoto) => {
    photos.remove(photo);
    setProblem(null);
  };

  const canSubmit = !done && !create.isPending && (text.trim() !== "" || photos.photos.length > 0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    if (rating < 1) return setProblem(t(reviewsText.ratingRequired));
    setProblem(null);
    create.mutate(
      { rating, review: text.trim(), images: photos.files() },
      {
        onSuccess: () => toast.success(t(reviewsText.reviewAdded)),
        onError: (error) =>
          setProblem(error instanceof ApiError && error.serverMessage ? error.serverMessage : t(reviewsText.reviewFailed)),
      },
    );
  };

  return (
    <form className="review-form" onSubmit={submit} noValidate>
      <h3 className="review-form__title">{t(reviewsText.writeReview)}</h3>
      <fieldset className="review-form__fields" disabled={done || create.isPending}>
        <fieldset className="rating-input">
          <legend className="rating-input__legend">{t(reviewsText.yourRating)}</legend>
          <div className="rating-input__stars">
            {[1, 2, 3, 4, 5].map((n) => (
              <label key={n} className={n <= rating ? "rating-input__star rating-input__star--on" : "rating-input__star"}>
                <input
                  type="radio"
                  name="rating"
                  value={n}
                  className="rating-input__radio"
                  checked={rating === n}
                  onChange={() => {
                    setRating(n);
                    if (problem === t(reviewsText.ratingRequired)) setProblem(null);
                  }}
                />
                <StarIcon />
                <span className="visually-hidden">{t(reviewsText.stars, { count: n })}</span>
              </label>
            ))}
            <span className="rating-input__word" aria-hidden="true">
              {RATING_WORDS[rating] ? t(RATING_WORDS[rating]) : ""}
            </span>
          </div>
        </fieldset>

        <div className="review-form__field">
          <label htmlFor={ids.text} className="review-form__label">
            {t(reviewsText.yourReview)}
          </label>
          <textarea
            id={ids.text}
            className="review-form__textarea"
            rows={4}
            maxLength={REVIEW_TEXT_MAX}
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t(reviewsText.reviewPlaceholder)}
            aria-describedby={ids.hint}
          />
          <p id={ids.hint} className="review-form__hint tabular">
            {t(reviewsText.characters, { count: text.length, max: REVIEW_TEXT_MAX })}
          </p>
        </div>

        <PhotoPicker
          inputId={ids.photos}
          limit={REVIEW_IMAGE_LIMIT}
          photos={photos.photos}
          words={{
            heading: t(reviewsText.photosUpTo, { max: REVIEW_IMAGE_LIMIT }),
            add: t(reviewsText.addPhotos),
            photo: (index) => t(reviewsText.photoToUpload, { index }),
            remove: (index) => t(reviewsText.removePhoto, { index }),
          }}
          onAdd={addPhotos}
          onRemove={removePhoto}
        />
      </fieldset>

      {problem && (
        <p className="review-form__problem" role="alert">
          {problem}
        </p>
      )}
      {done ? (
        <p className="review-form__done" role="status">
          {t(reviewsText.reviewAdded)}
        </p>
      ) : (
        <button type="submit" className="btn btn--primary review-form__submit" disabled={!canSubmit}>
          {create.isPending ? t(reviewsText.posting) : t(reviewsText.submitReview)}
        </button>
      )}
    </form>
  );
}
