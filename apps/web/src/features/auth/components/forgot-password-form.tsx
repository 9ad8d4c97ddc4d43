import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { AUTH_MESSAGES } from "@taaza/domain";
import { TextField } from "../../../components/ui/text-field.tsx";
import { requestPasswordReset } from "../api/request-password-reset.ts";
import { forgotPasswordSchema, type ForgotPasswordValues } from "./auth-form-schemas.ts";
import { reportAuthError } from "./report-auth-error.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { domainText } from "../../../lib/i18n/domain-text.ts";
import { accountEmailNotice } from "../../../lib/i18n/account-email-notice.ts";
import { authText } from "../../../lib/i18n/messages/auth.ts";

/**
 * "Forgot password?": asks for the email and shows the server's answer, which is the same
 * whether or not the email has an account (nobody learns who shops here).
 */
export function ForgotPasswordForm({ onBackToSignIn }: { onBackToSignIn: () => void }) {
  const [answer, setAnswer] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordValues>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: "" } });

  useEffect(() => setFocus("email"), [setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      setAnswer((await requestPasswordReset(values)).message);
    } catch (error) {
      reportAuthError(error, domainText("auth.networkError", AUTH_MESSAGES.networkError), (_field, message) =>
        setError("email", { type: "server", message }, { shouldFocus: true }),
      );
    }
  });

  if (answer) {
    return (
      <div className="auth-form">
        <p className="auth-form__notice" role="status">
          {accountEmailNotice(answer)}
        </p>
        <button type="button" className="btn btn--primary btn--block" onClick={onBackToSignIn}>
          {t(authText.backToSignIn)}
        </button>
      </div>
    );
  }

  return (
    <form className="auth-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <TextField
        label={t(authText.email)}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        error={errors.email?.message}
        {...register("email")}
      />
      <button type="submit" className="btn btn--primary btn--block" disabled={isSubmitting} aria-busy={isSubmitting}>
        {t(authText.sendResetLink)}
      </button>
      <p className="auth-form__switch">
        {t(authText.rememberedIt)}{" "}
        <button type="button" className="link-button" onClick={onBackToSignIn}>
          {t(authText.backToSignIn)}
        </button>
      </p>
    </form>
  );
}
