import type { ReactNode } from "react";
import "./list-state.css";
import { t } from "../../lib/i18n/i18n.ts";
import { shellText } from "../../lib/i18n/messages/shell.ts";

/** What a list shows when it has nothing in it. */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <div className="list-state">
      <p className="list-state__text">{children}</p>
    </div>
  );
}

/**
 * What a list shows when it could not load; a failed list never blanks the rest of the page.
 * Compact: a part of a page that failed (SectionBoundary), not a whole list's place.
 */
export function ErrorState({ message, onRetry, compact = false }: { message: string; onRetry?: () => void; compact?: boolean }) {
  return (
    <div className={compact ? "list-state list-state--error list-state--compact" : "list-state list-state--error"} role="alert">
      <p className="list-state__text">{message}</p>
      {onRetry && (
        <button type="button" className="btn btn--secondary" onClick={onRetry}>
          {t(shellText.tryAgain)}
        </button>
      )}
    </div>
  );
}
