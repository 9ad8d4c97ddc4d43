import { lazy, Suspense, useEffect, useId, useState, type FormEvent } from "react";
import { isServiceable, PINCODE_PATTERN } from "@taaza/domain";
import { PinIcon } from "../../../components/ui/icons.tsx";
import { Modal } from "../../../components/ui/modal.tsx";
import { usePincodes } from "../../../hooks/use-pincodes.ts";
import { savePincode } from "../../../hooks/use-chosen-pincode.ts";
import "./location-popup.css";
import { t } from "../../../lib/i18n/i18n.ts";
import { locationText } from "../../../lib/i18n/messages/location.ts";

const DeliveryDemandForm = lazy(() => import("./delivery-demand-form.tsx"));

/** Spec section 9: the popup closes 2000 ms after Continue. */
export const CLOSE_AFTER_MS = 2000;

type Outcome = "serviceable" | "notServiceable";

/** "Choose Delivery Location": is this pincode one we deliver to? The answer, then closing. */
export default function LocationPopup({ onClose }: { onClose: () => void }) {
  const inputId = useId();
  const messageId = useId();
  const hintId = useId();
  const pincodes = usePincodes();
  // Never pre-filled: the shop does not know where the customer is until they say.
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // A visitor who starts "Tell me when you deliver here" keeps the popup until they close it.
  const [held, setHeld] = useState(false);

  useEffect(() => {
    if (!outcome || held) return;
    const timer = window.setTimeout(onClose, CLOSE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [outcome, held, onClose]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const entered = text.trim();
    if (!PINCODE_PATTERN.test(entered)) return setError(t(locationText.sixDigits));
    if (!pincodes.data) return setError(t(locationText.pincodeCheckFailed));
    setError(null);
    savePincode(entered);
    setText(entered);
    setOutcome(isServiceable(entered, pincodes.data) ? "serviceable" : "notServiceable");
  };

  const message = error ?? (outcome ? t(locationText[outcome]) : null);
  return (
    <Modal title={t(locationText.locationTitle)} onClose={onClose} className="location-popup">
      <form className="location-popup__form" onSubmit={submit} noValidate>
        <p className="location-popup__lede">{t(locationText.locationLede)}</p>
        <label htmlFor={inputId} className="visually-hidden">
          {t(locationText.pincode)}
        </label>
        <div className="location-popup__field">
          <PinIcon className="location-popup__icon" />
          <input
            id={inputId}
            className="location-popup__input tabular"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            placeholder={t(locationText.pincodePlaceholder)}
            value={text}
            disabled={outcome !== null}
            aria-invalid={error ? true : undefined}
            aria-describedby={message ? `${hintId} ${messageId}` : hintId}
            onChange={(event) => {
              const digits = event.target.value.replace(/\D/g, "");
              // A letter typed is taken out of the field itself: Preact leaves an input as typed
              // when the render does not change (the text stays the same digits).
              if (event.target.value !== digits) event.target.value = digits;
              setText(digits);
              setError(null);
            }}
          />
        </div>
        {/* The spec's default pincode, 400001, is an example to follow, not a guess about the customer. */}
        <p id={hintId} className="location-popup__hint">
          {t(locationText.pincodeExample, { pincode: "400001" })}
        </p>
        <p
          id={messageId}
          className={`location-popup__message location-popup__message--${error ? "error" : (outcome ?? "none")}`}
          role="status"
        >
          {message}
        </p>
        <button
          type="submit"
          className="btn btn--primary btn--block"
          disabled={outcome !== null || (pincodes.isPending && !pincodes.isError)}
        >
          {pincodes.isPending ? t(locationText.checking) : t(locationText.continue)}
        </button>
      </form>
      {outcome === "notServiceable" && (
        <Suspense fallback={null}>
          <DeliveryDemandForm pincode={text} onEngage={() => setHeld(true)} />
        </Suspense>
      )}
    </Modal>
  );
}
