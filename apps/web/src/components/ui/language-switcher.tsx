import { useEffect, useId, useRef } from "react";
import { useLocation } from "react-router";
import { keepAccountLanguage } from "../../lib/account-language.ts";
import { activateLocale, isLocale, LOCALE_NAMES, LOCALES, t } from "../../lib/i18n/i18n.ts";
import { shellText } from "../../lib/i18n/messages/shell.ts";
import { useLocale } from "../../lib/i18n/use-locale.ts";

/**
 * The shop's language, chosen from a native select (keyboard and screen readers for free). Each
 * language is named in its own script; the choice is remembered on this device. It is a form the
 * browser can send itself (`/lang?to=mr&back=/path`, which sets the language cookie and comes back
 * drawn in that language): without the script its Change button sends it; with the script a
 * choice switches at once, and a signed-in customer's account keeps it (their messages use it).
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const id = useId();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  // On a page drawn by the server the select answers before the script has run: a language chosen
  // then is taken over once this part is hydrated, not lost.
  const select = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    const chosen = select.current?.value;
    if (isLocale(chosen) && chosen !== locale) {
      void activateLocale(chosen, true);
      void keepAccountLanguage(chosen);
    }
    // Once, for what was chosen before hydration; later choices go through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <form action="/lang" method="get" className={`language-switcher ${className ?? ""}`}>
      <label htmlFor={id} className="visually-hidden">
        {t(shellText.language)}
      </label>
      <input type="hidden" name="back" value={pathname + search} />
      <select
        ref={select}
        id={id}
        name="to"
        className="language-switcher__select"
        value={locale}
        onChange={(event) => {
          const chosen = event.target.value;
          if (isLocale(chosen)) {
            void activateLocale(chosen, true);
            void keepAccountLanguage(chosen);
          }
        }}
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="language-switcher__submit">
          {t(shellText.changeLanguage)}
        </button>
      </noscript>
    </form>
  );
}
