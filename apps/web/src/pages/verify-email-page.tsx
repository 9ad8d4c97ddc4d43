import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { verifyEmail } from "../features/auth/api/verify-email.ts";
import { takeEmailLinkToken } from "../features/auth/components/email-link-token.ts";
import { ApiError } from "../lib/api-client.ts";
import { useDocumentTitle } from "../lib/use-document-title.ts";
import "./page.css";

type Outcome = { state: "working" } | { state: "done" | "refused"; message: string };

/** /verify-email#token=...: the emailed confirmation link; confirms the address at once. */
export default function VerifyEmailPage() {
  useDocumentTitle("Confirm your email");
  const [token] = useState(takeEmailLinkToken);
  const client = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome>(
    token ? { state: "working" } : { state: "refused", message: "This page needs the link from the email we sent you." },
  );
  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    verifyEmail(token)
      .then(({ message }) => {
        if (cancelled) return;
        setOutcome({ state: "done", message });
        // My Account shows the new state next time it is opened.
        void client.invalidateQueries();
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        const message = error instanceof ApiError && error.serverMessage ? error.serverMessage : "We could not confirm your email. Please try again.";
        setOutcome({ state: "refused", message });
      });
    return () => {
      cancelled = true;
    };
  }, [token, client]);

  return (
    <div className="container page page--narrow">
      <h1 className="page__title">Confirm your email</h1>
      {outcome.state === "working" ? (
        <p className="page__text" role="status">
          Confirming…
        </p>
      ) : (
        <p className="page__text" role={outcome.state === "done" ? "status" : "alert"}>
          {outcome.message}
          {outcome.state === "refused" ? " You can send a new link from My Account." : null}
        </p>
      )}
      <div>
        <Link to="/myaccount" className="btn btn--primary">
          Go to My Account
        </Link>
      </div>
    </div>
  );
}
