import { useState, type FormEvent } from "react";
import { toast } from "../../../../lib/toast.ts";
import { PINCODE_MESSAGES } from "@taaza/domain";
import { TextField } from "../../../../components/ui/text-field.tsx";
import { reportFailure } from "../../../lib/report-error.ts";
import { useAddPincode } from "../api/pincodes.ts";
import { checkPincode, type PincodeFields } from "./pincode-rules.ts";

const EMPTY: PincodeFields = { pincode: "", name: "", deliveryCharges: "", status: true };

/** Adds a delivery location: pincode, area name, delivery charge and whether it is served now. */
export function PincodeAddForm() {
  const [fields, setFields] = useState<PincodeFields>(EMPTY);
  const [problem, setProblem] = useState<{ field: keyof PincodeFields; message: string } | null>(null);
  const addPincode = useAddPincode();

  const set = <K extends keyof PincodeFields>(key: K, value: PincodeFields[K]) => setFields((current) => ({ ...current, [key]: value }));
  const errorOf = (key: keyof PincodeFields) => (problem?.field === key ? problem.message : undefined);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const checked = checkPincode(fields);
    if (!checked.ok) {
      setProblem({ field: checked.field, message: checked.message });
      toast.error(checked.message);
      form.querySelector<HTMLElement>(`[name="${checked.field}"]`)?.focus();
      return;
    }
    setProblem(null);
    addPincode.mutate(checked.value, {
      onSuccess: () => {
        toast.success(PINCODE_MESSAGES.added);
        setFields(EMPTY);
        form.querySelector<HTMLElement>('[name="pincode"]')?.focus();
      },
      onError: (error) => reportFailure(PINCODE_MESSAGES.addFailed, error),
    });
  };

  return (
    <form className="admin-card pincode-add" onSubmit={submit} noValidate aria-labelledby="pincode-add-title">
      <h2 id="pincode-add-title" className="admin-section-title">
        Add a delivery location
      </h2>
      <div className="pincode-add__fields">
        <TextField
          label="Pincode"
          name="pincode"
          inputMode="numeric"
          maxLength={6}
          value={fields.pincode}
          onChange={(e) => set("pincode", e.target.value)}
          error={errorOf("pincode")}
          autoComplete="off"
        />
        <TextField
          label="Area name"
          name="name"
          value={fields.name}
          onChange={(e) => set("name", e.target.value)}
          error={errorOf("name")}
          autoComplete="off"
        />
        <TextField
          label="Delivery charges (₹)"
          name="deliveryCharges"
          inputMode="decimal"
          value={fields.deliveryCharges}
          onChange={(e) => set("deliveryCharges", e.target.value)}
          error={errorOf("deliveryCharges")}
          autoComplete="off"
        />
        <label className="admin-check pincode-add__status">
          <input type="checkbox" name="status" checked={fields.status} onChange={(e) => set("status", e.target.checked)} />
          Enabled
        </label>
        <button type="submit" className="btn btn--primary pincode-add__submit" disabled={addPincode.isPending}>
          {addPincode.isPending ? "Adding…" : "Add"}
        </button>
      </div>
    </form>
  );
}
