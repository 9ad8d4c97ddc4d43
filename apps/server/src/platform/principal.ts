import type { StaffRole, UserType } from "@taaza/domain";

/** Who is calling: the signed-in user, their type and staff role, and the session they called with. */
export interface Principal {
  id: string;
  userType: UserType;
  /** A staff account's role (issue 29); null for customers. */
  role: StaffRole | null;
  sessionId: string;
}
