import { act } from "@testing-library/react";
import { vi } from "vitest";

/**
 * A stand-in for the browser's IntersectionObserver (happy-dom's never reports): nothing is near
 * the view until the test scrolls, then every watched element is.
 */
export function fakeViewport(): { scrollToEverything: () => void } {
  const observers = new Set<{ callback: IntersectionObserverCallback; targets: Set<Element>; self: IntersectionObserver }>();
  class FakeIntersectionObserver {
    private readonly entry: { callback: IntersectionObserverCallback; targets: Set<Element>; self: IntersectionObserver };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, targets: new Set(), self: this as unknown as IntersectionObserver };
      observers.add(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.add(target);
    }
    unobserve(target: Element) {
      this.entry.targets.delete(target);
    }
    disconnect() {
      observers.delete(this.entry);
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
  return {
    scrollToEverything: () =>
      act(() => {
        for (const { callback, targets, self } of [...observers]) {
          const entries = [...targets].map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
          if (entries.length > 0) callback(entries, self);
        }
      }),
  };
}
