import { useSyncExternalStore } from "react";
import { activeLocale, i18n, type Locale } from "./i18n.ts";

const subscribe = (onChange: () => void) => i18n.on("change", onChange);

/** The active language; the app remounts its tree under it, so texts read with `t()` follow. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, activeLocale, () => "en");
}
