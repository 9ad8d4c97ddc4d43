import { useState, type FormEvent } from "react";
import { toast } from "../../../../lib/toast.ts";
import { DELIVERY_SLOTS, type OrdersOnDate, type SlotCapacity, type SlotOverrideBody } from "@taaza/domain";
import { reportFailure } from "../../../lib/report-error.ts";
import { getOrdersOnDate, useRemoveSlotOverride, useSetSlotOverride } from "../api/delivery-slots.ts";
import { describeCapacity } from "./capacity-text.ts";
import { PaidOrdersConfirm } from "./paid-orders-confirm.tsx";

/**
 * A date's own capacity for one slot (beats the slot's default), and the ones already set. 0
 * closes the slot, with a reason customers read; paid orders in it are shown before it closes.
 */
export function SlotOverrides({ settings, today }: { settings: SlotCapacity; today: string }) {
  const [date, setDate] = useState(settings.upcoming[1]?.date ?? today);
  const [slot, setSlot] = useState<string>(DELIVERY_SLOTS[1].slot);
  const [capacity, setCapacity] = useState("");
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [closing, setClosing] = useState<{ body: SlotOverrideBody; orders: OrdersOnDate["orders"] } | null>(null);
  const setOverride = useSetSlotOverride();
  const removeOverride = useRemoveSlotOverride();

  const closes = capacity.trim() === "0";

  const save = (body: SlotOverrideBody) =>
    setOverride.mutate(body, {
      onSuccess: () => {
        toast.success(body.capacity === 0 ? `${body.slot} closed on ${body.date}` : `Capacity set for ${body.slot} on ${body.date}`);
        setClosing(null);
      },
      onError: (error) => reportFailure("Could not set the capacity", error),
    });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!/^\d{1,5}$/.test(capacity.trim())) {
      setProblem("Capacity must be a whole number of orders, 0 or more");
      return;
    }
    setProblem(null);
    const body: SlotOverrideBody = {
      date,
      slot: slot as (typeof DELIVERY_SLOTS)[number]["slot"],
      capacity: Number(capacity.trim()),
      ...(closes ? { reason: reason.trim() } : {}),
    };
    if (!closes) return save(body);
    try {
      const { orders } = await getOrdersOnDate(date, slot);
      if (orders.length === 0) save(body);
      else setClosing({ body, orders });
    } catch (error) {
      reportFailure("Could not read the orders in that slot", error);
    }
  };

  return (
    <section className="admin-card slot-section" aria-labelledby="slot-overrides-title">
      <h2 id="slot-overrides-title" className="admin-section-title">
        One date, one slot
      </h2>
      <form className="slot-inline-form" onSubmit={(event) => void submit(event)} noValidate>
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
        {closes && (
          <label className="admin-field">
            <span className="admin-field__label">Why closed (customers see it)</span>
            <input
              className="admin-input"
              name="overrideReason"
              maxLength={100}
              placeholder="Rider strike"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </label>
        )}
        <button type="submit" className="btn btn--primary" disabled={setOverride.isPending || closing !== null}>
          Set
        </button>
      </form>
      {problem && (
        <p className="admin-form-error" role="alert">
          {problem}
        </p>
      )}
      {closing && (
        <PaidOrdersConfirm
          what={`${closing.body.slot} on ${closing.body.date}`}
          shownAs={closing.body.reason ? `Closed: ${closing.body.reason}` : "Full"}
          orders={closing.orders}
          busy={setOverride.isPending}
          onConfirm={() => save({ ...closing.body, confirm: true })}
          onKeep={() => setClosing(null)}
        />
      )}
      {settings.overrides.length === 0 ? (
        <p className="admin-field__hint">No date has its own capacity; every slot takes its default.</p>
      ) : (
        <ul className="slot-chips" aria-label="Capacities set for a date">
          {settings.overrides.map((o) => (
            <li key={`${o.date} ${o.slot}`} className="slot-chip">
              <span>
                {o.date}, {o.slot}: {describeCapacity(o.capacity)}
                {o.reason && ` (${o.reason})`}
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
