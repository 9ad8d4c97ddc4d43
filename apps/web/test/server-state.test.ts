import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { SERVER_STATE_ID, seedFromServer, type ServerQuery } from "../src/lib/server-state.ts";

const STALE_AFTER_MS = 30_000; // the storefront's staleTime (app.tsx)

/** A drawn page's data, as entry-server.tsx writes it, read by the server `drawnAgo` ms ago. */
function drawnPage(drawnAgo: number, { offline = false } = {}): ServerQuery[] {
  const queries: ServerQuery[] = [
    { key: ["products", "best-sellers"], data: [{ _id: "p1", name: "Surmai Steaks" }], at: Date.now() - drawnAgo },
  ];
  document.body.innerHTML =
    (offline ? `<div class="offline-notice" role="status">You are offline.</div>` : "") +
    `<div id="root"></div><script type="application/json" id="${SERVER_STATE_ID}">${JSON.stringify(queries)}</script>`;
  return queries;
}

const stale = (client: QueryClient) =>
  client
    .getQueryCache()
    .find({ queryKey: ["products", "best-sellers"] })!
    .isStaleByTime(STALE_AFTER_MS);

afterEach(() => {
  document.body.innerHTML = "";
});

describe("seedFromServer (a drawn page's data, before hydrating)", () => {
  it("counts a page drawn 45 seconds ago as read when it arrived: nothing is asked for again as it hydrates", () => {
    drawnPage(45_000);
    const client = new QueryClient();
    expect(seedFromServer(client)).toBe(true);
    expect(client.getQueryData(["products", "best-sellers"])).toEqual([{ _id: "p1", name: "Surmai Steaks" }]);
    expect(stale(client)).toBe(false);
  });

  it("keeps a later time the server gave (a phone whose clock runs behind)", () => {
    const [query] = drawnPage(-120_000);
    const client = new QueryClient();
    seedFromServer(client);
    expect(client.getQueryState(["products", "best-sellers"])!.dataUpdatedAt).toBe(query!.at);
  });

  it("keeps the drawing's time on a page the service worker kept for when the shop cannot be reached", () => {
    const [query] = drawnPage(45_000, { offline: true });
    const client = new QueryClient();
    seedFromServer(client);
    expect(client.getQueryState(["products", "best-sellers"])!.dataUpdatedAt).toBe(query!.at);
    expect(stale(client)).toBe(true);
  });
});
