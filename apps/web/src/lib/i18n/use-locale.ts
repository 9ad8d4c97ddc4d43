import { useSyncExternalStore } from "react";
import { activeLocale, onLocaleChange, type Locale } from "./i18n.ts";

const subscribe = onLocaleChange;

/**
 * The active language; the app remounts its tree under it, so texts read with `t()` follow.
 * Hydrating, React reads the server's snapshot: the language the page was drawn in, which is the
 * active one on both sides (the server activates each page's language before drawing it, and
 * main.tsx hydrates only once that same language is active). An "en" here made React draw every
 * Marathi and Hindi page afresh right after hydrating it, the router remounting under a new key.
 */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, activeLocale, activeLocale);
}
