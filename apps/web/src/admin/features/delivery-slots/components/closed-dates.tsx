import { useState, type FormEvent } from "react";
import { toast } from "../../../../lib/toast.ts";
import type { SlotCapacity } from "@taaza/domain";
import { reportFailure } from "../../../lib/report-error.ts";
import { useCloseDate, useReopenDate } from "../api/delivery-slots.ts";

/** Dates with no deliveries at all (a festival): every slot of the date shows as Full. */
export function ClosedDates({ settings, today }: { settings: SlotCapacity; today: string }) {
  const [date, setDate] = useState("");
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const closeDate = useCloseDate();
  const reopenDate = useReopenDate();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) {
      setProblem("Choose the date to close");
      return;
    }
    setProblem(null);
    closeDate.mutate(
      { date, reason: reason.trim() || undefined },
      {
        onSuccess: () => {
          toast.success(`No deliveries on ${date}`);
          setDate("");
          setReason("");
        },
        onError: (error) => reportFailure("Could not close the date", error),
      },
    );
  };

  return (
    <section className="admin-card slot-section" aria-labelledby="closed-dates-title">
      <h2 id="closed-dates-title" className="admin-section-title">
        Closed dates
      </h2>
      <form className="slot-inline-form" onSubmit={submit} noValidate>
        <label className="admin-field">
          <span className="admin-field__label">Date</span>
          <input className="admin-input" type="date" name="closedDate" min={today} value={date} onChange={(e) => setDate(e.target.value)} />
        </label>
        <label className="admin-field">
          <span className="admin-field__label">Reason (optional)</span>
          <input className="admin-input" name="closedReason" maxLength={100} value={reason} onChange={(e) => setReason(e.target.value)} />
        </label>
        <button type="submit" className="btn btn--primary" disabled={closeDate.isPending}>
          Close date
        </button>
      </form>
      {problem && (
        <p className="admin-form-error" role="alert">
          {problem}
        </p>
      )}
      {settings.closedDates.length === 0 ? (
        <p className="admin-field__hint">No closed dates ahead.</p>
      ) : (
        <ul className="slot-chips" aria-label="Closed dates">
          {settings.closedDates.map((c) => (
            <li key={c.date} className="slot-chip">
              <span>
                {c.date}
                {c.reason && ` (${c.reason})`}
              </span>
              <button
                type="button"
                className="link-button"
                aria-label={`Reopen ${c.date}`}
                disabled={reopenDate.isPending}
                onClick={() => reopenDate.mutate(c.date, { onError: (error) => reportFailure("Could not reopen the date", error) })}
              >
                Reopen
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
