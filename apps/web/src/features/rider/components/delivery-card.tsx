import { useId, useState, type FormEvent } from "react";
import type { FailedDeliveryReason, RiderDelivery } from "@taaza/domain";
import { ApiError } from "../../../lib/api-client.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { riderText } from "../../../lib/i18n/messages/rider.ts";
import { useRiderAction } from "../api/rider-deliveries.ts";

const STEP_TEXT = {
  placed: riderText.stepPlaced,
  packed: riderText.stepPacked,
  out_for_delivery: riderText.stepOut,
  delivered: riderText.stepDelivered,
  failed: riderText.stepFailed,
} as const;

/** One stop: who and where, call and maps, and the step's buttons, big enough for a thumb. */
export function DeliveryCard({ delivery }: { delivery: RiderDelivery }) {
  const action = useRiderAction();
  const id = useId();
  const [code, setCode] = useState("");
  const [panel, setPanel] = useState<"none" | "photo" | "failed">("none");
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoReason, setPhotoReason] = useState("no_code");
  const [failReason, setFailReason] = useState<FailedDeliveryReason>("not_at_home");
  const error = action.error instanceof ApiError ? action.error.message : action.error ? String(action.error) : null;
  const out = delivery.step === "out_for_delivery";
  const open = delivery.step !== "delivered";

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    action.mutate({ kind: "code", orderId: delivery.orderId, code });
  };

  return (
    <li className="rider-card" aria-labelledby={`${id}-name`}>
      <p className="rider-card__stop">
        {t(riderText.stop, { stop: delivery.stop })} · {delivery.billId} · {t(STEP_TEXT[delivery.step])}
      </p>
      <h2 id={`${id}-name`} className="rider-card__name">
        {delivery.customer.name}
      </h2>
      <p className="rider-card__address">
        {delivery.address.address}
        {delivery.address.landmark ? `, ${delivery.address.landmark}` : ""}, {delivery.address.city} {delivery.address.pincode}
      </p>
      <p className="rider-card__items">{t(riderText.items, { count: delivery.items })}</p>
      <div className="rider-card__links">
        <a className="btn btn--secondary rider-card__button" href={`tel:+91${delivery.customer.phone}`}>
          {t(riderText.call, { name: delivery.customer.name })}
        </a>
        <a className="btn btn--secondary rider-card__button" href={delivery.mapsUrl} target="_blank" rel="noreferrer">
          {t(riderText.maps)}
        </a>
      </div>
      {delivery.locked && (
        <p className="rider-card__error" role="alert">
          {t(riderText.locked)}
        </p>
      )}
      {open && !out && (
        <button
          type="button"
          className="btn btn--primary rider-card__button"
          disabled={action.isPending}
          onClick={() => action.mutate({ kind: "picked-up", orderId: delivery.orderId })}
        >
          {t(riderText.pickedUp)}
        </button>
      )}
      {out && !delivery.locked && (
        <form className="rider-card__code" onSubmit={submitCode}>
          <label htmlFor={`${id}-code`}>{t(riderText.codeLabel)}</label>
          <input
            id={`${id}-code`}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{4}"
            maxLength={4}
            required
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ""))}
          />
          <button type="submit" className="btn btn--primary rider-card__button" disabled={action.isPending}>
            {t(riderText.delivered)}
          </button>
        </form>
      )}
      {out && !delivery.locked && (
        <button type="button" className="rider-card__link" onClick={() => setPanel(panel === "photo" ? "none" : "photo")}>
          {t(riderText.noCode)}
        </button>
      )}
      {out && panel === "photo" && (
        <form
          className="rider-card__photo"
          onSubmit={(e) => {
            e.preventDefault();
            if (photo) action.mutate({ kind: "photo", orderId: delivery.orderId, photo, reason: photoReason });
          }}
        >
          <label htmlFor={`${id}-photo`}>{t(riderText.photoLabel)}</label>
          <input
            id={`${id}-photo`}
            type="file"
            accept="image/*"
            capture="environment"
            required
            onChange={(e) => setPhoto(e.target.files?.[0] ?? null)}
          />
          <label htmlFor={`${id}-photo-reason`}>{t(riderText.photoReasonLabel)}</label>
          <select id={`${id}-photo-reason`} value={photoReason} onChange={(e) => setPhotoReason(e.target.value)}>
            <option value="no_code">{t(riderText.reasonNoCode)}</option>
            <option value="customer_away">{t(riderText.reasonAway)}</option>
            <option value="left_with_neighbour">{t(riderText.reasonNeighbour)}</option>
          </select>
          <button type="submit" className="btn btn--primary rider-card__button" disabled={action.isPending}>
            {t(riderText.sendPhoto)}
          </button>
        </form>
      )}
      {open && (
        <button
          type="button"
          className="btn btn--secondary rider-card__button"
          onClick={() => setPanel(panel === "failed" ? "none" : "failed")}
        >
          {t(riderText.couldNotDeliver)}
        </button>
      )}
      {panel === "failed" && (
        <form
          className="rider-card__failed"
          onSubmit={(e) => {
            e.preventDefault();
            action.mutate({ kind: "failed", orderId: delivery.orderId, reason: failReason });
            setPanel("none");
          }}
        >
          <label htmlFor={`${id}-fail`}>{t(riderText.failReasonLabel)}</label>
          <select id={`${id}-fail`} value={failReason} onChange={(e) => setFailReason(e.target.value as FailedDeliveryReason)}>
            <option value="not_at_home">{t(riderText.notAtHome)}</option>
            <option value="wrong_address">{t(riderText.wrongAddress)}</option>
            <option value="refused">{t(riderText.refused)}</option>
          </select>
          <button type="submit" className="btn btn--primary rider-card__button" disabled={action.isPending}>
            {t(riderText.sendFailed)}
          </button>
        </form>
      )}
      {error && (
        <p className="rider-card__error" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}
