import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { CARE_MESSAGES, formatIndiaDateTime, type PublicUser } from "@taaza/domain";
import { DownloadButton } from "../../../components/ui/download-button.tsx";
import { ErrorState } from "../../../components/ui/list-state.tsx";
import { Modal } from "../../../components/ui/modal.tsx";
import { PasswordField } from "../../../components/ui/password-field.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { domainText } from "../../../lib/i18n/domain-text.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { careText } from "../../../lib/i18n/messages/care.ts";
import { recentGoogleCredential } from "../../../lib/recent-google-credential.ts";
import { clearSession } from "../../../lib/session-store.ts";
import { toast } from "../../../lib/toast.ts";
import { useChangeConsent, useConsents } from "../api/consents.ts";
import { useDeleteAccount } from "../api/delete-account.ts";
import "./data-rights.css";

/** The customer's rights over their data: marketing consent, a copy of their data, and deleting the account. */
export function DataRights({ user }: { user: PublicUser }) {
  return (
    <div className="data-rights">
      <MarketingConsent userId={user._id} />
      <div className="data-rights__block">
        <p className="data-rights__text">{t(careText.downloadText)}</p>
        <DownloadButton
          path={`/users/${encodeURIComponent(user._id)}/export`}
          fileName="taaza-my-data.json"
          label={t(careText.downloadData)}
        />
      </div>
      <DeleteAccount user={user} />
      <p>
        <Link to="/privacypolicy">{t(careText.privacyNotice)}</Link>
      </p>
    </div>
  );
}

function MarketingConsent({ userId }: { userId: string }) {
  const consents = useConsents(userId);
  const change = useChangeConsent(userId);
  if (consents.isPending) return <span className="skeleton data-rights__skeleton" role="status" aria-busy="true" />;
  if (consents.isError) return <ErrorState message={t(careText.consentsFailed)} onRetry={() => void consents.refetch()} />;
  const given = consents.data.current.marketing ?? false;
  const last = consents.data.history.filter((entry) => entry.purpose === "marketing").at(-1);
  return (
    <div className="data-rights__block">
      <label className="data-rights__check">
        <input
          type="checkbox"
          checked={given}
          disabled={change.isPending}
          onChange={(event) =>
            change.mutate(
              { purpose: "marketing", given: event.target.checked },
              {
                onSuccess: () => toast.success(t(careText.consentSaved)),
                onError: () => toast.error(t(careText.consentFailed)),
              },
            )
          }
        />
        <span>{t(careText.marketingConsent)}</span>
      </label>
      <p className="data-rights__hint">
        {t(careText.marketingHint)}{" "}
        {last
          ? t(last.given ? careText.consentGivenAt : careText.consentWithdrawnAt, { when: formatIndiaDateTime(last.at) })
          : t(careText.consentNever)}
      </p>
    </div>
  );
}

function DeleteAccount({ user }: { user: PublicUser }) {
  const [asking, setAsking] = useState(false);
  const [password, setPassword] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const remove = useDeleteAccount(user._id);
  const navigate = useNavigate();
  const client = useQueryClient();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const googleToken = user.hasPassword ? null : recentGoogleCredential();
    if (user.hasPassword && password === "")
      return setProblem(domainText("care.account.passwordRequired", CARE_MESSAGES.account.passwordRequired));
    setProblem(null);
    remove.mutate(user.hasPassword ? { password } : googleToken ? { googleToken } : {}, {
      onSuccess: () => {
        // The server has ended every session: this device forgets it too.
        clearSession();
        client.clear();
        toast.success(domainText("care.account.deleted", CARE_MESSAGES.account.deleted));
        void navigate("/");
      },
      onError: (error) => setProblem(error instanceof ApiError && error.serverMessage ? error.serverMessage : t(careText.deleteFailed)),
    });
  };

  return (
    <div className="data-rights__block">
      <p className="data-rights__text">{t(careText.deleteText)}</p>
      <div>
        <button type="button" className="btn data-rights__delete" onClick={() => setAsking(true)}>
          {t(careText.deleteAccount)}
        </button>
      </div>
      {asking && (
        <Modal title={t(careText.deleteTitle)} onClose={() => setAsking(false)}>
          <form className="data-rights__confirm" onSubmit={submit} noValidate>
            <p>{user.hasPassword ? t(careText.deleteConfirm) : t(careText.deleteGoogle)}</p>
            {user.hasPassword && (
              <PasswordField
                label={t(careText.password)}
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            )}
            {problem && (
              <p className="data-rights__problem" role="alert">
                {problem}
              </p>
            )}
            <div className="data-rights__actions">
              <button type="button" className="btn btn--secondary" onClick={() => setAsking(false)} disabled={remove.isPending}>
                {t(careText.keepAccount)}
              </button>
              <button
                type="submit"
                className="btn data-rights__delete"
                disabled={remove.isPending}
                aria-busy={remove.isPending || undefined}
              >
                {remove.isPending ? t(careText.deleting) : t(careText.deleteForGood)}
              </button>
            </div>
          </form>
        </Modal>
      )}
    </div>
  );
}
