import { useEffect, useRef, useState, type FormEvent } from "react";
import { normaliseIndianPhone, type Session } from "@taaza/domain";
import { TextField } from "../../../components/ui/text-field.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { authText } from "../../../lib/i18n/messages/auth.ts";
import { shellText } from "../../../lib/i18n/messages/shell.ts";
import { toast } from "../../../lib/toast.ts";
import { nameNewAccount, requestPhoneCode, verifyPhoneCode } from "../api/phone-sign-in.ts";

type Step = { at: "phone" } | { at: "code"; phone: string } | { at: "name"; session: Session };

/**
 * Sign in with a mobile number: the number, then the 6-digit code sent to it, then (for a new
 * account only) the name the shop calls the customer. Errors say what the server said, in the
 * customer's language.
 */
export function PhoneSignInForm({ onSignedIn, onUseEmail }: { onSignedIn: (session: Session) => void; onUseEmail: () => void }) {
  const [step, setStep] = useState<Step>({ at: "phone" });
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), [step.at]);

  const fail = (caught: unknown, fallback: string) => {
    if (caught instanceof ApiError && caught.status === 400 && caught.serverMessage) setError(caught.serverMessage);
    else if (caught instanceof ApiError && !caught.isNetworkError) toast.error(caught.serverMessage ?? fallback);
    else toast.error(t(shellText.networkError));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    const typed = value.trim();
    if (step.at === "phone") {
      const phone = normaliseIndianPhone(typed);
      if (!/^[6-9]\d{9}$/.test(phone)) return setError(t(authText.enterPhone));
    } else if (step.at === "code" && !/^\d{6}$/.test(typed)) return setError(t(authText.enterCode));
    else if (step.at === "name" && typed === "") return setError(t(authText.enterUsername));
    setBusy(true);
    try {
      if (step.at === "phone") {
        const phone = normaliseIndianPhone(typed);
        await requestPhoneCode(phone);
        setValue("");
        setStep({ at: "code", phone });
      } else if (step.at === "code") {
        const session = await verifyPhoneCode(step.phone, typed);
        if (session.user.username === "") {
          setValue("");
          setStep({ at: "name", session });
        } else onSignedIn(session);
      } else {
        onSignedIn(await nameNewAccount(step.session, typed));
      }
    } catch (caught) {
      fail(caught, t(authText.phoneFailed));
    } finally {
      setBusy(false);
    }
  };

  const label = step.at === "phone" ? t(authText.mobileNumber) : step.at === "code" ? t(authText.code) : t(authText.username);
  return (
    <form className="auth-form" noValidate onSubmit={(event) => void submit(event)}>
      {step.at === "code" && <p>{t(authText.codeSentTo, { phone: step.phone })}</p>}
      {step.at === "name" && <p>{t(authText.askName)}</p>}
      <TextField
        key={step.at}
        ref={field}
        label={label}
        type={step.at === "phone" ? "tel" : "text"}
        inputMode={step.at === "name" ? "text" : "numeric"}
        autoComplete={step.at === "phone" ? "tel-national" : step.at === "code" ? "one-time-code" : "nickname"}
        maxLength={step.at === "code" ? 6 : step.at === "phone" ? 20 : 60}
        required
        value={value}
        error={error}
        onChange={(event) => setValue(event.target.value)}
      />
      <button type="submit" className="btn btn--primary btn--block" disabled={busy} aria-busy={busy}>
        {step.at === "phone" ? t(authText.sendCode) : step.at === "code" ? t(authText.signIn) : t(authText.saveName)}
      </button>
      {step.at !== "name" && (
        <p className="auth-form__switch">
          {step.at === "code" ? (
            <button type="button" className="link-button" onClick={() => (setValue(""), setError(undefined), setStep({ at: "phone" }))}>
              {t(authText.otherNumber)}
            </button>
          ) : (
            <button type="button" className="link-button" onClick={onUseEmail}>
              {t(authText.useEmail)}
            </button>
          )}
        </p>
      )}
    </form>
  );
}
