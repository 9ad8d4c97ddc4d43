import { missingPasswordParts, PASSWORD_PARTS, type PasswordPart } from "@taaza/domain";
import { t, type Message } from "../../../lib/i18n/i18n.ts";
import { authText } from "../../../lib/i18n/messages/auth.ts";

const PART_TEXT: Record<PasswordPart, Message> = {
  length: authText.ruleLength,
  lower: authText.ruleLower,
  upper: authText.ruleUpper,
  digit: authText.ruleDigit,
  symbol: authText.ruleSymbol,
};

/** The password rule as a checklist that ticks as the customer types. */
export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  const missing = new Set(missingPasswordParts(password));
  return (
    <ul id={id} className="password-checklist" role="list">
      {(Object.keys(PASSWORD_PARTS) as PasswordPart[]).map((part) => {
        const met = !missing.has(part);
        return (
          <li key={part} className={met ? "password-checklist__item password-checklist__item--met" : "password-checklist__item"}>
            <span aria-hidden="true">{met ? "✓" : "○"}</span> {t(PART_TEXT[part])}
            <span className="visually-hidden">, {met ? t(authText.ruleMet) : t(authText.ruleMissing)}</span>
          </li>
        );
      })}
    </ul>
  );
}

/** "Your password still needs: a number, a symbol", or null when it meets the rule. */
export function passwordStillNeeds(password: string): string | null {
  const missing = missingPasswordParts(password);
  if (missing.length === 0) return null;
  return t(authText.passwordStillNeeds, { parts: missing.map((part) => t(PART_TEXT[part]).toLowerCase()).join(", ") });
}
