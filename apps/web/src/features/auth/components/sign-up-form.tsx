import { useEffect, useId } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { type Session } from "@taaza/domain";
import { TextField } from "../../../components/ui/text-field.tsx";
import { signup } from "../api/signup.ts";
import { signUpSchema, type SignUpValues } from "./auth-form-schemas.ts";
import { PasswordField } from "../../../components/ui/password-field.tsx";
import { reportAuthError } from "./report-auth-error.ts";
import { PasswordChecklist, passwordStillNeeds } from "./password-checklist.tsx";
import { t } from "../../../lib/i18n/i18n.ts";
import { authText } from "../../../lib/i18n/messages/auth.ts";

type SignUpFormProps = {
  onSignedUp: (session: Session) => void;
  onSwitchToSignIn: () => void;
};

export function SignUpForm({ onSignedUp, onSwitchToSignIn }: SignUpFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    control,
    formState: { errors, isSubmitting },
  } = useForm<SignUpValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { username: "", email: "", password: "" },
  });

  useEffect(() => setFocus("username"), [setFocus]);
  const password = useWatch({ control, name: "password" });
  const checklistId = useId();
  const stillNeeds = errors.password ? passwordStillNeeds(password) : null;

  const onSubmit = handleSubmit(async (values) => {
    try {
      onSignedUp(await signup(values));
    } catch (error) {
      reportAuthError(error, t(authText.signupFailed), (field, message) =>
        setError(field, { type: "server", message }, { shouldFocus: true }),
      );
    }
  });

  return (
    <form className="auth-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <TextField
        label={t(authText.username)}
        autoComplete="username"
        autoCapitalize="none"
        required
        error={errors.username?.message}
        {...register("username")}
      />
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
        autoComplete="new-password"
        required
        error={errors.password?.message}
        {...register("password")}
      />
      <PasswordChecklist id={checklistId} password={password} />
      {stillNeeds && (
        <p className="password-checklist__needs" role="alert">
          {stillNeeds}
        </p>
      )}
      <button type="submit" className="btn btn--primary btn--block" disabled={isSubmitting} aria-busy={isSubmitting}>
        {t(authText.signUp)}
      </button>
      <p className="auth-form__switch">
        {t(authText.haveAccount)}{" "}
        <button type="button" className="link-button" onClick={onSwitchToSignIn}>
          {t(authText.signInLink)}
        </button>
      </p>
    </form>
  );
}
