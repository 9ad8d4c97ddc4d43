import { useEffect, useRef, useState } from "react";
import { toast } from "../../../lib/toast.ts";
import { type Session } from "@taaza/domain";
import { ApiError } from "../../../lib/api-client.ts";
import { googleLogin } from "../api/google-login.ts";
import { loadGoogleIdentity } from "../../../lib/load-google-identity.ts";
import { rememberGoogleCredential } from "../../../lib/recent-google-credential.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { accountEmailNotice } from "../../../lib/i18n/account-email-notice.ts";
import { authText } from "../../../lib/i18n/messages/auth.ts";

type Props = { clientId: string; onSignedIn: (session: Session) => void };

/**
 * "Continue with Google": Google's own button once its script has loaded; until then (or if it
 * cannot load) our button of the same name holds the place, so nothing jumps.
 */
export function GoogleSignInButton({ clientId, onSignedIn }: Props) {
  const slot = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const signedIn = useRef(onSignedIn);
  useEffect(() => {
    signedIn.current = onSignedIn;
  }, [onSignedIn]);

  useEffect(() => {
    let cancelled = false;
    loadGoogleIdentity()
      .then((google) => {
        if (cancelled || !slot.current) return;
        google.accounts.id.initialize({
          client_id: clientId,
          ux_mode: "popup",
          callback: ({ credential }) => {
            if (!credential) {
              toast.error(t(authText.socialFailed));
              return;
            }
            rememberGoogleCredential(credential);
            void googleLogin(credential)
              .then((session) => {
                // Google took over an account whose password nobody had confirmed: say it is gone.
                if (session.notice) toast.warning(accountEmailNotice(session.notice), { duration: 15_000 });
                signedIn.current(session);
              })
              // A 409 tells a password account's owner how to connect Google instead.
              .catch((error: unknown) =>
                toast.error(
                  error instanceof ApiError && error.status === 409 && error.serverMessage ? error.serverMessage : t(authText.socialFailed),
                ),
              );
          },
        });
        google.accounts.id.renderButton(slot.current, {
          theme: "outline",
          size: "large",
          text: "continue_with",
          shape: "pill",
          width: 300,
        });
        setReady(true);
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [clientId]);

  return (
    <div className="google-sign-in">
      <div className="google-sign-in__or" aria-hidden="true">
        <span>{t(authText.or)}</span>
      </div>
      {!ready && (
        <button
          type="button"
          className="btn btn--block google-sign-in__fallback"
          aria-disabled={!failed ? "true" : undefined}
          onClick={() => failed && toast.error(t(authText.socialFailed))}
        >
          <GoogleMark /> Continue with Google
        </button>
      )}
      <div ref={slot} className="google-sign-in__slot" hidden={!ready} />
    </div>
  );
}

function GoogleMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9 3.6l6.7-6.7C35.6 2.5 30.2 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.8 6C12.4 13.5 17.7 9.5 24 9.5z"
      />
      <path fill="#4285F4" d="M46.5 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.7c-.6 3-2.3 5.5-4.8 7.2l7.5 5.8c4.4-4 7.1-10 7.1-17.5z" />
      <path fill="#FBBC05" d="M10.5 28.7c-.5-1.4-.8-3-.8-4.7s.3-3.2.8-4.7l-7.8-6C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.8-6z" />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.5-5.8c-2.1 1.4-4.8 2.3-8.4 2.3-6.3 0-11.6-4-13.5-9.6l-7.8 6C6.6 42.6 14.6 48 24 48z"
      />
    </svg>
  );
}
