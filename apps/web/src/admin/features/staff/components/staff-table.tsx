import { useState } from "react";
import { STAFF_ROLES, type StaffMember, type StaffRole } from "@taaza/domain";
import { EmptyState, ErrorState } from "../../../../components/ui/list-state.tsx";
import { SectionBoundary } from "../../../../components/ui/section-boundary.tsx";
import { useSession } from "../../../../hooks/use-session.ts";
import { ApiError } from "../../../../lib/api-client.ts";
import { toast } from "../../../../lib/toast.ts";
import { TableScroll } from "../../../components/table-scroll.tsx";
import { useChangeStaffRole, useRemoveStaff, useStaff } from "../api/staff.ts";
import { ROLE_NAMES } from "./role-names.ts";
import "./staff.css";

/** The shop's staff accounts: each one's role can be changed, and each can be removed. */
export function StaffTable() {
  const staff = useStaff();
  // The server's refusal (the last owner, one's own account) stays on the screen until the next change.
  const [refusal, setRefusal] = useState<string | null>(null);

  return (
    <section className="admin-page" aria-labelledby="staff-title">
      <h2 id="staff-title" className="admin-section-title">
        Staff accounts
      </h2>
      {refusal && (
        <p className="staff-refusal" role="alert">
          {refusal}
        </p>
      )}
      <SectionBoundary>
        {staff.isPending ? (
          <div className="admin-cards" role="status">
            <span className="visually-hidden">Loading…</span>
            {Array.from({ length: 4 }, (_, index) => (
              <div key={index} className="skeleton admin-skeleton-line" />
            ))}
          </div>
        ) : staff.isError ? (
          <ErrorState message="We couldn't load the staff accounts." onRetry={() => void staff.refetch()} />
        ) : staff.data.length === 0 ? (
          <EmptyState>No staff accounts yet.</EmptyState>
        ) : (
          <TableScroll label="Staff accounts table">
            <table className="admin-table staff-table" role="table">
              <caption>{staff.data.length} staff accounts. A change of role or a removal signs that person out at once.</caption>
              <thead role="rowgroup">
                <tr role="row">
                  <th scope="col" role="columnheader">
                    Name
                  </th>
                  <th scope="col" role="columnheader">
                    Email
                  </th>
                  <th scope="col" role="columnheader">
                    Role
                  </th>
                  <th scope="col" role="columnheader">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody role="rowgroup">
                {staff.data.map((member) => (
                  <StaffRow key={member._id} member={member} onRefused={setRefusal} />
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </SectionBoundary>
    </section>
  );
}

function StaffRow({ member, onRefused }: { member: StaffMember; onRefused: (message: string | null) => void }) {
  const session = useSession();
  const changeRole = useChangeStaffRole();
  const remove = useRemoveStaff();
  const isMe = session?.user._id === member._id;
  const refused = (fallback: string) => (error: unknown) =>
    onRefused(error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback);

  const setRole = (role: StaffRole) => {
    onRefused(null);
    changeRole.mutate(
      { id: member._id, role },
      {
        onSuccess: (changed) => toast.success(`${changed.username} is now ${ROLE_NAMES[changed.role].name.toLowerCase()}`),
        onError: refused("Could not change the role"),
      },
    );
  };

  const confirmRemove = () => {
    if (!window.confirm(`Remove ${member.username} (${member.email})? They are signed out at once.`)) return;
    onRefused(null);
    remove.mutate(member._id, {
      onSuccess: (answer) => toast.success(answer.message),
      onError: refused("Could not remove the staff member"),
    });
  };

  return (
    <tr role="row">
      <td role="cell" data-label="Name">
        {member.username}
        {isMe && <span className="staff-table__me"> (you)</span>}
        {member.phone && <span className="staff-table__phone">{member.phone}</span>}
      </td>
      <td role="cell" data-label="Email" className="staff-table__email">
        {member.email}
      </td>
      <td role="cell" data-label="Role">
        <select
          className="admin-select staff-table__role"
          aria-label={`Role of ${member.username}`}
          value={member.role}
          disabled={changeRole.isPending}
          onChange={(e) => setRole(e.target.value as StaffRole)}
        >
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_NAMES[role].name}
            </option>
          ))}
        </select>
      </td>
      <td role="cell" className="staff-table__actions">
        <button
          type="button"
          className="btn btn--secondary"
          onClick={confirmRemove}
          disabled={remove.isPending}
          aria-label={`Remove ${member.username}`}
        >
          Remove
        </button>
      </td>
    </tr>
  );
}
