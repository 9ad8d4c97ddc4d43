import type { StaffRole } from "@taaza/domain";
import { useSession } from "../../hooks/use-session.ts";

/**
 * The signed-in staff member's role. A session saved before roles existed carries none: it is
 * treated as the owner's (the server still refuses what the role may not do).
 */
export function useStaffRole(): StaffRole | null {
  const session = useSession();
  if (session?.user.userType !== "Admin") return null;
  return session.user.staffRole ?? "owner";
}
