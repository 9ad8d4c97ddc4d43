/**
 * The token of an emailed link (`/reset-password#token=...`). It travels in the fragment, which
 * browsers never send to the server, so it stays out of access logs and Referer headers; it is
 * read once and then removed from the address bar.
 */
export function takeEmailLinkToken(): string | null {
  const token = new URLSearchParams(window.location.hash.slice(1)).get("token");
  if (token) window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
  return token;
}
