import { useState, type FormEvent } from "react";
import { STAFF_ROLES, staffCreateBody, type StaffRole } from "@taaza/domain";
import { TextField } from "../../../../components/ui/text-field.tsx";
import { toast } from "../../../../lib/toast.ts";
import { reportFailure } from "../../../lib/report-error.ts";
import { useAddStaff } from "../api/staff.ts";
import { ROLE_NAMES } from "./role-names.ts";

type Fields = { username: string; email: string; password: string; phone: string; role: StaffRole };
const EMPTY: Fields = { username: "", email: "", password: "", phone: "", role: "packer" };

/** The owner adds a staff account by email, with a first password and a role. */
export function StaffAddForm() {
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [problem, setProblem] = useState<{ field: keyof Fields; message: string } | null>(null);
  const add = useAddStaff();
  const set = <K extends keyof Fields>(key: K, value: Fields[K]) => setFields((current) => ({ ...current, [key]: value }));
  const errorOf = (key: keyof Fields) => (problem?.field === key ? problem.message : undefined);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const checked = staffCreateBody.safeParse({ ...fields, phone: fields.phone.trim() || undefined });
    if (!checked.success) {
      const issue = checked.error.issues[0]!;
      const field = String(issue.path[0] ?? "username") as keyof Fields;
      setProblem({ field, message: issue.message });
      form.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
      return;
    }
    setProblem(null);
    add.mutate(checked.data, {
      onSuccess: (member) => {
        toast.success(`${member.username} added as ${ROLE_NAMES[member.role].name.toLowerCase()}`);
        setFields(EMPTY);
      },
      onError: (error) => reportFailure("Could not add the staff member", error),
    });
  };

  return (
    <form className="admin-card staff-add" onSubmit={submit} noValidate aria-labelledby="staff-add-title">
      <h2 id="staff-add-title" className="admin-section-title">
        Add a staff member
      </h2>
      <div className="staff-add__fields">
        <TextField
          label="Name"
          name="username"
          value={fields.username}
          onChange={(e) => set("username", e.target.value)}
          error={errorOf("username")}
          autoComplete="off"
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          value={fields.email}
          onChange={(e) => set("email", e.target.value)}
          error={errorOf("email")}
          autoComplete="off"
        />
        <TextField
          label="First password"
          name="password"
          type="password"
          value={fields.password}
          onChange={(e) => set("password", e.target.value)}
          error={errorOf("password")}
          hint="They can change it from My Account."
          autoComplete="new-password"
        />
        <TextField
          label="Phone (riders)"
          name="phone"
          inputMode="tel"
          maxLength={10}
          value={fields.phone}
          onChange={(e) => set("phone", e.target.value)}
          error={errorOf("phone")}
          hint="Customers call this number while the rider brings their order."
          autoComplete="off"
        />
        <div className="admin-field">
          <label className="admin-field__label" htmlFor="staff-add-role">
            Role
          </label>
          <select
            id="staff-add-role"
            name="role"
            className="admin-select"
            value={fields.role}
            onChange={(e) => set("role", e.target.value as StaffRole)}
          >
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_NAMES[role].name}
              </option>
            ))}
          </select>
          <p className="admin-field__hint">{ROLE_NAMES[fields.role].can}</p>
        </div>
      </div>
      <div className="admin-actions">
        <button type="submit" className="btn btn--primary" disabled={add.isPending}>
          {add.isPending ? "Adding…" : "Add staff member"}
        </button>
      </div>
    </form>
  );
}
