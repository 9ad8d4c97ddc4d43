import { useState, type FormEvent } from "react";
import type { NotificationSettings } from "@taaza/domain";
import { ApiError } from "../../../lib/api-client.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { accountText } from "../../../lib/i18n/messages/account.ts";
import { useLocale } from "../../../lib/i18n/use-locale.ts";
import { toast } from "../../../lib/toast.ts";
import { useQuery } from "@tanstack/react-query";
import { useNotificationSettings, useSaveNotificationSettings } from "../api/notification-settings.ts";
import { browserCanPush, PushBlocked, pushPublicKey, subscribeThisBrowser, unsubscribeThisBrowser } from "../api/push-subscription.ts";
import "./profile-form.css";

/**
 * Order updates on WhatsApp or SMS, opted in to explicitly, channel by channel, to the number
 * shown (the delivery address's unless another is given), and as this browser's notifications
 * when the shop has push set up (the browser's permission asked when it is ticked). Saving also keeps the language the
 * customer shops in on the account, so their messages are written in it.
 */
export function NotificationSettingsForm({ userId }: { userId: string }) {
  const settings = useNotificationSettings(userId);
  if (settings.isPending) return <p role="status">{t(accountText.loading)}</p>;
  if (settings.isError) return <p role="alert">{t(accountText.updatesLoadFailed)}</p>;
  return <SettingsForm userId={userId} current={settings.data} />;
}

function SettingsForm({ userId, current }: { userId: string; current: NotificationSettings }) {
  const locale = useLocale();
  const save = useSaveNotificationSettings(userId);
  const [whatsapp, setWhatsapp] = useState(current.whatsapp);
  const [sms, setSms] = useState(current.sms);
  const [phone, setPhone] = useState(current.phone ?? "");
  const [push, setPush] = useState(current.push);
  const [pushBusy, setPushBusy] = useState(false);
  const key = useQuery({
    queryKey: ["push-public-key"],
    queryFn: ({ signal }) => pushPublicKey(signal),
    enabled: browserCanPush(),
    staleTime: Infinity,
  });
  const publicKey = browserCanPush() ? (key.data ?? null) : null;
  const pushOffered = publicKey !== null;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pushOffered && push !== current.push) {
      setPushBusy(true);
      try {
        if (push) await subscribeThisBrowser(userId, publicKey);
        else await unsubscribeThisBrowser(userId);
      } catch (error) {
        setPush(current.push);
        toast.error(error instanceof PushBlocked ? t(accountText.pushBlocked) : t(accountText.updatesSaveFailed));
        return;
      } finally {
        setPushBusy(false);
      }
    }
    const body = { whatsapp, sms, push: pushOffered ? push : current.push, ...(phone.trim() ? { phone: phone.trim() } : {}) };
    save.mutate(
      { body, language: locale },
      {
        onSuccess: () => toast.success(t(accountText.updatesSaved)),
        onError: (error) =>
          toast.error(error instanceof ApiError && error.serverMessage ? error.serverMessage : t(accountText.updatesSaveFailed)),
      },
    );
  };
  return (
    <form className="profile-form" onSubmit={(event) => void submit(event)} aria-labelledby="account-updates-title">
      <p id="account-updates-title">{t(accountText.updatesIntro)}</p>
      <label className="profile-form__check">
        <input type="checkbox" checked={whatsapp} onChange={(e) => setWhatsapp(e.target.checked)} /> {t(accountText.updatesWhatsapp)}
      </label>
      <label className="profile-form__check">
        <input type="checkbox" checked={sms} onChange={(e) => setSms(e.target.checked)} /> {t(accountText.updatesSms)}
      </label>
      {pushOffered && (
        <label className="profile-form__check">
          <input type="checkbox" checked={push} onChange={(e) => setPush(e.target.checked)} /> {t(accountText.updatesPush)}
        </label>
      )}
      <label>
        {t(accountText.updatesPhone)}
        <input
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={20}
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
        />
      </label>
      <button
        type="submit"
        className="btn btn--primary"
        disabled={save.isPending || pushBusy}
        aria-busy={save.isPending || pushBusy || undefined}
      >
        {t(accountText.updatesSave)}
      </button>
    </form>
  );
}
