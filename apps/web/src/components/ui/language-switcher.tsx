import { useId } from "react";
import { useHydrated } from "../../hooks/use-hydrated.ts";
import { activateLocale, isLocale, LOCALE_NAMES, LOCALES, t } from "../../lib/i18n/i18n.ts";
import { shellText } from "../../lib/i18n/messages/shell.ts";
import { useLocale } from "../../lib/i18n/use-locale.ts";

/**
 * The shop's language, chosen from a native select (keyboard and screen readers for free). Each
 * language is named in its own script; the choice is remembered on this device.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const id = useId();
  const locale = useLocale();
  // On a page drawn by the server a choice made before React takes over would be lost.
  const hydrated = useHydrated();
  return (
    <span className={`language-switcher ${className ?? ""}`}>
      <label htmlFor={id} className="visually-hidden">
        {t(shellText.language)}
      </label>
      <select
        id={id}
        className="language-switcher__select"
        value={locale}
        disabled={!hydrated}
        onChange={(event) => {
          const chosen = event.target.value;
          if (isLocale(chosen)) void activateLocale(chosen, true);
        }}
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
    </span>
  );
}
