import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { type Session } from "@taaza/domain";
import { TextField } from "../../../components/ui/text-field.tsx";
import { login } from "../api/login.ts";
import { signInSchema, type SignInValues } from "./auth-form-schemas.ts";
import { PasswordField } from "../../../components/ui/password-field.tsx";
import { reportAuthError } from "./report-auth-error.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { authText } from "../../../lib/i18n/messages/auth.ts";

type SignInFormProps = {
  onSignedIn: (session: Session) => void;
  onSwitchToSignUp: () => void;
  onForgotPassword: () => void;
  onUsePhone: () => void;
};

export function SignInForm({ onSignedIn, onSwitchToSignUp, onForgotPassword, onUsePhone }: SignInFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues>({ resolver: zodResolver(signInSchema), defaultValues: { email: "", password: "" } });

  useEffect(() => setFocus("email"), [setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      onSignedIn(await login(values));
    } catch (error) {
      reportAuthError(error, t(authText.loginFailed), (field, message) =>
        setError(field, { type: "server", message }, { shouldFocus: true }),
      );
    }
  });

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
      <PasswordField
        label={t(authText.password)}
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...register("password")}
      />
      <p className="auth-form__forgot">
        <button type="button" className="link-button" onClick={onForgotPassword}>
          {t(authText.forgotLink)}
        </button>
      </p>
      <button type="submit" className="btn btn--primary btn--block" disabled={isSubmitting} aria-busy={isSubmitting}>
        {t(authText.signIn)}
      </button>
      <button type="button" className="btn btn--secondary btn--block" onClick={onUsePhone}>
        {t(authText.usePhone)}
      </button>
      <p className="auth-form__switch">
        {t(authText.newToTaaza)}{" "}
        <button type="button" className="link-button" onClick={onSwitchToSignUp}>
          {t(authText.createAccount)}
        </button>
      </p>
    </form>
  );
}
