import { useId, useState, type FormEvent } from "react";
import { readDemandContact } from "@taaza/domain";
import { t } from "../../../lib/i18n/i18n.ts";
import { locationText } from "../../../lib/i18n/messages/location.ts";
import { useAskForDelivery } from "../api/ask-for-delivery.ts";
import "./delivery-demand-form.css";

/**
 * "Tell me when you deliver here" for a pincode the shop does not serve (issue 33): an email or a
 * mobile number, checked here by the server's own rule before it is sent.
 */
/** `onEngage`: the visitor pointed at or typed in the form (a focus alone, which a dialog may move, is not engaging). */
export default function DeliveryDemandForm({ pincode, onEngage }: { pincode: string; onEngage?: () => void }) {
  const titleId = useId();
  const inputId = useId();
  const messageId = useId();
  const [contact, setContact] = useState("");
  const [error, setError] = useState<string | null>(null);
  const ask = useAskForDelivery();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!readDemandContact(contact)) return setError(t(locationText.demandInvalid));
    setError(null);
    ask.mutate({ pincode, contact }, { onError: (failure) => setError(failure.message) });
  };

  if (ask.isSuccess)
    return (
      <p className="delivery-demand delivery-demand__thanks" role="status">
        {t(locationText.demandThanks, { pincode })}
      </p>
    );

  return (
    <form className="delivery-demand" onSubmit={submit} onPointerDown={onEngage} noValidate aria-labelledby={titleId}>
      <p id={titleId} className="delivery-demand__label">
        {t(locationText.demandTitle)}
      </p>
      <label htmlFor={inputId} className="visually-hidden">
        {t(locationText.demandPlaceholder)}
      </label>
      <div className="delivery-demand__row">
        <input
          id={inputId}
          className="delivery-demand__input"
          type="text"
          inputMode="email"
          autoComplete="email"
          placeholder={t(locationText.demandPlaceholder)}
          value={contact}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? messageId : undefined}
          onChange={(event) => {
            setContact(event.target.value);
            setError(null);
            onEngage?.();
          }}
        />
        <button type="submit" className="btn btn--secondary delivery-demand__submit" disabled={ask.isPending}>
          {t(locationText.demandSubmit)}
        </button>
      </div>
      {error && (
        <p id={messageId} className="delivery-demand__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
