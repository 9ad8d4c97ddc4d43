import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { CARE_MESSAGES, formatIndiaDateTime, ONE_TIME_CODE, type DeleteAccountBody, type PublicUser } from "@taaza/domain";
import { DownloadButton } from "../../../components/ui/download-button.tsx";
import { ErrorState } from "../../../components/ui/list-state.tsx";
import { Modal } from "../../../components/ui/modal.tsx";
import { PasswordField } from "../../../components/ui/password-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { apiErrorMessage } from "../../../lib/api-error-message.ts";
import { domainText } from "../../../lib/i18n/domain-text.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { accountText } from "../../../lib/i18n/messages/account.ts";
import { careText } from "../../../lib/i18n/messages/care.ts";
import { maskedPhone } from "../../../lib/masked-phone.ts";
import { recentGoogleCredential } from "../../../lib/recent-google-credential.ts";
import { clearSession } from "../../../lib/session-store.ts";
import { toast } from "../../../lib/toast.ts";
import { useChangeConsent, useConsents } from "../api/consents.ts";
import { useDeleteAccount } from "../api/delete-account.ts";
import { SendCodeButton, useCodeToPhone } from "./code-to-phone.tsx";
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
  // A phone account without a password proves it is its owner with a code sent to its number.
  const phone = user.hasPassword ? null : (user.phone ?? null);
  const codeToPhone = useCodeToPhone(phone, setProblem);
  const [code, setCode] = useState("");

  const proof = (): DeleteAccountBody | string => {
    if (user.hasPassword)
      return password === "" ? domainText("care.account.passwordRequired", CARE_MESSAGES.account.passwordRequired) : { password };
    if (phone !== null) {
      if (code.trim() === "") return domainText("care.account.codeRequired", CARE_MESSAGES.account.codeRequired);
      return ONE_TIME_CODE.test(code.trim()) ? { code: code.trim() } : t(accountText.codeInvalid);
    }
    const googleToken = recentGoogleCredential();
    return googleToken ? { googleToken } : {};
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = proof();
    if (typeof body === "string") return setProblem(body);
    setProblem(null);
    remove.mutate(body, {
      onSuccess: () => {
        // The server has ended every session: this device forgets it too.
        clearSession();
        client.clear();
        toast.success(domainText("care.account.deleted", CARE_MESSAGES.account.deleted));
        void navigate("/");
      },
      onError: (error) => setProblem(apiErrorMessage(error, t(careText.deleteFailed))),
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
            <p>{t(user.hasPassword ? careText.deleteConfirm : phone !== null ? careText.deleteByCode : careText.deleteGoogle)}</p>
            {user.hasPassword && (
              <PasswordField
                label={t(careText.password)}
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            )}
            {phone !== null &&
              (codeToPhone.sent ? (
                <>
                  <p role="status">{t(accountText.codeSent, { phone: maskedPhone(phone) })}</p>
                  <TextField
                    label={t(accountText.code)}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={6}
                    value={code}
                    onChange={(event) => setCode(event.target.value)}
                  />
                </>
              ) : (
                <SendCodeButton
                  phone={maskedPhone(phone)}
                  sending={codeToPhone.sending}
                  onSend={() => void codeToPhone.send().then((sent) => sent && setProblem(null))}
                />
              ))}
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
