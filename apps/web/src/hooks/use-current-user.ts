import { useQuery } from "@tanstack/react-query";
import type { PublicUser } from "@taaza/domain";
import { apiFetch } from "../lib/api-client.ts";
import { useSession } from "./use-session.ts";

/** The signed-in person with their basket and addresses (GET /api/users/:id; every cart and address call returns it). */
export type CurrentUser = PublicUser;

/**
 * One cache entry per person, shared by the header badge, every ADD button, the basket panel,
 * checkout and the account page, so they all agree; every call that returns the user writes it here.
 */
export const currentUserQueryKey = (userId: string) => ["user", userId] as const;

export function getUser(userId: string, signal?: AbortSignal): Promise<CurrentUser> {
  return apiFetch<CurrentUser>(`/users/${encodeURIComponent(userId)}`, { signal });
}

/**
 * The signed-in person, fresh from the server; `select` lets a component read only the part it
 * shows (the basket, the addresses) and re-render only when that part changes.
 */
export function useCurrentUser<T = CurrentUser>(select?: (user: CurrentUser) => T, options: { enabled?: boolean } = {}) {
  const session = useSession();
  const userId = session?.user._id ?? "";
  return useQuery({
    queryKey: currentUserQueryKey(userId),
    queryFn: ({ signal }) => getUser(userId, signal),
    enabled: session !== null && (options.enabled ?? true),
    select,
  });
}
