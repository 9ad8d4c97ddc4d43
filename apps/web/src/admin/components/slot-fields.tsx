import { useId } from "react";
import { useSearchParams } from "react-router";
import { DELIVERY_SLOTS, deliveryDate } from "@taaza/domain";

/**
 * The delivery date and slot a staff screen works on, kept in the address (`?date=&slot=`) so a
 * link or a reload opens the same slot: today's date and the first timed slot by default.
 */
export function useChosenSlot() {
  const [params, setParams] = useSearchParams();
  const date = params.get("date") || deliveryDate("Today", new Date());
  const slot = params.get("slot") || DELIVERY_SLOTS[1].slot;
  const choose = (changes: Record<string, string>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) next.set(key, value);
        return next;
      },
      { replace: true },
    );
  return { date, slot, params, choose };
}

/** The date and slot fields of such a screen; choosing either starts its list on page 1 again. */
export function SlotFields({ date, slot, onChoose }: { date: string; slot: string; onChoose: (changes: Record<string, string>) => void }) {
  const dateId = useId();
  const slotId = useId();
  return (
    <>
      <div className="admin-field">
        <label htmlFor={dateId} className="admin-field__label">
          Delivery date
        </label>
        <input
          id={dateId}
          type="date"
          className="admin-input"
          value={date}
          required
          onChange={(event) => event.target.value && onChoose({ date: event.target.value, page: "1" })}
        />
      </div>
      <div className="admin-field">
        <label htmlFor={slotId} className="admin-field__label">
          Slot
        </label>
        <select id={slotId} className="admin-select" value={slot} onChange={(event) => onChoose({ slot: event.target.value, page: "1" })}>
          {DELIVERY_SLOTS.map((s) => (
            <option key={s.slot} value={s.slot}>
              {s.slot}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
