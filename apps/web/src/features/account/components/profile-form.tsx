import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "../../../lib/toast.ts";
import { z } from "zod";
import { ageFromBirthDate, GENDERS, PASSWORD_RULE, type Session } from "@taaza/domain";
import { TextField } from "../../../components/ui/text-field.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { currentUserQueryKey, type CurrentUser } from "../../../hooks/use-current-user.ts";
import { PasswordField } from "../../../components/ui/password-field.tsx";
import { saveSession } from "../../../lib/session-store.ts";
import { updateProfile } from "../api/update-profile.ts";
import "./profile-form.css";
import { t, type Message } from "../../../lib/i18n/i18n.ts";
import { accountText } from "../../../lib/i18n/messages/account.ts";
import { recentGoogleCredential } from "../../../lib/recent-google-credential.ts";
/** A check's message, read in the active language when the check fails. */
const say = (message: Message) => ({ error: () => t(message) });

/** The age a date of birth gives today; NaN when the date is not a real one. */
function ageOn(birthDate: string, today = new Date()): number {
  const date = new Date(`${birthDate}T00:00:00`);
  return Number.isNaN(date.getTime()) ? Number.NaN : ageFromBirthDate(date, today);
}

const profileSchema = z.object({
  username: z.string().trim().min(1, say(accountText.enterUsername)).max(60, say(accountText.usernameTooLong)),
  password: z.string().refine((value) => value === "" || PASSWORD_RULE.test(value), say(accountText.passwordRule)),
  currentPassword: z.string(),
  // Spec section 5: age is entered as a date and converted to years; it must be positive.
  birthDate: z.string().refine((value) => {
    if (value === "") return true;
    const age = ageOn(value);
    return Number.isInteger(age) && age > 0 && age <= 130;
  }, say(accountText.ageRule)),
  gender: z.enum([...GENDERS, ""]),
});
type ProfileValues = z.infer<typeof profileSchema>;

/** A password account proves it knows its password before setting a new one (a stolen token alone cannot). */
function withCurrentPassword(hasPassword: boolean) {
  return profileSchema.refine((values) => !hasPassword || values.password === "" || values.currentPassword !== "", {
    path: ["currentPassword"],
    error: () => t(accountText.currentPasswordRequired),
  });
}

/** Username, read-only email, optional new password, date of birth (stored as age) and gender. */
export function ProfileForm({ session, user }: { session: Session; user: CurrentUser }) {
  const client = useQueryClient();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ProfileValues>({
    resolver: zodResolver(withCurrentPassword(user.hasPassword)),
    defaultValues: { username: user.username, password: "", currentPassword: "", birthDate: "", gender: user.gender ?? "" },
  });
  const newPassword = useWatch({ control, name: "password" });
  const askCurrentPassword = user.hasPassword && newPassword !== "";

  const onSubmit = handleSubmit(async (values) => {
    try {
      const updated = await updateProfile(user._id, {
        username: values.username,
        gender: values.gender,
        ...(values.password ? { password: values.password } : {}),
        ...(values.password && user.hasPassword ? { currentPassword: values.currentPassword } : {}),
        // A Google-only account proves a recent Google sign-in instead (403 asks for one otherwise).
        ...(values.password && !user.hasPassword && recentGoogleCredential() ? { googleToken: recentGoogleCredential()! } : {}),
        ...(values.birthDate ? { age: ageOn(values.birthDate) } : {}),
      });
      client.setQueryData(currentUserQueryKey(updated._id), updated);
      // The session keeps the user too (spec section 7), so the header and other tabs agree.
      saveSession({ ...session, user: updated });
      reset({ username: updated.username, password: "", currentPassword: "", birthDate: "", gender: updated.gender ?? "" });
      toast.success(t(accountText.saved));
    } catch (error) {
      const reason = error instanceof ApiError ? error.serverMessage : null;
      // The field is chosen from the English text; the words shown are in the active language.
      const english = (error instanceof ApiError ? error.englishMessage : null) ?? "";
      if (reason && /current password/i.test(english))
        setError("currentPassword", { type: "server", message: reason }, { shouldFocus: true });
      else if (reason && /password/i.test(english)) setError("password", { type: "server", message: reason }, { shouldFocus: true });
      else if (reason && /age/i.test(english)) setError("birthDate", { type: "server", message: reason }, { shouldFocus: true });
      else if (reason && /username/i.test(english)) setError("username", { type: "server", message: reason }, { shouldFocus: true });
      else toast.error(reason ?? t(accountText.saveFailed));
    }
  });

  const today = new Date().toISOString().slice(0, 10);

  return (
    <form className="profile-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t(accountText.profile)}>
      <TextField
        label={t(accountText.username)}
        autoComplete="nickname"
        required
        error={errors.username?.message}
        {...register("username")}
      />
      {user.email !== null && (
        <TextField label={t(accountText.email)} type="email" value={user.email} readOnly hint={t(accountText.emailFixed)} />
      )}
      {/* A phone account's first password is proved by a code, in its own form (PhoneAccountWaysIn). */}
      {(user.hasPassword || user.hasGoogle || !user.phone) && (
        <PasswordField
          label={t(accountText.newPassword)}
          autoComplete="new-password"
          hint={user.hasPassword ? t(accountText.newPasswordHintKeep) : t(accountText.newPasswordHintSet)}
          error={errors.password?.message}
          {...register("password")}
        />
      )}
      {askCurrentPassword && (
        <PasswordField
          label={t(accountText.currentPassword)}
          autoComplete="current-password"
          required
          hint={t(accountText.currentPasswordHint)}
          error={errors.currentPassword?.message}
          {...register("currentPassword")}
        />
      )}
      <TextField
        label={t(accountText.birthDate)}
        type="date"
        max={today}
        hint={user.age ? t(accountText.ageKnown, { age: user.age }) : t(accountText.ageHint)}
        error={errors.birthDate?.message}
        {...register("birthDate")}
      />
      <div className="text-field">
        <label className="text-field__label" htmlFor="profile-gender">
          {t(accountText.gender)}
        </label>
        <select id="profile-gender" className="profile-form__select" {...register("gender")}>
          <option value="">{t(accountText.preferNot)}</option>
          {GENDERS.map((gender) => (
            <option key={gender} value={gender}>
              {gender}
            </option>
          ))}
        </select>
      </div>
      <div>
        <button type="submit" className="btn btn--primary" disabled={isSubmitting || !isDirty} aria-busy={isSubmitting}>
          {t(accountText.saveProfile)}
        </button>
      </div>
    </form>
  );
}
