import { Suspense, use, useCallback, useState, type ComponentPropsWithoutRef, type ReactNode } from "react";
import { useHydrated } from "../hooks/use-hydrated.ts";

/**
 * How far ahead of the screen a drawn part is hydrated: about half a phone's screen, so a
 * visitor scrolling at a reading pace finds it live (its ADD shown) before it comes into view.
 */
const NEAR = "400px 0px";

/** The events that make React hydrate the part they happen in at once (and then handle them). */
const INTERACTIONS = ["pointerdown", "mousedown", "touchstart", "keydown", "focusin", "click"] as const;

/** A part of the page waiting to be hydrated: opened once it comes near the view or is used. */
interface Gate {
  /** Whether its element is watched: it is once hydrated with the page, never on the server. */
  watched: boolean;
  /** How many times React has tried to hydrate it. */
  attempts: number;
  open: boolean;
  /** Fulfilled on release, and marked so (React's thenable status): `use()` then reads it without suspending. */
  opened: Promise<void>;
  release: () => void;
}

function createGate(): Gate {
  let resolve = () => {};
  const gate: Gate = {
    watched: false,
    attempts: 0,
    open: false,
    opened: new Promise<void>((done) => (resolve = done)),
    release: () => {
      if (gate.open) return;
      gate.open = true;
      void Object.assign(gate.opened, { status: "fulfilled", value: undefined });
      resolve();
    },
  };
  return gate;
}

// Every part still waiting, by its element. One observer and one set of listeners serve them
// all, while any waits.
const waiting = new Map<Element, Gate>();
let observer: IntersectionObserver | null = null;
// The target of the event being handled in this task: a part inside another one that the event
// has just hydrated is watched while React handles it, and is opened for it too.
let interacting: Node | null = null;

function stopWaiting(element: Element): void {
  waiting.delete(element);
  observer?.unobserve(element);
  if (waiting.size > 0) return;
  observer?.disconnect();
  observer = null;
  for (const type of INTERACTIONS) document.removeEventListener(type, onInteraction, { capture: true });
}

function openGate(element: Element): void {
  const gate = waiting.get(element);
  if (!gate) return;
  stopWaiting(element);
  gate.release();
}

function onInteraction(event: Event): void {
  if (!(event.target instanceof Node)) return;
  const target = event.target;
  interacting = target;
  setTimeout(() => {
    if (interacting === target) interacting = null;
  });
  for (const element of [...waiting.keys()]) if (element.contains(target)) openGate(element);
}

function watch(element: Element, gate: Gate): () => void {
  if (gate.open) return () => {};
  if (typeof IntersectionObserver === "undefined" || (interacting && element.contains(interacting))) {
    gate.release();
    return () => {};
  }
  gate.watched = true;
  if (waiting.size === 0) {
    observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) if (entry.isIntersecting) openGate(entry.target);
      },
      { rootMargin: NEAR },
    );
    // On the document, in the capture phase: before React's own listeners on the root, which
    // hydrate the part an event happens in (and drop the event if that part cannot be yet).
    for (const type of INTERACTIONS) document.addEventListener(type, onInteraction, { capture: true, passive: true });
  }
  waiting.set(element, gate);
  observer?.observe(element);
  return () => {
    if (waiting.get(element) === gate) stopWaiting(element);
  };
}

/**
 * Suspends while React hydrates its part of a server-drawn page and that part is not near the
 * view yet. React tries such a part once as it hydrates the page, and again only when something
 * reaches it (new props, or a context it may read): then it is hydrated at once, so that update
 * (a transition among them) never waits for the visitor to scroll.
 */
function Gate({ gate, children }: { gate: Gate; children: ReactNode }) {
  tryToOpen(gate, useHydrated());
  use(gate.opened);
  return children;
}

function tryToOpen(gate: Gate, hydrated: boolean): void {
  gate.attempts += 1;
  // Nothing to wait for on the server or on a page the browser draws itself (the element around
  // is watched only once hydrated), nor when React comes back to it.
  if (!gate.watched || hydrated || gate.attempts > 1) gate.release();
}

type Tag = "div" | "li" | "section" | "footer";

/**
 * A part of a server-drawn page hydrated only once it comes near the view (within half a screen)
 * or is used (a tap, a key, focus inside it), each in a render and commit of its own
 * (docs/decisions/043-hydrate-when-near.md). Until then it stays exactly as the server drew it:
 * its links work and its text reads; its script-only buttons stay hidden (HydratedButton). A page
 * whose reader never scrolls never pays for hydrating what is below. The element `as` names is
 * drawn around it (hydrated with the page, it is what is watched); inside it a Suspense boundary.
 * On the server, and on a page the browser draws itself, its children are drawn at once.
 */
export function HydrateWhenNear<T extends Tag>({ as, children, ...props }: { as: T; children: ReactNode } & ComponentPropsWithoutRef<T>) {
  const [gate] = useState(createGate);
  const ref = useCallback((element: Element | null) => (element ? watch(element, gate) : undefined), [gate]);
  const Element = as as "div";
  return (
    <Element ref={ref} {...(props as ComponentPropsWithoutRef<"div">)}>
      <Suspense fallback={null}>
        <Gate gate={gate}>{children}</Gate>
      </Suspense>
    </Element>
  );
}
