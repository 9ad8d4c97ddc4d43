import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { NotificationSettings, NotificationSettingsBody } from "@taaza/domain";
import { apiFetch } from "../../../lib/api-client.ts";

export const notificationSettingsKey = (userId: string) => ["notification-settings", userId] as const;

/** GET /api/users/:id/notifications: which channels the customer gets order updates on, and the number. */
export function getNotificationSettings(userId: string, signal?: AbortSignal): Promise<NotificationSettings> {
  return apiFetch<NotificationSettings>(`/users/${encodeURIComponent(userId)}/notifications`, { signal });
}

/** PUT /api/users/:id/notifications, with the language they shop in kept on the account first. */
export async function saveNotificationSettings(
  userId: string,
  body: NotificationSettingsBody,
  language: NotificationSettings["language"],
): Promise<NotificationSettings> {
  const path = `/users/${encodeURIComponent(userId)}`;
  await apiFetch(path, { method: "PUT", body: { language } });
  return apiFetch<NotificationSettings>(`${path}/notifications`, { method: "PUT", body });
}

export function useNotificationSettings(userId: string) {
  return useQuery({ queryKey: notificationSettingsKey(userId), queryFn: ({ signal }) => getNotificationSettings(userId, signal) });
}

export function useSaveNotificationSettings(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, language }: { body: NotificationSettingsBody; language: NotificationSettings["language"] }) =>
      saveNotificationSettings(userId, body, language),
    onSuccess: (settings) => client.setQueryData(notificationSettingsKey(userId), settings),
  });
}
