import { useLayoutEffect, useState } from "react";

/**
 * The token of an emailed link (`/reset-password#token=...`, `/myaccount#token=...`). It travels
 * in the fragment, which browsers never send to the server, so it stays out of access logs and
 * Referer headers. The hook reads it once (reading is pure, so a render may run twice) and removes
 * it from the address bar in a layout effect, before the page is painted: Preact runs plain
 * effects a frame later, and the token should not sit in the address bar (or a screenshot of it)
 * meanwhile.
 */
export function useEmailLinkToken(): string | null {
  const [token] = useState(readEmailLinkToken);
  useLayoutEffect(forgetEmailLinkToken, []);
  return token;
}

function readEmailLinkToken(): string | null {
  return new URLSearchParams(window.location.hash.slice(1)).get("token");
}

function forgetEmailLinkToken(): void {
  if (window.location.hash) window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
}
