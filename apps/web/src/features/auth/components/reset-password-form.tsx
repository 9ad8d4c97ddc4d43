import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { AUTH_MESSAGES } from "@taaza/domain";
import { PasswordField } from "../../../components/ui/password-field.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { resetPassword } from "../api/reset-password.ts";
import { newPasswordSchema, type NewPasswordValues } from "./auth-form-schemas.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { domainText } from "../../../lib/i18n/domain-text.ts";
import { accountEmailNotice } from "../../../lib/i18n/account-email-notice.ts";
import { authText } from "../../../lib/i18n/messages/auth.ts";
import "./auth-panel.css";

type Props = {
  token: string;
  onSignIn: () => void;
  onAskAgain: () => void;
};

/**
 * The page behind the emailed reset link: a new password under the sign-up rules. Success ends
 * every session of the account, so the person signs in again with the new password.
 */
export function ResetPasswordForm({ token, onSignIn, onAskAgain }: Props) {
  const [done, setDone] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordValues>({ resolver: zodResolver(newPasswordSchema), defaultValues: { password: "" } });

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      setDone((await resetPassword({ token, password })).message);
    } catch (error) {
      if (error instanceof ApiError && (error.status === 410 || (error.status === 400 && !/password/i.test(error.englishMessage ?? "")))) {
        setRefused(error.serverMessage ?? error.message);
      } else if (error instanceof ApiError && error.serverMessage) {
        setError("password", { type: "server", message: error.serverMessage }, { shouldFocus: true });
      } else {
        setError(
          "password",
          { type: "server", message: domainText("auth.networkError", AUTH_MESSAGES.networkError) },
          { shouldFocus: true },
        );
      }
    }
  });

  if (done) {
    return (
      <div className="auth-form">
        <p className="auth-form__notice" role="status">
          {accountEmailNotice(done)}
        </p>
        <button type="button" className="btn btn--primary" onClick={onSignIn}>
          {t(authText.signIn)}
        </button>
      </div>
    );
  }
  if (refused) {
    return (
      <div className="auth-form">
        <p className="auth-form__problem" role="alert">
          {refused}
        </p>
        <button type="button" className="btn btn--primary" onClick={onAskAgain}>
          {t(authText.sendNewLink)}
        </button>
      </div>
    );
  }
  return (
    <form className="auth-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <PasswordField
        label={t(authText.newPassword)}
        autoComplete="new-password"
        required
        error={errors.password?.message}
        hint={domainText("auth.passwordRule", AUTH_MESSAGES.passwordRule)}
        {...register("password")}
      />
      <button type="submit" className="btn btn--primary btn--block" disabled={isSubmitting} aria-busy={isSubmitting}>
        {t(authText.setNewPassword)}
      </button>
    </form>
  );
}
