import type { SlotCapacity } from "@taaza/domain";
import { TableScroll } from "../../../components/table-scroll.tsx";

/** Today's and tomorrow's slots: places taken against what each takes. */
export function UpcomingSlots({ settings }: { settings: SlotCapacity }) {
  return (
    <section className="admin-card slot-section" aria-labelledby="upcoming-slots-title">
      <h2 id="upcoming-slots-title" className="admin-section-title">
        Today and tomorrow
      </h2>
      <TableScroll label="Places taken per slot">
        <table className="admin-table slot-load-table">
          <caption className="visually-hidden">Orders and held checkouts per slot, against each slot&apos;s capacity</caption>
          <thead>
            <tr>
              <th scope="col">Slot</th>
              {settings.upcoming.map((day) => (
                <th key={day.day} scope="col">
                  {day.day} ({day.date})
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {settings.defaults.map(({ slot }) => (
              <tr key={slot}>
                <th scope="row">{slot}</th>
                {settings.upcoming.map((day) => {
                  const load = day.slots.find((s) => s.slot === slot);
                  return <td key={day.day}>{load ? loadText(load) : "–"}</td>;
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}

function loadText(load: { capacity: number | null; taken: number; closed: boolean }): string {
  if (load.closed || load.capacity === 0) return load.taken > 0 ? `Closed (${load.taken} taken)` : "Closed";
  if (load.capacity === null) return `${load.taken} taken`;
  return `${load.taken} of ${load.capacity}${load.taken >= load.capacity ? " · Full" : ""}`;
}
