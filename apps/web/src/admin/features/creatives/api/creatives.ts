import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Creative, CreativeDetails, CreativeLanguage } from "@taaza/domain";
import { apiFetch } from "../../../../lib/api-client.ts";
import { refreshReaders } from "../../../../lib/server-data.ts";

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

export type NewCreative = { tag: CreativeTag; language: CreativeLanguage | null; file: File } & CreativeDetails;

/**
 * POST /api/creatives (multipart: tag, language, alt, link, media). The server keeps each group
 * (a shape, for every reader or for one language) at 4 at most.
 */
export async function addCreative({ tag, language, file, alt, link }: NewCreative): Promise<Creative> {
  const form = new FormData();
  form.set("tag", tag);
  // No language: for every reader.
  if (language) form.set("language", language);
  form.set("alt", alt);
  form.set("link", link ?? "");
  // The file last: the server reads the text fields before it streams the image.
  form.set("media", file, file.name);
  const { data } = await apiFetch<{ data: { image: Creative } }>("/creatives", { method: "POST", body: form });
  return data.image;
}

/** PUT /api/creatives/:id: what a banner says and where it leads. */
export async function updateCreativeDetails(id: string, details: CreativeDetails): Promise<Creative> {
  const { data } = await apiFetch<{ data: Creative }>(`/creatives/${encodeURIComponent(id)}`, { method: "PUT", body: details });
  return data;
}

export function deleteCreative(id: string): Promise<void> {
  return apiFetch<void>(`/creatives/${encodeURIComponent(id)}`, { method: "DELETE" });
}

function useRefreshCreatives() {
  const queryClient = useQueryClient();
  // The storefront's banners (in this tab's cache too) are these images.
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: creativesKey }), refreshReaders(queryClient, "banners")]);
}

export function useAddCreative() {
  const refresh = useRefreshCreatives();
  return useMutation({ mutationFn: addCreative, onSuccess: refresh });
}

export function useUpdateCreativeDetails() {
  const refresh = useRefreshCreatives();
  return useMutation({
    mutationFn: ({ id, details }: { id: string; details: CreativeDetails }) => updateCreativeDetails(id, details),
    onSuccess: refresh,
  });
}

export function useDeleteCreative() {
  const refresh = useRefreshCreatives();
  return useMutation({ mutationFn: deleteCreative, onSuccess: refresh });
}
