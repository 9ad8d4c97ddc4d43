/** The small part of Google Identity Services the sign-in button uses. */
export type GoogleIdentity = {
  accounts: {
    id: {
      initialize(options: { client_id: string; callback: (response: { credential?: string }) => void; ux_mode?: "popup" }): void;
      renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
    };
  };
};

const SCRIPT_URL = "https://accounts.google.com/gsi/client";
let loading: Promise<GoogleIdentity> | undefined;

/**
 * Loads Google's script on first use only. It is called only when the shop has a Google client
 * id, so a shop without one never contacts Google (and its CSP would not allow it anyway).
 */
export function loadGoogleIdentity(): Promise<GoogleIdentity> {
  loading ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      const google = (window as unknown as { google?: GoogleIdentity }).google;
      if (google?.accounts?.id) resolve(google);
      else reject(new Error("Google Identity Services did not start"));
    };
    script.onerror = () => reject(new Error("Google Identity Services could not be loaded"));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
