/**
 * The Google ID token of this tab's latest Google sign-in, kept in memory only (never stored).
 * A Google-only account adds a password with it (the server takes it for 5 minutes after Google
 * issued it), so a stolen session alone cannot add one (decision 025).
 */
let latest: string | null = null;

export function rememberGoogleCredential(credential: string): void {
  latest = credential;
}

export function recentGoogleCredential(): string | null {
  return latest;
}
