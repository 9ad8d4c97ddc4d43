import { useState, type FormEvent } from "react";
import { toast } from "../../../../lib/toast.ts";
import { DELIVERY_SLOTS, MAX_LEAD_TIME_MINUTES, type SlotCapacity } from "@taaza/domain";
import { reportFailure } from "../../../lib/report-error.ts";
import { useSaveSlotSettings } from "../api/delivery-slots.ts";
import { CAPACITY_HINT, parseCapacity } from "./capacity-text.ts";

/** The same-day lead time and each slot's default capacity, saved together. */
export function SlotSettingsForm({ settings }: { settings: SlotCapacity }) {
  const [leadTime, setLeadTime] = useState(String(settings.leadTimeMinutes));
  const [capacities, setCapacities] = useState<Record<string, string>>(() =>
    Object.fromEntries(settings.defaults.map((d) => [d.slot, d.capacity === null ? "" : String(d.capacity)])),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveSlotSettings();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const minutes = /^\d{1,3}$/.test(leadTime.trim()) ? Number(leadTime.trim()) : NaN;
    if (!(minutes >= 0 && minutes <= MAX_LEAD_TIME_MINUTES)) {
      setProblem(`Lead time must be a whole number of minutes from 0 to ${MAX_LEAD_TIME_MINUTES}`);
      return;
    }
    const defaults = DELIVERY_SLOTS.map(({ slot }) => ({ slot, capacity: parseCapacity(capacities[slot] ?? "") }));
    const bad = defaults.find((d) => d.capacity === undefined);
    if (bad) {
      setProblem(`${bad.slot}: capacity must be a whole number of orders (blank = unlimited)`);
      return;
    }
    setProblem(null);
    save.mutate(
      { leadTimeMinutes: minutes, defaults: defaults.map((d) => ({ slot: d.slot, capacity: d.capacity ?? null })) },
      {
        onSuccess: () => toast.success("Delivery slot settings saved"),
        onError: (error) => reportFailure("Could not save the settings", error),
      },
    );
  };

  return (
    <form className="admin-card slot-section" onSubmit={submit} noValidate aria-labelledby="slot-settings-title">
      <h2 id="slot-settings-title" className="admin-section-title">
        Every day
      </h2>
      <label className="admin-field slot-settings__lead">
        <span className="admin-field__label">Same-day lead time (minutes)</span>
        <input
          className="admin-input"
          name="leadTimeMinutes"
          inputMode="numeric"
          value={leadTime}
          onChange={(e) => setLeadTime(e.target.value)}
        />
        <span className="admin-field__hint">
          A slot stops being offered this long before it starts (express delivery keeps its 6 PM cut-off).
        </span>
      </label>
      <fieldset className="slot-settings__defaults">
        <legend className="admin-field__label">Orders each slot takes ({CAPACITY_HINT})</legend>
        <div className="slot-settings__grid">
          {settings.defaults.map(({ slot }) => (
            <label key={slot} className="admin-field">
              <span className="admin-field__hint">{slot}</span>
              <input
                className="admin-input"
                name={`capacity-${slot}`}
                inputMode="numeric"
                placeholder="Unlimited"
                value={capacities[slot] ?? ""}
                onChange={(e) => setCapacities((current) => ({ ...current, [slot]: e.target.value }))}
              />
            </label>
          ))}
        </div>
      </fieldset>
      {problem && (
        <p className="admin-form-error" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="btn btn--primary" disabled={save.isPending}>
        {save.isPending ? "Saving…" : "Save"}
      </button>
    </form>
  );
}
