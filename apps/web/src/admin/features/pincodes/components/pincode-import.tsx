import { useId, useRef, useState, type ChangeEvent } from "react";
import { counted, type PincodeImportProblem, type PincodeImportResult } from "@taaza/domain";
import { toast } from "../../../../lib/toast.ts";
import { refusedRows, useImportPincodes } from "../api/pincodes.ts";

type Outcome = { kind: "done"; result: PincodeImportResult } | { kind: "refused"; message: string; rows: PincodeImportProblem[] };

/**
 * A CSV of delivery locations (pincode, name, optional deliveryCharges and status), checked by the
 * server with the add form's rules: all or nothing; the bad rows or the skipped ones are listed.
 */
export function PincodeImport() {
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const importCsv = useImportPincodes();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    importCsv.mutate(await file.text(), {
      onSuccess: (result) => {
        setOutcome({ kind: "done", result });
        toast.success(`Imported ${counted(result.added.length, "pincode")}`);
      },
      onError: (error) => setOutcome({ kind: "refused", message: error.message, rows: refusedRows(error) }),
    });
  };

  return (
    <section className="admin-card pincode-import" aria-labelledby={`${id}-title`}>
      <div className="pincode-import__bar">
        <h2 id={`${id}-title`} className="admin-section-title">
          Import pincodes from a CSV
        </h2>
        <button type="button" className="btn btn--secondary" disabled={importCsv.isPending} onClick={() => fileRef.current?.click()}>
          {importCsv.isPending ? "Importing…" : "Upload CSV"}
        </button>
        <input ref={fileRef} type="file" accept=".csv,text/csv" hidden aria-label="Pincodes CSV file" onChange={(e) => void upload(e)} />
      </div>
      <p className="admin-muted pincode-import__hint">
        First line: <code>pincode,name,deliveryCharges,status</code> (charges and status optional: free delivery and enabled). Every row
        follows the form&apos;s rules; one bad row and nothing is imported.
      </p>
      {outcome?.kind === "refused" && (
        <div role="alert" className="pincode-import__refused">
          <p>{outcome.message}</p>
          {outcome.rows.length > 0 && (
            <ul>
              {outcome.rows.map((row) => (
                <li key={row.row}>
                  Row {row.row}: {row.message}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {outcome?.kind === "done" && (
        <div role="status" className="pincode-import__done">
          <p>
            Imported {counted(outcome.result.added.length, "pincode")}
            {outcome.result.added.length > 0 ? `: ${outcome.result.added.join(", ")}` : ""}.
          </p>
          {outcome.result.skipped.length > 0 && (
            <>
              <p>Skipped {counted(outcome.result.skipped.length, "row")}:</p>
              <ul>
                {outcome.result.skipped.map((row) => (
                  <li key={row.row}>
                    Row {row.row} ({row.pincode}): {row.message}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </section>
  );
}
