// Imported first by main.ts, for its side effect: it must run before the process has collected
// garbage a few times. See docs/decisions/005-storefront-read-path.md ("The tick object's shape").
import { createHook } from "node:async_hooks";

/**
 * Node makes about five `process.nextTick` tick objects per HTTP request (its stream and HTTP
 * code), each an object literal with two symbol keys. V8 keeps the shapes ("maps") such
 * literals move through only while something holds them; between ticks nothing does, so a
 * full garbage collection drops them and the next tick builds them again. After a few of
 * those, V8's cache at that literal gives up and every tick object is built in V8's runtime:
 * in the shop's process that was about 6 µs of a 29 µs category page, and it never recovers.
 * Holding one tick object for the life of the process keeps the shapes, so the cache stays.
 *
 * Node exposes a tick object only to an async hook's `init`: one is enabled for a single
 * `nextTick` and disabled at once, so no hook runs afterwards.
 */
function keepOneTickObject(): object {
  let kept: object | undefined;
  const hook = createHook({
    init(_asyncId, type, _triggerAsyncId, resource) {
      if (type === "TickObject") kept ??= resource;
    },
  });
  hook.enable();
  try {
    process.nextTick(() => undefined);
  } finally {
    hook.disable();
  }
  if (!kept) throw new Error("process.nextTick made no TickObject");
  return kept;
}

/** The tick object kept for the process's life (exported for its test). */
export const keptTickObject: object = keepOneTickObject();
