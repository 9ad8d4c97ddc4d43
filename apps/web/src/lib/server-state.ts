import type { QueryClient, QueryKey } from "@tanstack/react-query";

/** The id of the `<script type="application/json">` that carries a server-rendered page's data. */
export const SERVER_STATE_ID = "taaza-state";

/** One answer the server drew the page with: its query key, the data, and when it was read. */
export interface ServerQuery {
  key: QueryKey;
  data: unknown;
  at: number;
}

/** The answers a page was drawn from (written by entry-server.tsx). */
export function serverQueries(queryClient: QueryClient): ServerQuery[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === "success")
    .map((query) => ({ key: query.queryKey, data: query.state.data, at: query.state.dataUpdatedAt }));
}

/**
 * Seeds the queries with the answers a server-rendered page was drawn from, so the hydrating
 * render draws the same page without asking the API again. False on a page the server did not
 * draw. (A plain loop rather than TanStack Query's hydrate(), which costs the first download more.)
 */
export function seedFromServer(queryClient: QueryClient): boolean {
  const text = document.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return false;
  try {
    for (const query of JSON.parse(text) as ServerQuery[]) queryClient.setQueryData(query.key, query.data, { updatedAt: query.at });
    return true;
  } catch {
    return false;
  }
}
