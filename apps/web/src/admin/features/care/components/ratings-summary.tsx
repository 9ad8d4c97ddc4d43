import { useState } from "react";
import { indiaTime } from "@taaza/domain";
import { ErrorState } from "../../../../components/ui/list-state.tsx";
import { formatCalendarDay } from "../../../lib/format.ts";
import { slotLabel } from "../../../lib/slot-label.ts";
import { useRatings } from "../api/get-ratings.ts";
import "./care.css";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The dashboard's ratings of the last 7 delivery days: per day and slot, and per rider. */
export function RatingsSummary() {
  const [range] = useState(() => {
    const now = Date.now();
    return { from: indiaTime(new Date(now - 6 * DAY_MS)).date, to: indiaTime(new Date(now)).date };
  });
  const ratings = useRatings(range);

  return (
    <section aria-labelledby="dashboard-ratings" className="dashboard-tools">
      <h2 id="dashboard-ratings" className="admin-section-title">
        Ratings <span className="admin-muted">· last 7 days</span>
      </h2>
      {ratings.isPending ? (
        <div className="skeleton care-ratings__skeleton" role="status">
          <span className="visually-hidden">Loading ratings…</span>
        </div>
      ) : ratings.isError ? (
        <ErrorState message="We couldn't load the ratings." onRetry={() => void ratings.refetch()} />
      ) : ratings.data.data.length === 0 ? (
        <p className="admin-muted">No ratings in the last 7 days.</p>
      ) : (
        <div className="care-ratings">
          <table className="care-lines">
            <caption className="care-ratings__caption">Per day and slot</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Slot</th>
                <th scope="col">Ratings</th>
                <th scope="col">Average</th>
              </tr>
            </thead>
            <tbody>
              {ratings.data.data.map((row) => (
                <tr key={`${row.day}-${row.slot}`}>
                  <td>{formatCalendarDay(row.day)}</td>
                  <td>{slotLabel(row.slot)}</td>
                  <td className="tabular">{row.count}</td>
                  <td className="tabular">{row.average.toFixed(1)} ★</td>
                </tr>
              ))}
            </tbody>
          </table>
          <table className="care-lines">
            <caption className="care-ratings__caption">Per rider</caption>
            <thead>
              <tr>
                <th scope="col">Rider</th>
                <th scope="col">Ratings</th>
                <th scope="col">Average</th>
              </tr>
            </thead>
            <tbody>
              {ratings.data.riders.map((row) => (
                <tr key={row.riderId ?? "none"}>
                  <td>{row.rider ?? "No rider named"}</td>
                  <td className="tabular">{row.count}</td>
                  <td className="tabular">{row.average.toFixed(1)} ★</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
