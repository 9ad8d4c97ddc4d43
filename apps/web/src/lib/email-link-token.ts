/**
 * The token of an emailed link (`/reset-password#token=...`, `/myaccount#token=...`). It travels
 * in the fragment, which browsers never send to the server, so it stays out of access logs and
 * Referer headers. Reading is pure (a render may run twice); `forgetEmailLinkToken`, called from
 * an effect once the page has it, removes it from the address bar.
 */
export function readEmailLinkToken(): string | null {
  return new URLSearchParams(window.location.hash.slice(1)).get("token");
}

export function forgetEmailLinkToken(): void {
  if (window.location.hash) window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
}
