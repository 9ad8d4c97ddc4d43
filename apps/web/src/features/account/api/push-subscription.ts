import { apiFetch } from "../../../lib/api-client.ts";

/** Whether this browser can take push messages at all (a service worker and the Push API). */
export const browserCanPush = () => typeof navigator !== "undefined" && "serviceWorker" in navigator && typeof PushManager !== "undefined";

/** GET /api/messages/push/key: the shop's VAPID public key, or null when push is not set up. */
export async function pushPublicKey(signal?: AbortSignal): Promise<string | null> {
  return (await apiFetch<{ publicKey: string | null }>("/messages/push/key", { signal })).publicKey;
}

/** The key as the Push API takes it (base64url to bytes). */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + "=".repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, "+").replace(/_/g, "/");
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

export class PushBlocked extends Error {}

async function registration(): Promise<ServiceWorkerRegistration> {
  // The worker is registered after every page load; asking again is harmless and covers a
  // customer who opened My Account before it finished.
  await navigator.serviceWorker.register("/sw.js");
  return navigator.serviceWorker.ready;
}

/**
 * Asks the browser's permission, subscribes it with the shop's key and saves the subscription
 * on the account (POST /api/users/:id/push-subscriptions).
 */
export async function subscribeThisBrowser(userId: string, publicKey: string): Promise<void> {
  if ((await Notification.requestPermission()) !== "granted") throw new PushBlocked();
  const worker = await registration();
  const subscription =
    (await worker.pushManager.getSubscription()) ??
    (await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  const { endpoint, keys } = subscription.toJSON();
  await apiFetch(`/users/${encodeURIComponent(userId)}/push-subscriptions`, { method: "POST", body: { endpoint, keys } });
}

/** Forgets this browser's subscription, on the account and in the browser. */
export async function unsubscribeThisBrowser(userId: string): Promise<void> {
  const worker = await registration();
  const subscription = await worker.pushManager.getSubscription();
  if (!subscription) return;
  await apiFetch(`/users/${encodeURIComponent(userId)}/push-subscriptions`, {
    method: "DELETE",
    body: { endpoint: subscription.endpoint },
  });
  await subscription.unsubscribe();
}
