import { useState } from "react";
import { apiErrorMessage } from "../../../lib/api-error-message.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { accountText } from "../../../lib/i18n/messages/account.ts";
import { sendCodeToPhone } from "../api/phone-account-ways-in.ts";

/**
 * A sign-in code sent to the account's phone, the proof a phone account gives for a first
 * password or for deleting itself. `send` says whether it went; a failure's message goes to
 * `onFailure`, where the screen shows its problems.
 */
export function useCodeToPhone(phone: string | null, onFailure: (message: string) => void) {
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const send = async (): Promise<boolean> => {
    if (phone === null) return false;
    setSending(true);
    try {
      await sendCodeToPhone(phone);
      setSent(true);
      return true;
    } catch (failure) {
      onFailure(apiErrorMessage(failure, t(accountText.codeSendFailed)));
      return false;
    } finally {
      setSending(false);
    }
  };
  return { sent, sending, send };
}

/** "Send a code to <phone>", busy while it goes. */
export function SendCodeButton({ phone, sending, onSend }: { phone: string; sending: boolean; onSend: () => void }) {
  return (
    <div>
      <button type="button" className="btn btn--secondary" onClick={onSend} disabled={sending} aria-busy={sending || undefined}>
        {t(accountText.sendCode, { phone })}
      </button>
    </div>
  );
}
