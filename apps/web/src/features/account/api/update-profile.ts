import type { Gender } from "@taaza/domain";
import { apiFetch } from "../../../lib/api-client.ts";
import type { CurrentUser } from "../../../hooks/use-current-user.ts";

export type ProfileChanges = {
  username: string;
  /** Only when the person typed a new one. */
  password?: string;
  /** With a new password, when the account already has one. */
  currentPassword?: string;
  /** With a first password on a Google-only account: the ID token of a Google sign-in of the last few minutes. */
  googleToken?: string;
  /** Whole years, converted from the date of birth; only when one was entered. */
  age?: number;
  gender: Gender | "";
};

/** PUT /api/users/:id: the email is read-only and never sent. Answers the updated user. */
export function updateProfile(userId: string, changes: ProfileChanges): Promise<CurrentUser> {
  return apiFetch<CurrentUser>(`/users/${encodeURIComponent(userId)}`, { method: "PUT", body: changes });
}
