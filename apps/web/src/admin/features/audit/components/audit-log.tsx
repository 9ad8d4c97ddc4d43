import { useMemo } from "react";
import { Link } from "react-router";
import type { AuditEntry } from "@taaza/domain";
import { DownloadButton } from "../../../../components/ui/download-button.tsx";
import { EmptyState, ErrorState } from "../../../../components/ui/list-state.tsx";
import { Pagination } from "../../../../components/ui/pagination.tsx";
import { SectionBoundary } from "../../../../components/ui/section-boundary.tsx";
import { TableScroll } from "../../../components/table-scroll.tsx";
import { useListParams } from "../../../lib/list-params.ts";
import { auditPath, useAudit, useAuditPeople, type AuditFilters } from "../api/audit.ts";
import { AUDIT_KINDS, kindLabel } from "./audit-kinds.ts";
import "./audit.css";

const FILTERS = ["actor", "entity", "entityId", "from", "to"] as const;

const WHEN = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });

/** The owner's audit log: who did what and when, filtered by person, kind and date, a page at a time. */
export function AuditLog() {
  const { values, page, setFilter, setPage } = useListParams(FILTERS);
  const filters: AuditFilters = values;
  const audit = useAudit(filters, page);
  const people = useAuditPeople();

  return (
    <section aria-label="Audit log" aria-busy={audit.isFetching}>
      <div className="admin-card audit-filters">
        <div className="admin-field">
          <label className="admin-field__label" htmlFor="audit-actor">
            Person
          </label>
          <select id="audit-actor" className="admin-select" value={filters.actor} onChange={(e) => setFilter("actor", e.target.value)}>
            <option value="">Everyone</option>
            {(people.data ?? []).map((member) => (
              <option key={member._id} value={member._id}>
                {member.username} ({member.role})
              </option>
            ))}
          </select>
        </div>
        <div className="admin-field">
          <label className="admin-field__label" htmlFor="audit-entity">
            Kind
          </label>
          <select
            id="audit-entity"
            className="admin-select"
            value={filters.entity}
            onChange={(e) => {
              setFilter("entityId", "");
              setFilter("entity", e.target.value);
            }}
          >
            <option value="">Everything</option>
            {AUDIT_KINDS.map((kind) => (
              <option key={kind.entity} value={kind.entity}>
                {kind.label}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-field">
          <label className="admin-field__label" htmlFor="audit-from">
            From
          </label>
          <input
            id="audit-from"
            type="date"
            className="admin-input"
            value={filters.from}
            onChange={(e) => setFilter("from", e.target.value)}
          />
        </div>
        <div className="admin-field">
          <label className="admin-field__label" htmlFor="audit-to">
            To
          </label>
          <input id="audit-to" type="date" className="admin-input" value={filters.to} onChange={(e) => setFilter("to", e.target.value)} />
        </div>
        <DownloadButton path={auditPath(filters, undefined, ".csv")} fileName="audit.csv" label="Download CSV" />
      </div>
      {filters.entityId && (
        <p className="audit-one">
          History of {filters.entity || "one item"} <span className="tabular">{filters.entityId}</span>.{" "}
          <button type="button" className="btn btn--secondary" onClick={() => setFilter("entityId", "")}>
            Show all
          </button>
        </p>
      )}
      <SectionBoundary>
        {audit.isPending ? (
          <div className="admin-cards" role="status">
            <span className="visually-hidden">Loading…</span>
            {Array.from({ length: 6 }, (_, index) => (
              <div key={index} className="skeleton admin-skeleton-line" />
            ))}
          </div>
        ) : audit.isError ? (
          <ErrorState message="We couldn't load the audit log." onRetry={() => void audit.refetch()} />
        ) : audit.data.data.length === 0 ? (
          <EmptyState>No staff actions match these filters.</EmptyState>
        ) : (
          <>
            <TableScroll label="Audit log table">
              <table className="admin-table audit-table" role="table">
                <caption className="visually-hidden">Staff actions, newest first</caption>
                <thead role="rowgroup">
                  <tr role="row">
                    <th scope="col" role="columnheader">
                      When
                    </th>
                    <th scope="col" role="columnheader">
                      Who
                    </th>
                    <th scope="col" role="columnheader">
                      What
                    </th>
                    <th scope="col" role="columnheader">
                      Change
                    </th>
                  </tr>
                </thead>
                <tbody role="rowgroup">
                  {audit.data.data.map((entry) => (
                    <AuditRow key={entry._id} entry={entry} />
                  ))}
                </tbody>
              </table>
            </TableScroll>
            <Pagination
              page={audit.data.page}
              label="Audit log pages"
              counted={{ total: audit.data.total, pageSize: audit.data.pageSize, noun: "Entries" }}
              onSelect={setPage}
            />
          </>
        )}
      </SectionBoundary>
    </section>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const changes = useMemo(() => changeLines(entry.before, entry.after), [entry.before, entry.after]);
  return (
    <tr role="row">
      <td role="cell" data-label="When" className="audit-table__when">
        {WHEN.format(new Date(entry.at))}
      </td>
      <td role="cell" data-label="Who">
        {entry.actor.username || "—"}
        {entry.actor.role && <span className="audit-table__muted"> {entry.actor.role}</span>}
        {entry.ip && <span className="audit-table__muted audit-table__ip">{entry.ip}</span>}
      </td>
      <td role="cell" data-label="What">
        <span className="audit-table__action">{entry.action}</span>
        <span className="audit-table__muted audit-table__entity">
          {kindLabel(entry.entity)} <EntityLink entry={entry} />
        </span>
      </td>
      <td role="cell" data-label="Change">
        {changes.length === 0 ? (
          <span className="audit-table__muted">—</span>
        ) : (
          <ul className="audit-table__changes">
            {changes.map((line) => (
              <li key={line.field}>
                <strong>{line.field}</strong>:{" "}
                {line.before !== undefined && (
                  <del>
                    <Value text={line.before} />
                  </del>
                )}{" "}
                {line.after !== undefined && (
                  <ins>
                    <Value text={line.after} />
                  </ins>
                )}
              </li>
            ))}
          </ul>
        )}
      </td>
    </tr>
  );
}

/** A product's own screen is a click away; other kinds show their id (in full on hover). */
function EntityLink({ entry }: { entry: AuditEntry }) {
  const short = entry.entityId.length > 12 ? `${entry.entityId.slice(0, 8)}…` : entry.entityId;
  if (entry.entity === "product") return <Link to={`/admin/edit-product/${encodeURIComponent(entry.entityId)}`}>{short}</Link>;
  return <span title={entry.entityId}>{short}</span>;
}

/** A long value (a list of variants) folds away behind its first words. */
function Value({ text }: { text: string }) {
  if (text.length <= 60) return <>{text}</>;
  return (
    <details className="audit-table__value">
      <summary>{text.slice(0, 40)}…</summary>
      {text}
    </details>
  );
}

type ChangeLine = { field: string; before?: string; after?: string };

/** Each field the entry names, with what it was and what it became. */
export function changeLines(before: unknown, after: unknown): ChangeLine[] {
  const b = isRecord(before) ? before : {};
  const a = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return fields.map((field) => ({
    field,
    ...(isRecord(before) ? { before: shown(b[field]) } : {}),
    ...(isRecord(after) ? { after: shown(a[field]) } : {}),
  }));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function shown(value: unknown): string {
  if (value === null || value === undefined) return "none";
  if (typeof value === "string") return value;
  return JSON.stringify(value);
}
