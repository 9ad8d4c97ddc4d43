import { useState, type FormEvent } from "react";
import { toast } from "../../../../lib/toast.ts";
import { DELIVERY_SLOTS, type SlotCapacity } from "@taaza/domain";
import { reportFailure } from "../../../lib/report-error.ts";
import { useRemoveSlotOverride, useSetSlotOverride } from "../api/delivery-slots.ts";
import { describeCapacity } from "./capacity-text.ts";

/** A date's own capacity for one slot (beats the slot's default), and the ones already set. */
export function SlotOverrides({ settings, today }: { settings: SlotCapacity; today: string }) {
  const [date, setDate] = useState(settings.upcoming[1]?.date ?? today);
  const [slot, setSlot] = useState<string>(DELIVERY_SLOTS[1].slot);
  const [capacity, setCapacity] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const setOverride = useSetSlotOverride();
  const removeOverride = useRemoveSlotOverride();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!/^\d{1,5}$/.test(capacity.trim())) {
      setProblem("Capacity must be a whole number of orders, 0 or more");
      return;
    }
    setProblem(null);
    setOverride.mutate(
      { date, slot: slot as (typeof DELIVERY_SLOTS)[number]["slot"], capacity: Number(capacity.trim()) },
      {
        onSuccess: () => toast.success(`Capacity set for ${slot} on ${date}`),
        onError: (error) => reportFailure("Could not set the capacity", error),
      },
    );
  };

  return (
    <section className="admin-card slot-section" aria-labelledby="slot-overrides-title">
      <h2 id="slot-overrides-title" className="admin-section-title">
        One date, one slot
      </h2>
      <form className="slot-inline-form" onSubmit={submit} noValidate>
        <label className="admin-field">
          <span className="admin-field__label">Date</span>
          <input
            className="admin-input"
            type="date"
            name="overrideDate"
            min={today}
            value={date}
            onChange={(e) => setDate(e.target.value)}
            required
          />
        </label>
        <label className="admin-field">
          <span className="admin-field__label">Slot</span>
          <select className="admin-select" name="overrideSlot" value={slot} onChange={(e) => setSlot(e.target.value)}>
            {DELIVERY_SLOTS.map((s) => (
              <option key={s.slot} value={s.slot}>
                {s.slot}
              </option>
            ))}
          </select>
        </label>
        <label className="admin-field">
          <span className="admin-field__label">Orders</span>
          <input
            className="admin-input"
            name="overrideCapacity"
            inputMode="numeric"
            value={capacity}
            onChange={(e) => setCapacity(e.target.value)}
          />
        </label>
        <button type="submit" className="btn btn--primary" disabled={setOverride.isPending}>
          Set
        </button>
      </form>
      {problem && (
        <p className="admin-form-error" role="alert">
          {problem}
        </p>
      )}
      {settings.overrides.length === 0 ? (
        <p className="admin-field__hint">No date has its own capacity; every slot takes its default.</p>
      ) : (
        <ul className="slot-chips" aria-label="Capacities set for a date">
          {settings.overrides.map((o) => (
            <li key={`${o.date} ${o.slot}`} className="slot-chip">
              <span>
                {o.date}, {o.slot}: {describeCapacity(o.capacity)}
              </span>
              <button
                type="button"
                className="link-button"
                aria-label={`Remove the capacity for ${o.slot} on ${o.date}`}
                disabled={removeOverride.isPending}
                onClick={() =>
                  removeOverride.mutate({ date: o.date, slot: o.slot }, { onError: (error) => reportFailure("Could not remove it", error) })
                }
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
