import type { UserType } from "@taaza/domain";

/** Who is calling: the signed-in user, their role, and the session they called with. */
export interface Principal {
  id: string;
  userType: UserType;
  sessionId: string;
}
