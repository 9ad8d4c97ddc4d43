import { useEffect, useState } from "react";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { ApiError } from "../../../lib/api-client.ts";
import { useEmailLinkToken } from "../../../lib/email-link-token.ts";
import { verifyEmail } from "../api/verify-email.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { accountEmailNotice } from "../../../lib/i18n/account-email-notice.ts";
import { accountText } from "../../../lib/i18n/messages/account.ts";
import "./profile-form.css";

type Outcome = { state: "working" } | { state: "done" | "refused"; message: string };

/**
 * The emailed confirmation link lands on My Account (`/myaccount#token=...`) and is used at once,
 * signed in or not. The token travels in the fragment, which browsers never send to the server,
 * and is removed from the address bar before the page is painted.
 */
/**
 * Everything read so far may predate the confirmation. The page's first reading of the person
 * may still be on its way: invalidating would only wait for that answer (a query without data
 * joins the fetch in flight), so what is in flight is dropped first and then read afresh.
 */
async function readAgain(client: QueryClient): Promise<void> {
  await client.cancelQueries();
  await client.invalidateQueries();
}

export function VerifyEmailLink() {
  const token = useEmailLinkToken();
  const client = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome | null>(token ? { state: "working" } : null);
  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    verifyEmail(token)
      .then(({ message }) => {
        if (cancelled) return;
        setOutcome({ state: "done", message: accountEmailNotice(message) });
        void readAgain(client);
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        setOutcome({
          state: "refused",
          message: error instanceof ApiError && error.serverMessage ? error.serverMessage : t(accountText.confirmFailed),
        });
      });
    return () => {
      cancelled = true;
    };
  }, [token, client]);

  if (!outcome) return null;
  if (outcome.state === "working") {
    return (
      <p className="email-link-result" role="status">
        {t(accountText.confirmingEmail)}
      </p>
    );
  }
  return (
    <p className={`email-link-result email-link-result--${outcome.state}`} role={outcome.state === "done" ? "status" : "alert"}>
      {outcome.message}
    </p>
  );
}
