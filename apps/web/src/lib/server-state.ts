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
 *
 * The answers count as read when the page arrived, not when it was drawn: the server keeps a
 * drawn page only while its catalogue version is current (and a minute at most), so a page drawn
 * 40 seconds ago is as fresh as the API's own answer now. Counted from the drawing, every query of
 * such a page was past its 30 seconds and asked for again while the page hydrated (and a phone
 * whose clock runs a few minutes fast asked again on every page). A page the service worker kept
 * for when the shop cannot be reached (its offline notice) keeps the times it was drawn at.
 */
export function seedFromServer(queryClient: QueryClient): boolean {
  const text = document.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return false;
  const arrived = document.querySelector(OFFLINE_NOTICE) ? 0 : Date.now();
  try {
    for (const query of JSON.parse(text) as ServerQuery[])
      queryClient.setQueryData(query.key, query.data, { updatedAt: Math.max(query.at, arrived) });
    return true;
  } catch {
    return false;
  }
}

/** What public/sw.js puts atop a page it kept, when it answers for a shop it cannot reach. */
const OFFLINE_NOTICE = ".offline-notice";
