import { useState, type FormEvent } from "react";
import { toast } from "../../../../lib/toast.ts";
import { SLOT_CLOSING_MESSAGES, type OrdersOnDate, type SlotCapacity } from "@taaza/domain";
import { reportFailure } from "../../../lib/report-error.ts";
import { getOrdersOnDate, useCloseDate, useReopenDate } from "../api/delivery-slots.ts";
import { PaidOrdersConfirm } from "./paid-orders-confirm.tsx";

type Closing = { date: string; reason: string; orders: OrdersOnDate["orders"] };

/**
 * Dates with no deliveries at all (a festival): every slot of the date shows customers
 * "Closed: <reason>". Before a date with paid orders closes, staff see those orders and confirm.
 */
export function ClosedDates({ settings, today }: { settings: SlotCapacity; today: string }) {
  const [date, setDate] = useState("");
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [closing, setClosing] = useState<Closing | null>(null);
  const closeDate = useCloseDate();
  const reopenDate = useReopenDate();

  const close = (input: { date: string; reason: string; confirm?: boolean }) =>
    closeDate.mutate(input, {
      onSuccess: () => {
        toast.success(`No deliveries on ${input.date}`);
        setDate("");
        setReason("");
        setClosing(null);
      },
      onError: (error) => reportFailure("Could not close the date", error),
    });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) {
      setProblem("Choose the date to close");
      return;
    }
    if (reason.trim() === "") {
      setProblem(SLOT_CLOSING_MESSAGES.reasonRequired);
      return;
    }
    setProblem(null);
    setChecking(true);
    try {
      const { orders } = await getOrdersOnDate(date);
      if (orders.length === 0) close({ date, reason: reason.trim() });
      else setClosing({ date, reason: reason.trim(), orders });
    } catch (error) {
      reportFailure("Could not read the orders on that date", error);
    } finally {
      setChecking(false);
    }
  };

  return (
    <section className="admin-card slot-section" aria-labelledby="closed-dates-title">
      <h2 id="closed-dates-title" className="admin-section-title">
        Closed dates
      </h2>
      <form className="slot-inline-form" onSubmit={(event) => void submit(event)} noValidate>
        <label className="admin-field">
          <span className="admin-field__label">Date</span>
          <input
            className="admin-input"
            type="date"
            name="closedDate"
            min={today}
            value={date}
            onChange={(e) => {
              setDate(e.target.value);
              setClosing(null);
            }}
          />
        </label>
        <label className="admin-field">
          <span className="admin-field__label">Reason (customers see it)</span>
          <input
            className="admin-input"
            name="closedReason"
            maxLength={100}
            required
            placeholder="Diwali"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </label>
        <button type="submit" className="btn btn--primary" disabled={closeDate.isPending || checking || closing !== null}>
          Close date
        </button>
      </form>
      {problem && (
        <p className="admin-form-error" role="alert">
          {problem}
        </p>
      )}
      {closing && (
        <PaidOrdersConfirm
          what={closing.date}
          shownAs={`Closed: ${closing.reason}`}
          orders={closing.orders}
          busy={closeDate.isPending}
          onConfirm={() => close({ date: closing.date, reason: closing.reason, confirm: true })}
          onKeep={() => setClosing(null)}
        />
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
