import { Suspense, type ReactNode } from "react";

/**
 * A piece of a server-drawn page that React hydrates on its own (docs/decisions/022-react-everywhere.md).
 * It is a Suspense boundary: while `hydrateRoot` hydrates the page, React skips every boundary the
 * server drew complete and comes back to each in a render and commit of its own, so no single task
 * hydrates the whole page; a tap inside one not hydrated yet makes React hydrate it first and
 * replay the tap. On the server, and on a page the browser draws itself, it draws its child at
 * once (nothing in it suspends), with React's `<!--$-->` markers around it in the server's HTML.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
