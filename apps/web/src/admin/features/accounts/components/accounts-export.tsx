import { useId, useState } from "react";
import { exportRangeQuery, indiaTime, MAX_EXPORT_DAYS } from "@taaza/domain";
import { DownloadButton } from "../../../../components/ui/download-button.tsx";

/** The first day of the current month in India: the usual range of a monthly GST return. */
function monthStart(today: string): string {
  return `${today.slice(0, 8)}01`;
}

/** The accountant's exports: bills and credit notes, and the HSN-wise summary, for a date range. */
export function AccountsExport() {
  const today = indiaTime(new Date()).date;
  const [from, setFrom] = useState(monthStart(today));
  const [to, setTo] = useState(today);
  const fromId = useId();
  const toId = useId();
  const problemId = useId();
  const checked = exportRangeQuery.safeParse({ from, to });
  const problem = checked.success ? null : (checked.error.issues[0]?.message ?? "Choose a valid range");
  const query = new URLSearchParams({ from, to }).toString();

  return (
    <section className="admin-card" aria-labelledby="accounts-export">
      <h2 id="accounts-export" className="admin-section-title">
        Export for the accountant
      </h2>
      <p>
        Bills and credit notes dated in the range (India time, both days included, at most {MAX_EXPORT_DAYS} days), and the HSN-wise summary
        a GST return needs.
      </p>
      <div className="admin-field-row">
        <div className="admin-field">
          <label htmlFor={fromId} className="admin-field__label">
            From
          </label>
          <input
            id={fromId}
            type="date"
            className="admin-input"
            value={from}
            onChange={(e) => setFrom(e.target.value)}
            aria-describedby={problem ? problemId : undefined}
          />
        </div>
        <div className="admin-field">
          <label htmlFor={toId} className="admin-field__label">
            To
          </label>
          <input
            id={toId}
            type="date"
            className="admin-input"
            value={to}
            onChange={(e) => setTo(e.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
          />
        </div>
      </div>
      {problem && (
        <p id={problemId} className="text-field__error" role="alert">
          {problem}
        </p>
      )}
      {!problem && (
        <div className="admin-buttons">
          <DownloadButton
            path={`/admin/accounts/bills.csv?${query}`}
            fileName={`bills-${from}-to-${to}.csv`}
            label="Bills and credit notes (CSV)"
          />
          <DownloadButton
            path={`/admin/accounts/hsn-summary.csv?${query}`}
            fileName={`hsn-summary-${from}-to-${to}.csv`}
            label="HSN summary (CSV)"
          />
        </div>
      )}
    </section>
  );
}
