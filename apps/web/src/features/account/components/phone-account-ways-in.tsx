import { useState, type FormEvent } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { addEmailBody, firstPasswordBody } from "@taaza/domain";
import { PasswordField } from "../../../components/ui/password-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { currentUserQueryKey, type CurrentUser } from "../../../hooks/use-current-user.ts";
import { apiErrorMessage } from "../../../lib/api-error-message.ts";
import { accountEmailNotice } from "../../../lib/i18n/account-email-notice.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { accountText } from "../../../lib/i18n/messages/account.ts";
import { toast } from "../../../lib/toast.ts";
import { addEmail, setFirstPassword } from "../api/phone-account-ways-in.ts";
import { SendCodeButton, useCodeToPhone } from "./code-to-phone.tsx";
import "./profile-form.css";

/**
 * An account made by phone sign-in adds its other ways in: an email (it counts once the emailed
 * link is opened) and a password, proved by a code sent to its number. Nothing shows once both
 * are there.
 */
export function PhoneAccountWaysIn({ user }: { user: CurrentUser }) {
  if (!user.phone) return null;
  return (
    <>
      {user.email === null && <AddEmailForm userId={user._id} />}
      {!user.hasPassword && <FirstPasswordForm userId={user._id} phone={user.phone} />}
    </>
  );
}

function AddEmailForm({ userId }: { userId: string }) {
  const client = useQueryClient();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!addEmailBody.safeParse({ email }).success) return setError(t(accountText.addEmailInvalid));
    setError(undefined);
    setBusy(true);
    try {
      toast.success(accountEmailNotice((await addEmail(userId, email)).message));
      await client.invalidateQueries({ queryKey: currentUserQueryKey(userId) });
    } catch (failure) {
      setError(apiErrorMessage(failure, t(accountText.addEmailFailed)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="profile-form" noValidate onSubmit={(event) => void submit(event)} aria-label={t(accountText.addEmailTitle)}>
      <p className="page__text">{t(accountText.addEmailIntro)}</p>
      <TextField
        label={t(accountText.email)}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={error}
      />
      <div>
        <button type="submit" className="btn btn--secondary" disabled={busy} aria-busy={busy || undefined}>
          {t(accountText.addEmail)}
        </button>
      </div>
    </form>
  );
}

function FirstPasswordForm({ userId, phone }: { userId: string; phone: string }) {
  const client = useQueryClient();
  const codeToPhone = useCodeToPhone(phone, (message) => toast.error(message));
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<{ code?: string; password?: string }>({});
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = firstPasswordBody.safeParse({ password, code: code.trim() });
    if (!checked.success) {
      const fields = new Set(checked.error.issues.map((issue) => issue.path[0]));
      return setErrors({
        code: fields.has("code") ? t(accountText.codeInvalid) : undefined,
        password: fields.has("password") ? t(accountText.passwordRule) : undefined,
      });
    }
    setErrors({});
    setBusy(true);
    try {
      toast.success(accountEmailNotice((await setFirstPassword(userId, password, checked.data.code)).message));
      await client.invalidateQueries({ queryKey: currentUserQueryKey(userId) });
    } catch (failure) {
      setErrors({ code: apiErrorMessage(failure, t(accountText.passwordSetFailed)) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="profile-form" noValidate onSubmit={(event) => void submit(event)} aria-label={t(accountText.setPasswordTitle)}>
      <p className="page__text">{t(accountText.setPasswordIntro, { phone })}</p>
      {codeToPhone.sent ? (
        <>
          <p role="status">{t(accountText.codeSent, { phone })}</p>
          <TextField
            label={t(accountText.code)}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={errors.code}
          />
          <PasswordField
            label={t(accountText.newPassword)}
            autoComplete="new-password"
            hint={t(accountText.firstPasswordHint)}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={errors.password}
          />
          <div>
            <button type="submit" className="btn btn--secondary" disabled={busy} aria-busy={busy || undefined}>
              {t(accountText.setPassword)}
            </button>
          </div>
        </>
      ) : (
        <SendCodeButton phone={phone} sending={codeToPhone.sending} onSend={() => void codeToPhone.send()} />
      )}
    </form>
  );
}
