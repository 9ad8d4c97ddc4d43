import type * as SonnerModule from "sonner";
import type { ExternalToast } from "sonner";

/**
 * The shop's toasts, with sonner loaded on demand: the toast library is about 9 kB gzipped, and
 * the home page's first download has no room for it (scripts/bench/bundle-size.mjs). The first
 * toast, or the first idle moment after the page has drawn, loads it; toasts asked for before it
 * has arrived wait in a queue and show as soon as the <Toaster> is mounted.
 */
type Kind = "message" | "success" | "error" | "info" | "warning";
type Sonner = typeof SonnerModule;

let sonner: Sonner | null = null;
let loading: Promise<Sonner> | null = null;
let mounted = false;
const queue: [Kind, string, ExternalToast | undefined][] = [];
const listeners = new Set<() => void>();

export function loadToaster(): Promise<Sonner> {
  loading ??= import("sonner").then((module) => {
    sonner = module;
    for (const listener of listeners) listener();
    return module;
  });
  return loading;
}

/** For <LazyToaster>: the loaded library, and a way to hear when it arrives. */
export const toasterStore = {
  get: () => sonner,
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** The Toaster is listening: show what waited. */
  mounted: () => {
    mounted = true;
    for (const [kind, message, options] of queue.splice(0)) show(kind, message, options);
  },
};

function show(kind: Kind, message: string, options?: ExternalToast): void {
  if (!sonner || !mounted) {
    queue.push([kind, message, options]);
    void loadToaster();
    return;
  }
  if (kind === "message") sonner.toast(message, options);
  else sonner.toast[kind](message, options);
}

export const toast = Object.assign((message: string, options?: ExternalToast) => show("message", message, options), {
  success: (message: string, options?: ExternalToast) => show("success", message, options),
  error: (message: string, options?: ExternalToast) => show("error", message, options),
  info: (message: string, options?: ExternalToast) => show("info", message, options),
  warning: (message: string, options?: ExternalToast) => show("warning", message, options),
});
