import { useId, useRef, useState, type KeyboardEvent } from "react";
import { createPortal } from "react-dom";
import { DELIVERY_DAYS, type DeliveryDay } from "@taaza/domain";
import { CloseIcon } from "../../../components/ui/icons.tsx";
import { ErrorState } from "../../../components/ui/list-state.tsx";
import { useModalDialog } from "../../../components/ui/use-modal-dialog.ts";
import { useDeliverySlots } from "../api/get-delivery-slots.ts";
import "./checkout-dialog.css";
import { t, type Message } from "../../../lib/i18n/i18n.ts";
import { dateInWordsFor } from "../../../lib/i18n/delivery-in-words.ts";
import { checkoutText } from "../../../lib/i18n/messages/checkout.ts";
import { dayLabel, slotLabel } from "../slot-labels.ts";

/** A slot as chosen: the day the customer saw and the date it was then, which the order keeps. */
export type ChosenSlot = { day: DeliveryDay; date: string; slot: string };

type SlotDialogProps = {
  chosen: ChosenSlot | null;
  onChoose: (slot: ChosenSlot) => void;
  onClose: () => void;
};

const SLOT_NOTES: Record<string, Message> = { "90mins": checkoutText.express };
/** From this many places left, the slot says so. */
const FEW_LEFT = 3;

/** Today/Tomorrow tabs and the slots the server offers (spec sections 2 and 9); a full one shows as "Full". */
export function SlotDialog({ chosen, onChoose, onClose }: SlotDialogProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const tabsId = useId();
  const slots = useDeliverySlots();
  const [picked, setDay] = useState<DeliveryDay | null>(chosen?.day ?? null);
  useModalDialog(dialogRef, onClose);

  const days = slots.data?.days ?? [];
  // Opens on the first day with a slot free (late in the evening, tomorrow), until the customer picks a tab.
  const day = picked ?? days.find((entry) => entry.slots.length > 0)?.day ?? "Today";
  const shown = days.find((entry) => entry.day === day);

  // Arrow keys move between the two tabs, as a tab list should.
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
    event.preventDefault();
    const next = DELIVERY_DAYS[(DELIVERY_DAYS.indexOf(day) + 1) % DELIVERY_DAYS.length] ?? "Today";
    setDay(next);
    document.getElementById(`${tabsId}-${next}`)?.focus();
  };

  return createPortal(
    <div className="checkout-dialog-layer">
      <div className="checkout-dialog-overlay" aria-hidden="true" onClick={onClose} />
      <div ref={dialogRef} className="checkout-dialog slot-dialog" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <div className="checkout-dialog__header">
          <h2 id={titleId} className="checkout-dialog__title">
            {t(checkoutText.chooseSlotTitle)}
          </h2>
          <button type="button" className="icon-button" aria-label={t(checkoutText.close)} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>

        <div className="slot-dialog__tabs" role="tablist" aria-label={t(checkoutText.deliveryDay)}>
          {DELIVERY_DAYS.map((option) => (
            <button
              key={option}
              id={`${tabsId}-${option}`}
              type="button"
              role="tab"
              className="slot-dialog__tab"
              aria-selected={day === option}
              aria-controls={`${tabsId}-panel`}
              tabIndex={day === option ? 0 : -1}
              onClick={() => setDay(option)}
              onKeyDown={onTabKey}
            >
              {dayLabel(option)}
              {days.find((entry) => entry.day === option) && (
                <span className="slot-dialog__date">{dateInWordsFor(days.find((entry) => entry.day === option)?.date ?? "")}</span>
              )}
            </button>
          ))}
        </div>

        <div id={`${tabsId}-panel`} role="tabpanel" aria-labelledby={`${tabsId}-${day}`} className="slot-dialog__panel">
          {slots.isPending ? (
            <div className="slot-dialog__grid" role="status" aria-busy="true">
              <span className="visually-hidden">{t(checkoutText.loadingSlots)}</span>
              {[0, 1, 2, 3].map((index) => (
                <span key={index} className="skeleton slot-dialog__skeleton" aria-hidden="true" />
              ))}
            </div>
          ) : slots.isError ? (
            <ErrorState message={t(checkoutText.slotsFailed)} onRetry={() => void slots.refetch()} />
          ) : !shown || shown.availability.length === 0 ? (
            <p className="slot-dialog__empty">{day === "Today" ? t(checkoutText.noSlotsToday) : t(checkoutText.noSlotsDay)}</p>
          ) : (
            <ul className="slot-dialog__grid" role="list">
              {shown.availability.map(({ slot, available, remaining, closedNote }) => {
                const selected = chosen?.date === shown.date && chosen.slot === slot;
                // A full or closed slot stays in its place, disabled, so the customer sees why it cannot be chosen.
                const special = SLOT_NOTES[slot];
                const note = available
                  ? special
                    ? t(special)
                    : remaining !== null && remaining <= FEW_LEFT
                      ? t(checkoutText.fewLeft, { count: remaining })
                      : null
                  : closedNote
                    ? t(checkoutText.closedBecause, { reason: closedNote })
                    : t(checkoutText.full);
                return (
                  <li key={slot}>
                    <button
                      type="button"
                      className="slot-dialog__slot"
                      aria-pressed={selected}
                      disabled={!available}
                      aria-label={
                        available
                          ? undefined
                          : closedNote
                            ? `${slotLabel(slot)}, ${note ?? ""}`
                            : t(checkoutText.slotFull, { slot: slotLabel(slot) })
                      }
                      onClick={() => onChoose({ day, date: shown.date, slot })}
                    >
                      <span className="slot-dialog__slot-name">{slotLabel(slot)}</span>
                      {note && <span className="slot-dialog__slot-note">{note}</span>}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      </div>
    </div>,
    document.body,
  );
}
