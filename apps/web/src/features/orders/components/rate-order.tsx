import { useState, type FormEvent } from "react";
import { formatIndiaDateTime, RATING_CHANGE_WINDOW_MS, RATING_TAGS, RATING_TEXT_MAX, type Order, type RatingTag } from "@taaza/domain";
import { StarIcon } from "../../../components/ui/icons.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { careText } from "../../../lib/i18n/messages/care.ts";
import { toast } from "../../../lib/toast.ts";
import { useRateOrder } from "../api/rate-order.ts";
import { TAG_WORDS } from "../care-words.ts";

/**
 * After delivery: the order's rating (1-5 stars, tags, a line), changeable for 7 days from the
 * first rating; after that it is shown as given.
 */
export function RateOrder({ order }: { order: Order }) {
  const given = order.rating;
  const [stars, setStars] = useState(given?.stars ?? 0);
  const [tags, setTags] = useState<RatingTag[]>(given?.tags ?? []);
  const [text, setText] = useState(given?.text ?? "");
  const [problem, setProblem] = useState<string | null>(null);
  const rate = useRateOrder(order._id);
  const [now] = useState(() => Date.now());

  if (order.status !== "Delivered") return null;
  const changeUntil = given ? new Date(given.createdAt).getTime() + RATING_CHANGE_WINDOW_MS : null;
  const locked = changeUntil !== null && now > changeUntil;

  const toggleTag = (tag: RatingTag) =>
    setTags((current) => (current.includes(tag) ? current.filter((x) => x !== tag) : [...current, tag]));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (stars < 1) return setProblem(t(careText.chooseStars));
    setProblem(null);
    rate.mutate(
      { stars, tags, text: text.trim() },
      {
        onSuccess: () => toast.success(t(careText.ratingSaved)),
        onError: (error) => setProblem(error instanceof ApiError && error.serverMessage ? error.serverMessage : t(careText.ratingFailed)),
      },
    );
  };

  return (
    <section className="order-card care-rating" aria-labelledby="care-rating">
      <h2 id="care-rating" className="order-card__title">
        {t(careText.rateTitle)}
      </h2>
      <form className="care-form" onSubmit={submit} noValidate>
        <fieldset className="care-form__fields" disabled={locked || rate.isPending}>
          <fieldset className="care-form__group">
            <legend className="care-form__label">{t(careText.yourRating)}</legend>
            <div className="care-stars">
              {[1, 2, 3, 4, 5].map((n) => (
                <label key={n} className={n <= stars ? "care-stars__star care-stars__star--on" : "care-stars__star"}>
                  <input
                    type="radio"
                    name="order-stars"
                    value={n}
                    className="care-stars__radio"
                    checked={stars === n}
                    onChange={() => setStars(n)}
                  />
                  <StarIcon />
                  <span className="visually-hidden">{t(careText.stars, { count: n })}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset className="care-form__group">
            <legend className="care-form__label">{t(careText.whatWentWell)}</legend>
            <div className="care-form__choices">
              {RATING_TAGS.map((tag) => (
                <label key={tag} className="care-form__choice">
                  <input type="checkbox" checked={tags.includes(tag)} onChange={() => toggleTag(tag)} />
                  <span>{t(TAG_WORDS[tag])}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <label className="care-form__group">
            <span className="care-form__label">{t(careText.ratingLine)}</span>
            <input
              className="care-form__input"
              maxLength={RATING_TEXT_MAX}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          </label>
        </fieldset>
        {problem && (
          <p className="care-form__problem" role="alert">
            {problem}
          </p>
        )}
        {changeUntil !== null && !locked && (
          <p className="care-form__hint">{t(careText.changeUntil, { when: formatIndiaDateTime(new Date(changeUntil)) })}</p>
        )}
        {!locked && (
          <div className="care-form__actions">
            <button type="submit" className="btn btn--primary" disabled={rate.isPending} aria-busy={rate.isPending || undefined}>
              {rate.isPending ? t(careText.saving) : given ? t(careText.changeRating) : t(careText.sendRating)}
            </button>
          </div>
        )}
      </form>
    </section>
  );
}
