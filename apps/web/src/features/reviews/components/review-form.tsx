import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { toast } from "../../../lib/toast.ts";
import { REVIEW_IMAGE_LIMIT, REVIEW_TEXT_MAX } from "@taaza/domain";
import { CameraIcon, CloseIcon, StarIcon } from "../../../components/ui/icons.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { useCreateReview } from "../api/create-review.ts";
import "./review-form.css";
import { t } from "../../../lib/i18n/i18n.ts";
import { reviewsText } from "../../../lib/i18n/messages/reviews.ts";

type Photo = { file: File; url: string };

const RATING_WORDS = [null, reviewsText.poor, reviewsText.fair, reviewsText.good, reviewsText.veryGood, reviewsText.excellent];

/**
 * Write a review: a rating of 1 to 5 stars, some text, up to 3 photos. Submit is enabled once
 * there is text or a photo; after a successful post the form locks (spec section 4).
 */
export function ReviewForm({ productId }: { productId: string }) {
  const ids = { text: useId(), photos: useId(), hint: useId() };
  const [rating, setRating] = useState(0);
  const [text, setText] = useState("");
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateReview(productId);
  const done = create.isSuccess;

  // Previews are object URLs: let the browser free them when they go.
  const photosRef = useRef(photos);
  useEffect(() => {
    photosRef.current = photos;
  }, [photos]);
  useEffect(() => () => photosRef.current.forEach((p) => URL.revokeObjectURL(p.url)), []);

  const addPhotos = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = "";
    const images = chosen.filter((file) => file.type.startsWith("image/"));
    const room = REVIEW_IMAGE_LIMIT - photos.length;
    const kept = images.slice(0, Math.max(0, room));
    setProblem(images.length < chosen.length ? t(reviewsText.onlyPhotos) : images.length > room ? t(reviewsText.tooManyPhotos) : null);
    setPhotos((current) => [...current, ...kept.map((file) => ({ file, url: URL.createObjectURL(file) }))]);
  };

  const removePhoto = (photo: Photo) => {
    URL.revokeObjectURL(photo.url);
    setPhotos((current) => current.filter((p) => p !== photo));
    setProblem(null);
  };

  const canSubmit = !done && !create.isPending && (text.trim() !== "" || photos.length > 0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    if (rating < 1) return setProblem(t(reviewsText.ratingRequired));
    setProblem(null);
    create.mutate(
      { rating, review: text.trim(), images: photos.map((p) => p.file) },
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

        <div className="review-form__field">
          <span className="review-form__label">{t(reviewsText.photosUpTo, { max: REVIEW_IMAGE_LIMIT })}</span>
          <div className="review-form__photos">
            {photos.map((photo, index) => (
              <div key={photo.url} className="review-form__preview">
                <img src={photo.url} width={80} height={80} alt={t(reviewsText.photoToUpload, { index: index + 1 })} />
                <button
                  type="button"
                  className="review-form__remove"
                  aria-label={t(reviewsText.removePhoto, { index: index + 1 })}
                  onClick={() => removePhoto(photo)}
                >
                  <CloseIcon />
                </button>
              </div>
            ))}
            {photos.length < REVIEW_IMAGE_LIMIT && (
              <label htmlFor={ids.photos} className="review-form__add-photo">
                <CameraIcon />
                <span>{t(reviewsText.addPhotos)}</span>
              </label>
            )}
            <input
              id={ids.photos}
              className="visually-hidden"
              type="file"
              accept="image/*"
              multiple
              disabled={photos.length >= REVIEW_IMAGE_LIMIT}
              onChange={addPhotos}
            />
          </div>
        </div>
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
