// The audit log as the rest of the staff screens see it (everything else in this folder is its own).
export { AuditLog } from "./components/audit-log.tsx";
