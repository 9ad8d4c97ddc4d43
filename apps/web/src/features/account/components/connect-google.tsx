import { useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "../../../lib/toast.ts";
import { type Session } from "@taaza/domain";
import { ApiError } from "../../../lib/api-client.ts";
import { currentUserQueryKey, type CurrentUser } from "../../../hooks/use-current-user.ts";
import { loadGoogleIdentity } from "../../../lib/load-google-identity.ts";
import { saveSession } from "../../../lib/session-store.ts";
import { connectGoogle } from "../api/connect-google.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { accountText } from "../../../lib/i18n/messages/account.ts";

type Props = { clientId: string; session: Session; user: CurrentUser };

/**
 * "Connect Google" on My Account: a password account joins its Google identity here, signed in,
 * because Google sign-in never links to a password account by itself (pre-hijacking). Google's
 * own button takes over once its script has loaded; ours holds the place until then.
 */
export function ConnectGoogle({ clientId, session, user }: Props) {
  const client = useQueryClient();
  const slot = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const current = useRef({ session, user });
  useEffect(() => {
    current.current = { session, user };
  }, [session, user]);

  useEffect(() => {
    let cancelled = false;
    loadGoogleIdentity()
      .then((google) => {
        if (cancelled || !slot.current) return;
        google.accounts.id.initialize({
          client_id: clientId,
          ux_mode: "popup",
          callback: ({ credential }) => {
            void (async () => {
              try {
                if (!credential) throw new Error("no credential");
                const updated = await connectGoogle(current.current.user._id, credential);
                client.setQueryData(currentUserQueryKey(updated._id), updated);
                saveSession({ ...current.current.session, user: updated });
                toast.success(t(accountText.googleConnected));
              } catch (error) {
                toast.error(error instanceof ApiError && error.serverMessage ? error.serverMessage : t(accountText.socialFailed));
              }
            })();
          },
        });
        google.accounts.id.renderButton(slot.current, {
          theme: "outline",
          size: "large",
          text: "continue_with",
          shape: "pill",
          width: 260,
        });
        setReady(true);
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [clientId, client]);

  return (
    <div className="connect-google">
      <p className="page__text">{t(accountText.connectText, { email: user.email })}</p>
      {!ready && (
        <button
          type="button"
          className="btn btn--secondary"
          aria-disabled={!failed ? "true" : undefined}
          onClick={() => failed && toast.error(t(accountText.socialFailed))}
        >
          {t(accountText.connectGoogle)}
        </button>
      )}
      <div ref={slot} hidden={!ready} />
    </div>
  );
}
