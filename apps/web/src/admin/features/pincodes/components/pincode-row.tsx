import { useRef, useState } from "react";
import { toast } from "../../../../lib/toast.ts";
import { formatRupees, type Pincode, PINCODE_MESSAGES } from "@taaza/domain";
import { reportFailure } from "../../../lib/report-error.ts";
import { useDeletePincode, useUpdatePincode } from "../api/pincodes.ts";
import { checkPincode, type PincodeFields } from "./pincode-rules.ts";

function fieldsOf(pincode: Pincode): PincodeFields {
  return { pincode: String(pincode.pincode), name: pincode.name, deliveryCharges: String(pincode.deliveryCharges), status: pincode.status };
}

/** One delivery location; EDIT turns the row into fields and the button into SAVE. */
export function PincodeRow({ pincode }: { pincode: Pincode }) {
  const [editing, setEditing] = useState(false);
  const [fields, setFields] = useState<PincodeFields>(() => fieldsOf(pincode));
  const [invalid, setInvalid] = useState<keyof PincodeFields | null>(null);
  const rowRef = useRef<HTMLTableRowElement>(null);
  const update = useUpdatePincode();
  const remove = useDeletePincode();
  const confirmDelete = () => {
    if (!window.confirm(`Delete pincode ${pincode.pincode} (${pincode.name})? Customers there can no longer choose it.`)) return;
    remove.mutate(pincode._id, {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (error) => reportFailure("Could not delete the pincode", error),
    });
  };
  const set = <K extends keyof PincodeFields>(key: K, value: PincodeFields[K]) => setFields((current) => ({ ...current, [key]: value }));

  const startEditing = () => {
    setFields(fieldsOf(pincode));
    setEditing(true);
    requestAnimationFrame(() => rowRef.current?.querySelector<HTMLElement>('[name="pincode"]')?.focus());
  };

  const save = () => {
    const checked = checkPincode(fields);
    if (!checked.ok) {
      setInvalid(checked.field);
      toast.error(checked.message);
      rowRef.current?.querySelector<HTMLElement>(`[name="${checked.field}"]`)?.focus();
      return;
    }
    setInvalid(null);
    update.mutate(
      { id: pincode._id, input: checked.value },
      {
        onSuccess: () => {
          toast.success(PINCODE_MESSAGES.updated);
          setEditing(false);
        },
        onError: (error) => reportFailure(PINCODE_MESSAGES.updateFailed, error),
      },
    );
  };

  const label = `for ${pincode.pincode}`;

  return (
    <tr ref={rowRef} role="row" data-editing={editing ? "" : undefined}>
      {editing ? (
        <>
          <th scope="row" role="rowheader" className="pincode-table__code">
            <input
              className="admin-input pincode-table__pincode tabular"
              name="pincode"
              aria-label={`Pincode ${label}`}
              inputMode="numeric"
              maxLength={6}
              value={fields.pincode}
              onChange={(e) => set("pincode", e.target.value)}
              aria-invalid={invalid === "pincode" || undefined}
              autoComplete="off"
            />
          </th>
          <td role="cell" className="pincode-table__name">
            <input
              className="admin-input"
              name="name"
              aria-label={`Area name ${label}`}
              value={fields.name}
              onChange={(e) => set("name", e.target.value)}
              aria-invalid={invalid === "name" || undefined}
              autoComplete="off"
            />
          </td>
          <td role="cell" className="num pincode-table__money" data-label="Charges (₹)">
            <input
              className="admin-input pincode-table__charges tabular"
              name="deliveryCharges"
              aria-label={`Delivery charges in rupees ${label}`}
              inputMode="decimal"
              value={fields.deliveryCharges}
              onChange={(e) => set("deliveryCharges", e.target.value)}
              aria-invalid={invalid === "deliveryCharges" || undefined}
              autoComplete="off"
            />
          </td>
        </>
      ) : (
        <>
          <th scope="row" role="rowheader" className="pincode-table__code tabular">
            {pincode.pincode}
          </th>
          <td role="cell" className="pincode-table__name">
            {pincode.name}
          </td>
          <td role="cell" className="num pincode-table__money" data-label="Charges">
            {formatRupees(pincode.deliveryCharges)}
          </td>
        </>
      )}
      <td role="cell" className="pincode-table__status">
        {editing ? (
          <label className="admin-check pincode-table__enable">
            <input type="checkbox" name="status" checked={fields.status} onChange={(e) => set("status", e.target.checked)} />
            <span className="pincode-table__enable-text">Enabled</span>
            <span className="visually-hidden"> {label}</span>
          </label>
        ) : (
          <span className={pincode.status ? "pincode-status pincode-status--on" : "pincode-status"}>
            {pincode.status ? "Enabled" : "Disabled"}
          </span>
        )}
      </td>
      <td role="cell" className="pincode-table__action">
        {editing ? (
          <span className="pincode-table__actions">
            <button type="button" className="btn btn--primary btn--small" onClick={save} disabled={update.isPending}>
              SAVE
            </button>
            <button type="button" className="btn btn--secondary btn--small" onClick={() => setEditing(false)} disabled={update.isPending}>
              Cancel
            </button>
          </span>
        ) : (
          <span className="pincode-table__actions">
            <button type="button" className="btn btn--secondary btn--small" onClick={startEditing} aria-label={`EDIT ${pincode.pincode}`}>
              EDIT
            </button>
            <button
              type="button"
              className="btn btn--secondary btn--small"
              onClick={confirmDelete}
              disabled={remove.isPending}
              aria-label={`Delete ${pincode.pincode}`}
            >
              Delete
            </button>
          </span>
        )}
      </td>
    </tr>
  );
}
