import { Suspense, type ReactNode } from "react";

/**
 * Hydrating a server-drawn page is one task in Preact (docs/decisions/019), and on the home page
 * it was the longest one the browser ran: about 300 ms at 4x CPU slowdown, most of Lighthouse's
 * Total Blocking Time. What sits below the first screen can wait: `HydrateLater` leaves its
 * child's HTML as the server drew it while the page hydrates, and hydrates it in a task of its
 * own just after, one section per task, in page order. Its drawn buttons stay disabled until
 * then (`HydratedButton`), so nothing looks live before it is.
 *
 * It relies on Preact's resumed hydration: a component that suspends while hydrating keeps the
 * first DOM node it would have claimed, so the child must draw exactly one element (a
 * `<section>`, a card's `<li>`), and what it hydrates may not call `useId` (ids count in render
 * order from the root, so a late one would differ from the server's). While it hydrates, its
 * components read the server's snapshots (`useHydrated` is false), as the page's did, and draw
 * again just after. Rendered any other way (on the server, or a page the browser draws itself),
 * it draws its child at once.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <WaitWhileHydrating>{children}</WaitWhileHydrating>
    </Suspense>
  );
}

function WaitWhileHydrating({ children }: { children: ReactNode }) {
  // Suspense's protocol: a promise thrown while rendering suspends until it settles.
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  if (hydrating) throw nextTask();
  return children;
}

let hydrating = false;
let queue: Promise<void> = Promise.resolve();

/** Each wait ends a task after the one before it, so the sections hydrate one task each. */
function nextTask(): Promise<void> {
  queue = queue.then(() => new Promise<void>((resolve) => setTimeout(resolve)));
  return queue;
}

/** Runs the page's first hydration (main.tsx): `HydrateLater` defers only inside it. */
export function runFirstHydration(run: () => void): void {
  hydrating = true;
  try {
    run();
  } finally {
    hydrating = false;
  }
}
