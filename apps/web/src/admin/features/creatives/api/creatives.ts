import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Creative } from "@taaza/domain";
import { apiFetch } from "../../../../lib/api-client.ts";

export type CreativeTag = Creative["tag"];

export const creativesKey = ["admin", "creatives"] as const;

/** GET /api/creatives: the home carousel's images, both groups. */
export async function getCreatives(signal?: AbortSignal): Promise<Creative[]> {
  const { data } = await apiFetch<{ data: Creative[] }>("/creatives", { signal });
  return data;
}

export function useCreatives() {
  return useQuery({ queryKey: creativesKey, queryFn: ({ signal }) => getCreatives(signal) });
}

/** POST /api/creatives (multipart: tag, media). The server keeps a group at 4 at most. */
export async function addCreative(tag: CreativeTag, file: File): Promise<Creative> {
  const form = new FormData();
  form.set("tag", tag);
  form.set("media", file, file.name);
  const { data } = await apiFetch<{ data: { image: Creative } }>("/creatives", { method: "POST", body: form });
  return data.image;
}

export function deleteCreative(id: string): Promise<void> {
  return apiFetch<void>(`/creatives/${encodeURIComponent(id)}`, { method: "DELETE" });
}

function useRefreshCreatives() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: creativesKey }), queryClient.invalidateQueries({ queryKey: ["creatives"] })]);
}

export function useAddCreative() {
  const refresh = useRefreshCreatives();
  return useMutation({ mutationFn: ({ tag, file }: { tag: CreativeTag; file: File }) => addCreative(tag, file), onSuccess: refresh });
}

export function useDeleteCreative() {
  const refresh = useRefreshCreatives();
  return useMutation({ mutationFn: deleteCreative, onSuccess: refresh });
}
